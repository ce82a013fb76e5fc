import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { makeImageVariants } from '../../core/images/make-variants.ts';
import { cataloguePhotoUrl } from '../../lib/image-variants.ts';
import { BUILD_DIR } from '../../server/ssr.ts';
import { useTestApp } from '../fixtures/app.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bm-media-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const app = useTestApp({ dataDir });

describe('images and compression over HTTP', () => {
  it('serves uploaded variants from DATA_DIR/uploads at /uploads, immutable for a year', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f59e0b' } })
      .jpeg()
      .toBuffer();
    const { url, variants } = await makeImageVariants(app().storage, photo, { preset: 'listing', folder: 'equipments' });
    const res = await app().inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.length).toBe(variants.find((v) => v.url === url)!.bytes);
    expect((await app().inject({ method: 'GET', url: '/uploads/equipments/missing-640w.webp' })).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: '/uploads/../session.secret' })).statusCode).toBe(404);
  });

  it('serves the demo catalogue photos for a year and the drawings for a day', async () => {
    const photo = await app().inject({ method: 'GET', url: cataloguePhotoUrl('excavator') });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000');
    expect(photo.headers['content-encoding']).toBeUndefined(); // WebP is compressed already
    const svg = await app().inject({ method: 'GET', url: '/catalogue/excavator.svg' });
    expect(svg.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('compresses pages and scripts for clients that accept it', async () => {
    const page = await app().inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    const plain = await app().inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Construction Equipment');
    // A script the build compressed (files under 1 KB are left as they are: scripts/vite-precompress.ts).
    const scripts = [...plain.body.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    const jsUrl = scripts.find((u) => existsSync(path.join(BUILD_DIR, 'client', `${u}.br`)))!;
    expect(jsUrl).toBeDefined();
    const js = await app().inject({ method: 'GET', url: jsUrl, headers: { 'accept-encoding': 'gzip' } });
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers['cache-control']).toMatch(/immutable/);
    // Scripts are brotli-compressed at quality 11 when built (scripts/vite-precompress.ts), not per request.
    const br = await app().inject({ method: 'GET', url: jsUrl, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBe(statSync(path.join(BUILD_DIR, 'client', jsUrl + '.br')).size);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe((await app().inject({ method: 'GET', url: jsUrl })).body);
  });
});
