import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { AppError } from '../errors.ts';

/**
 * Where uploaded files live (house rule 9: behind an interface, local disk by default). Keys are
 * relative paths such as `equipments/3f9a…-640w.webp`; `url(key)` is what pages and the API show.
 * A cloud adapter (S3, GCS…) implements the same four calls.
 */
export interface Storage {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  url(key: string): string;
}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function assertStorageKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((s) => s === '..' || s === '.') || key.length > 300) {
    throw new AppError('BAD_REQUEST', `Invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** The uploads folder under DATA_DIR, served at /uploads/ (server/plugins/uploads.ts). */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
export const UPLOADS_URL_PREFIX = '/uploads';

/** Files on local disk under `root`, addressed as `${urlPrefix}/${key}`. Writes are atomic (temp file + rename). */
export function localDiskStorage({ root, urlPrefix = UPLOADS_URL_PREFIX }: { root: string; urlPrefix?: string }): Storage {
  const fileOf = (key: string) => path.join(root, assertStorageKey(key));
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    url(key) {
      return `${urlPrefix.replace(/\/+$/, '')}/${assertStorageKey(key)}`;
    },
  };
}
