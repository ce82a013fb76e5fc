import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../tests/fixtures/s3-server.ts';
import { s3Storage, STORAGE_UNAVAILABLE, type S3Storage } from './s3-storage.ts';

/** The S3-compatible adapter against a real S3-compatible server (s3rver), not a stub of the SDK. */
let s3: S3TestServer;
let storage: S3Storage;
const errors: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
  storage = s3Storage(s3.settings, { onError: (what) => errors.push(what) });
});
afterAll(async () => {
  storage?.close();
  await s3?.close();
});

describe('S3-compatible storage', () => {
  it('puts, gets, streams and deletes files by key, addressed at /uploads like the local disk', async () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 fake picture bytes');
    await storage.put('equipments/a1-640w.webp', bytes);
    // In the bucket under the same key, with its type, so the bucket is usable on its own too.
    expect(await s3.raw.get('equipments/a1-640w.webp')).toEqual({ data: bytes, contentType: 'image/webp' });
    expect(await storage.get('equipments/a1-640w.webp')).toEqual(bytes);
    expect(storage.url('equipments/a1-640w.webp')).toBe('/uploads/equipments/a1-640w.webp');

    const file = await storage.open('equipments/a1-640w.webp');
    expect(file).toMatchObject({ size: bytes.length, etag: expect.stringMatching(/^"[0-9a-f]{32}"$/) });
    expect(file!.modified).toBeInstanceOf(Date);
    expect(await text(file!.body)).toBe(bytes.toString());

    await storage.delete('equipments/a1-640w.webp');
    expect(await storage.get('equipments/a1-640w.webp')).toBeNull();
    expect(await storage.open('equipments/a1-640w.webp')).toBeNull();
    await storage.delete('equipments/a1-640w.webp'); // deleting twice is fine
  });

  it('answers null for a key that was never stored', async () => {
    expect(await storage.get('documents/never.pdf')).toBeNull();
    expect(await storage.open('documents/never.pdf')).toBeNull();
  });

  it('refuses the same unsafe keys as the local disk, before asking the server', async () => {
    for (const key of ['../secret', 'a/../../b', '/etc/passwd', 'a//b', '', '.hidden', 'with space.webp']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(storage.get(key), key).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
  });

  it('says whether the bucket is there', async () => {
    expect(await storage.check()).toBeNull();
    const other = s3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    expect(await other.check()).toEqual({ lasting: true, message: `the bucket "no-such-bucket" does not exist at ${s3.settings.endpoint}` });
    const stranger = s3Storage({ ...s3.settings, accessKeyId: 'NOT-A-KEY' });
    expect(await stranger.check()).toEqual({ lasting: true, message: `${s3.settings.endpoint} refused the access key for the bucket "${s3.settings.bucket}"` });
    stranger.close();
    other.close();
  });

  it('turns an unreachable server into a 503 with one plain sentence, and works again when it is back', async () => {
    await storage.put('logos/kept-128w.webp', Buffer.from('kept'));
    await s3.stop();
    try {
      errors.length = 0;
      await expect(storage.put('logos/b-128w.webp', Buffer.from('x'))).rejects.toMatchObject({ code: 'UNAVAILABLE', message: STORAGE_UNAVAILABLE });
      await expect(storage.get('logos/kept-128w.webp')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
      await expect(storage.open('logos/kept-128w.webp')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
      await expect(storage.delete('logos/kept-128w.webp')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
      expect(errors).toEqual(['put logos/b-128w.webp', 'get logos/kept-128w.webp', 'get logos/kept-128w.webp', 'delete logos/kept-128w.webp']);
      expect(await storage.check()).toEqual({ lasting: false, message: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+ did not answer/) });
    } finally {
      await s3.start();
    }
    expect((await storage.get('logos/kept-128w.webp'))?.toString()).toBe('kept');
  });
});
