import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { localDiskStorage, uploadsDir, UPLOADS_URL_PREFIX, type Storage } from '../../core/ports/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (core/ports/storage.ts): local disk under DATA_DIR/uploads by default. */
    storage: Storage;
  }
}

/**
 * True for anything under the storage's `private/` folder (any spelling that normalises there):
 * /uploads answers 404 for those, whatever the file.
 */
export function isPrivatePath(pathName: string): boolean {
  let p = pathName;
  try {
    p = decodeURIComponent(pathName);
  } catch {
    return true;
  }
  const normal = path.posix.normalize(`/${p.replace(/\\/g, '/')}`).toLowerCase();
  return normal === '/private' || normal.startsWith('/private/');
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

/**
 * Uploaded files: stored through the Storage port, served at /uploads/** for a year. Upload
 * variants are named by a hash of their source (core/images/make-variants.ts), so a changed
 * picture is a new URL and old ones can be cached as immutable.
 */
export async function registerUploads(app: FastifyInstance, dataDir: string, storage: Storage = localDiskStorage({ root: uploadsDir(dataDir) })) {
  const root = uploadsDir(dataDir);
  mkdirSync(root, { recursive: true });
  app.decorate('storage', storage);
  await app.register(fastifyStatic, {
    root,
    prefix: `${UPLOADS_URL_PREFIX}/`,
    immutable: true,
    maxAge: '1y',
    index: false,
    decorateReply: false,
    setHeaders: (reply, filePath) => {
      reply.header('x-content-type-options', 'nosniff');
      if (filePath.toLowerCase().endsWith('.pdf')) setPdfDownloadHeaders(reply, path.basename(filePath));
    },
    // Private files (resumes) share the storage but are only served through authorised calls.
    allowedPath: (pathName) => !isPrivatePath(pathName),
  });
}
