import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { AppError } from '../errors.ts';

/** A stored file opened for reading: its bytes as a stream (read once, or destroy it), with what HTTP caching needs. */
export type StoredFile = {
  body: Readable;
  size: number;
  /** A validator that changes when the bytes do (quoted, as in an HTTP ETag header). */
  etag: string;
  modified?: Date;
};

/**
 * Where uploaded files live (house rule 9: behind an interface, local disk by default). Keys are
 * relative paths such as `equipments/3f9a…-640w.webp`; `url(key)` is what pages and the API show.
 * Every adapter (local disk here, S3-compatible in `s3-storage.ts`) serves its files through the app
 * at /uploads/<key> (server/plugins/uploads.ts), so URLs never name the backend (docs/decisions/035).
 */
export interface Storage {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream, for serving without holding it in memory; null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  url(key: string): string;
  /** A remote backend's start-up check (is the bucket there, may we use it): null when all is well. */
  check?(): Promise<StorageProblem | null>;
}

/** What is wrong with a storage backend; `lasting` when it will not fix itself (a missing bucket, a refused key), else it did not answer. */
export type StorageProblem = { message: string; lasting: boolean };

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function assertStorageKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((s) => s === '..' || s === '.') || key.length > 300) {
    throw new AppError('BAD_REQUEST', `Invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** The Content-Type of a stored file, from its key's extension (keys are our own generated names, never the uploader's). */
export function contentTypeOfKey(key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
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
    async open(key) {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw err;
      }
      // Stat and stream the same open file: a delete or replace in between cannot mix two files.
      const st = await handle.stat().catch(async (err) => {
        await handle.close();
        throw err;
      });
      if (!st.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream(), size: st.size, etag: `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`, modified: st.mtime };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    url(key) {
      return `${urlPrefix.replace(/\/+$/, '')}/${assertStorageKey(key)}`;
    },
  };
}
