import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentTypeOfKey, localDiskStorage } from './storage.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'bm-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  const storage = localDiskStorage({ root });

  it('puts, gets, addresses and deletes files by key', async () => {
    await storage.put('equipments/a1-320w.webp', Buffer.from('bytes'));
    expect((await storage.get('equipments/a1-320w.webp'))?.toString()).toBe('bytes');
    expect(storage.url('equipments/a1-320w.webp')).toBe('/uploads/equipments/a1-320w.webp');
    expect(readdirSync(path.join(root, 'equipments'))).toEqual(['a1-320w.webp']); // no temp file left
    await storage.delete('equipments/a1-320w.webp');
    expect(await storage.get('equipments/a1-320w.webp')).toBeNull();
    await storage.delete('equipments/a1-320w.webp'); // deleting twice is fine
  });

  it('opens a file as a stream with its size and a validator, and null for no file or a folder', async () => {
    await storage.put('documents/d1.pdf', Buffer.from('%PDF-1.4 one'));
    const file = await storage.open('documents/d1.pdf');
    expect(file).toMatchObject({ size: 12, etag: expect.stringMatching(/^W\/"c-[0-9a-f]+"$/) });
    expect(await text(file!.body)).toBe('%PDF-1.4 one');
    expect(await storage.open('documents/none.pdf')).toBeNull();
    expect(await storage.open('nowhere/none.pdf')).toBeNull();
    mkdirSync(path.join(root, 'documents', 'folder.pdf'));
    expect(await storage.open('documents/folder.pdf')).toBeNull();
  });

  it('names the content type of a key by its extension', () => {
    expect(['a-640w.webp', 'b.PDF', 'c.jpg', 'd.png', 'e.bin', 'noext'].map(contentTypeOfKey)).toEqual([
      'image/webp',
      'application/pdf',
      'image/jpeg',
      'image/png',
      'application/octet-stream',
      'application/octet-stream',
    ]);
  });

  it('refuses keys that could leave the uploads folder', async () => {
    for (const key of ['../secret', 'a/../../b', '/etc/passwd', 'a//b', '', '.hidden', 'a/./b', 'with space.webp']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      expect(() => storage.url(key), key).toThrow();
    }
    expect(existsSync(path.join(root, '..', 'secret'))).toBe(false);
  });
});
