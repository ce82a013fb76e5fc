import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { assertStorageKey, contentTypeOfKey, UPLOADS_URL_PREFIX, type Storage } from '../../core/ports/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (core/ports/storage.ts): local disk under DATA_DIR/uploads by default, or an S3-compatible bucket (STORAGE_URL). */
    storage: Storage;
  }
}

/**
 * True for anything under the storage's `private/` or `documents/` folder (any spelling that
 * normalises there): /uploads answers 404 for those, whatever the file. Equipment documents are for
 * signed-in people and go out through GET /api/equipment/document (docs/decisions/053).
 */
const PRIVATE_FOLDERS = ['/private', '/documents'];

export function isPrivatePath(pathName: string): boolean {
  let p = pathName;
  try {
    p = decodeURIComponent(pathName);
  } catch {
    return true;
  }
  const normal = path.posix.normalize(`/${p.replace(/\\/g, '/')}`).toLowerCase();
  return PRIVATE_FOLDERS.some((f) => normal === f || normal.startsWith(`${f}/`));
}

/**
 * Every PDF we serve (equipment documents, resumes) is a download, never a page: `attachment` so
 * the browser saves it instead of rendering it in our origin, `sandbox` so that if it is rendered
 * anyway (a viewer that ignores the disposition) it runs in an opaque origin without scripts, and
 * nosniff so its type is never guessed (docs/decisions/022).
 */
export function setPdfDownloadHeaders(reply: FastifyReply, filename: string) {
  const safe = filename.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'document.pdf';
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${safe}"`)
    .header('content-security-policy', 'sandbox')
    .header('x-content-type-options', 'nosniff');
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** True when the request's If-None-Match names this ETag (weak comparison, as HTTP asks for If-None-Match). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => bare(t) === bare(etag));
}

/**
 * Uploaded files: stored through the Storage port (local disk, or an S3-compatible bucket with
 * STORAGE_URL) and served here at /uploads/<key> for a year, whatever the backend, so every app
 * process serves every file and URLs stay on this site (docs/decisions/035). Upload variants are
 * named by a hash of their source (core/images/make-variants.ts), so a changed picture is a new URL
 * and old ones can be cached as immutable. The bytes are streamed from the storage, never held
 * whole in memory. A key that is not there, not valid, or under `private/` is a 404.
 */
export function registerUploads(app: FastifyInstance, storage: Storage) {
  app.decorate('storage', storage);
  // HEAD is declared here rather than left to Fastify, whose own HEAD route would read the whole file to drop it.
  app.route({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_URL_PREFIX}/*`,
    handler: async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      // Private files (resumes, equipment documents) share the storage but are only served through authorised calls.
      if (isPrivatePath(key) || !isStorageKey(key)) throw notFound();
      const file = await storage.open(key);
      if (!file) throw notFound();
      reply.header('cache-control', IMMUTABLE).header('etag', file.etag).header('x-content-type-options', 'nosniff').header('content-type', contentTypeOfKey(key));
      if (file.modified) reply.header('last-modified', file.modified.toUTCString());
      if (key.toLowerCase().endsWith('.pdf')) setPdfDownloadHeaders(reply, path.posix.basename(key));
      const fresh = notModified(req.headers['if-none-match'], file.etag);
      if (fresh || req.method === 'HEAD') {
        file.body.destroy();
        return fresh ? reply.code(304).send() : reply.header('content-length', file.size).send();
      }
      return reply.header('content-length', file.size).send(file.body);
    },
  });
}

function isStorageKey(key: string): boolean {
  try {
    assertStorageKey(key);
    return true;
  } catch {
    return false;
  }
}

const notFound = () => new AppError('NOT_FOUND', 'There is no file here.');
