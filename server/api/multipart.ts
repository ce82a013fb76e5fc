import type { FastifyRequest } from 'fastify';
import { forbiddenTextMessage, hasForbiddenChars } from '../../contract/text-hygiene.ts';
import { AppError } from '../../core/errors.ts';

export type UploadedFile = { field: string; filename: string; data: Buffer };
export type MultipartForm = { fields: Record<string, string>; files: UploadedFile[] };

export type ReadFormOptions = {
  /** Largest single file; bigger ones are cut off while streaming and refused with 413. */
  maxFileBytes: number;
  /** How many files the form may carry. */
  maxFiles: number;
  /** Message for a file over the limit, e.g. 'Each photo must be at most 20 MB.', or one per file field. */
  tooLarge: string | ((field: string) => string);
  /** A smaller limit for some file fields (a PDF beside photos), refused with that field's `tooLarge`. */
  fieldBytes?: Record<string, number>;
  maxFields?: number;
  maxFieldBytes?: number;
};

/**
 * Reads a multipart/form-data request (the route's plugin registers @fastify/multipart): text
 * fields and files, size-capped while streaming. Empty file parts (an untouched file input) are
 * dropped. Every failure is a clear 4xx, never a 500. Types are checked later by content
 * (core/uploads/files.ts), never by the file name or the browser's Content-Type.
 */
export async function readForm(req: FastifyRequest, o: ReadFormOptions): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  const tooLarge = (field: string) => new AppError('PAYLOAD_TOO_LARGE', typeof o.tooLarge === 'string' ? o.tooLarge : o.tooLarge(field));
  // The field being read when the stream limit cut it off, so the refusal names what was too big.
  let current = '';
  try {
    const parts = req.parts({ limits: { fileSize: o.maxFileBytes, files: o.maxFiles, fields: o.maxFields ?? 60, fieldSize: o.maxFieldBytes ?? 20_000 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        current = part.fieldname;
        const data = await part.toBuffer();
        const own = o.fieldBytes?.[part.fieldname];
        if (own !== undefined && data.length > own) throw tooLarge(part.fieldname);
        if (data.length) files.push({ field: part.fieldname, filename: part.filename, data });
      } else {
        const value = String(part.value ?? '');
        // The same hygiene as JSON bodies and query strings (server/plugins/input-hygiene.ts).
        if (hasForbiddenChars(part.fieldname)) throw new AppError('BAD_REQUEST', forbiddenTextMessage(''));
        if (hasForbiddenChars(value)) throw new AppError('BAD_REQUEST', forbiddenTextMessage(part.fieldname));
        // Repeated fields (checkbox groups) arrive as one newline-free, comma-joined value.
        fields[part.fieldname] = part.fieldname in fields ? `${fields[part.fieldname]},${value}` : value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(current);
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', `Send at most ${o.maxFiles} file${o.maxFiles === 1 ? '' : 's'}.`);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('BAD_REQUEST', 'The form has too many fields.');
    throw new AppError('BAD_REQUEST', 'The form could not be read.');
  }
  return { fields, files };
}

/** Multipart when the client sent it, else the JSON body as fields (no files). */
export async function readFormOrJson(req: FastifyRequest, o: ReadFormOptions): Promise<MultipartForm> {
  if (req.isMultipart()) return readForm(req, o);
  const body = (req.body ?? {}) as Record<string, unknown>;
  return { fields: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v as string])), files: [] };
}
