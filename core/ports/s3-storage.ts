import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { AppError } from '../errors.ts';
import { assertStorageKey, contentTypeOfKey, type Storage, type StorageProblem, UPLOADS_URL_PREFIX } from './storage.ts';

/** Where an S3-compatible bucket is (server/config.ts reads it from STORAGE_URL). */
export type S3Settings = {
  /** `http://host:port` or `https://host:port`; addressed path-style (`/bucket/key`), which every S3-compatible server accepts. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export type S3Storage = Storage & {
  /** Asks the server whether the bucket is there and the key may use it: null when it is, else what is wrong. */
  check(): Promise<StorageProblem | null>;
  close(): void;
};

/** The one message a visitor gets when the bucket cannot be reached: nothing is saved, and trying again later works. */
export const STORAGE_UNAVAILABLE = 'Files cannot be saved or read right now. Please try again in a moment.';

type S3Error = { name?: string; $metadata?: { httpStatusCode?: number } };
const isMissing = (err: unknown) => {
  const e = err as S3Error;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces…), so that
 * every app process and machine sees the same uploads (docs/decisions/035). Keys are the same as
 * on local disk and `url(key)` is the same /uploads/<key>: the app serves the files itself
 * (server/plugins/uploads.ts), so pages, CSP `img-src 'self'` and caching do not change.
 *
 * Any failure of the server (down, refused, timed out) becomes AppError UNAVAILABLE (503) with one
 * plain sentence; `onError` gets the real error for the log.
 */
export function s3Storage(s: S3Settings, opts: { urlPrefix?: string; onError?: (what: string, err: unknown) => void } = {}): S3Storage {
  const urlPrefix = (opts.urlPrefix ?? UPLOADS_URL_PREFIX).replace(/\/+$/, '');
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    // A server that does not answer must not hold an upload for long: 2 s to connect, two more tries.
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 2_000, socketTimeout: 30_000 },
  });
  const unavailable = (what: string, err: unknown) => {
    opts.onError?.(what, err);
    return new AppError('UNAVAILABLE', STORAGE_UNAVAILABLE);
  };
  const get = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: assertStorageKey(key) }));
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (isMissing(err)) return null;
      throw unavailable(`get ${key}`, err);
    }
  };
  return {
    async put(key, data) {
      try {
        await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: assertStorageKey(key), Body: data, ContentType: contentTypeOfKey(key) }));
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw unavailable(`put ${key}`, err);
      }
    },
    async get(key) {
      const res = await get(key);
      if (!res) return null;
      try {
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        throw unavailable(`get ${key}`, err);
      }
    },
    async open(key) {
      const res = await get(key);
      if (!res) return null;
      return { body: res.Body as Readable, size: res.ContentLength ?? 0, etag: res.ETag ?? `"${key}"`, modified: res.LastModified };
    },
    async delete(key) {
      try {
        // Deleting a key that is not there succeeds in S3 too.
        await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: assertStorageKey(key) }));
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw unavailable(`delete ${key}`, err);
      }
    },
    url(key) {
      return `${urlPrefix}/${assertStorageKey(key)}`;
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: s.bucket }));
        return null;
      } catch (err) {
        const status = (err as S3Error).$metadata?.httpStatusCode;
        if (status === 404) return { lasting: true, message: `the bucket "${s.bucket}" does not exist at ${s.endpoint}` };
        if (status === 403 || status === 401) return { lasting: true, message: `${s.endpoint} refused the access key for the bucket "${s.bucket}"` };
        return { lasting: false, message: `${s.endpoint} did not answer (${(err as Error).message || (err as S3Error).name})` };
      }
    },
    close() {
      client.destroy();
    },
  };
}
