import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from './storage.ts';

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

  it('refuses keys that could leave the uploads folder', async () => {
    for (const key of ['../secret', 'a/../../b', '/etc/passwd', 'a//b', '', '.hidden', 'a/./b', 'with space.webp']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      expect(() => storage.url(key), key).toThrow();
    }
    expect(existsSync(path.join(root, '..', 'secret'))).toBe(false);
  });
});
