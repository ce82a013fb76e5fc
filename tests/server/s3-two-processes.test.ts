import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpLogin, runScript, startAppProcess, stopAppProcesses, type AppProcess } from '../fixtures/app-process.ts';
import { testDb, testDbUrl } from '../fixtures/db.ts';
import { createVendorUser } from '../fixtures/factories.ts';
import { PDF_BYTES } from '../fixtures/multipart.ts';
import { startS3Server, type S3TestServer } from '../fixtures/s3-server.ts';

/**
 * Shared file storage between real app processes (`npm start` twice on one database and one
 * STORAGE_URL bucket, each with its own DATA_DIR, so nothing is shared through a local disk):
 * a file uploaded through one is served byte for byte by the other (docs/decisions/035).
 */
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bm-s3-procs-'));
let s3: S3TestServer;
let a: AppProcess;
let b: AppProcess;
const env = (name: string) => ({
  DATABASE_URL: testDbUrl(),
  DATA_DIR: path.join(tmp, name),
  STORAGE_URL: s3.storageUrl,
  WEB_CONCURRENCY: '1',
  // Both processes sign cookies with one secret, as every process of one site does.
  SESSION_SECRET: 'two-processes-one-secret-'.padEnd(40, 'x'),
  SEED_ON_EMPTY: undefined,
});

// Two real starts side by side on a shared 2-core machine can take a minute or more: generous limits, not timing checks.
beforeAll(async () => {
  s3 = await startS3Server();
  [a, b] = await Promise.all([startAppProcess(env('a'), { timeoutMs: 140_000 }), startAppProcess(env('b'), { timeoutMs: 140_000 })]);
}, 150_000);
afterAll(async () => {
  await stopAppProcesses();
  await s3?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('uploads shared by two processes through an S3-compatible bucket', () => {
  it('serves through process B, byte for byte and with its type, what a vendor uploaded through process A', async () => {
    const { user } = await createVendorUser(testDb());
    const { cookie } = await httpLogin(a.url, user.email, 'Secret@123');
    expect(cookie).toBeDefined();
    const form = new FormData();
    for (const [k, v] of Object.entries({
      CatalogueSlug: 'backhoe-loader',
      Name: 'Shared JCB',
      Condition: 'Good',
      City: 'Pune',
      State: 'Maharashtra',
      IsAvailableForRent: 'true',
      IsAvailableForSale: 'false',
      MonthlyRate: '145000',
    }))
      form.append(k, v);
    const jpeg = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#f4a300' } })
      .jpeg()
      .toBuffer();
    form.append('thumbnail', new Blob([jpeg], { type: 'image/jpeg' }), 'front.jpg');
    form.append('document', new Blob([new Uint8Array(PDF_BYTES)], { type: 'application/pdf' }), 'rc.pdf');
    const res = await fetch(`${a.url}/api/vendor/equipment/create`, { method: 'POST', headers: { cookie: cookie!, origin: a.url }, body: form });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    const { ThumbnailUrl, DocumentUrl } = body.data;

    const fromA = await fetch(`${a.url}${ThumbnailUrl}`);
    const fromB = await fetch(`${b.url}${ThumbnailUrl}`);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytesA = Buffer.from(await fromA.arrayBuffer());
    const bytesB = Buffer.from(await fromB.arrayBuffer());
    expect(bytesB.equals(bytesA)).toBe(true);
    expect(bytesB.equals((await s3.raw.get(ThumbnailUrl.replace(/^\/uploads\//, '')))!.data)).toBe(true);
    // The same validator from both, so a browser's cached copy stays good whichever process answers.
    expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));

    // The document goes out through the authorised download (docs/decisions/053), from either process.
    const pdf = await fetch(`${b.url}${DocumentUrl}`, { headers: { cookie: cookie! } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
  });

  // Each start compiles and boots a real process: a longer limit than the default 30 s, not a timing check.
  it('refuses to start on a malformed STORAGE_URL, naming it and hiding the secret', { timeout: 150_000 }, async () => {
    const malformed = await runScript('server/main.ts', [], { ...env('c'), PORT: '0', STORAGE_URL: 's3://AKIA:topsecret@127.0.0.1:9000' });
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('Invalid configuration: STORAGE_URL must name the bucket: s3://key:secret@host:port/bucket (got "s3://AKIA:***@127.0.0.1:9000")');
    expect(malformed.stderr + malformed.stdout).not.toContain('topsecret');
  });

  it('refuses to start when the bucket is not there, saying which', { timeout: 150_000 }, async () => {
    const noBucket = await runScript('server/main.ts', [], { ...env('d'), PORT: '0', STORAGE_URL: s3.storageUrl.replace(/\/[^/]+$/, '/no-such-bucket') });
    expect(noBucket.code).toBe(2);
    expect(noBucket.stderr).toContain(`File storage (STORAGE_URL): the bucket "no-such-bucket" does not exist at ${s3.settings.endpoint}.`);
  });
});
