import { randomBytes } from 'node:crypto';
import { UPLOAD_LIMITS } from '../../contract/common.ts';
import { AppError } from '../errors.ts';
import type { Storage } from '../ports/storage.ts';
import { pdfProblem, type PdfProblem } from './pdf-check.ts';

export { UPLOAD_LIMITS };

export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

/**
 * The file's type from its first bytes (magic numbers), never from its name or the browser's
 * Content-Type: a renamed .exe stays an .exe.
 */
export function sniffType(data: Uint8Array): SniffedType | null {
  const b = data;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) return 'image/png';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'image/webp';
  if (b.length >= 5 && ascii(b, 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** An image upload: JPEG, PNG or WebP by content and at most `maxBytes` (re-encoded later by core/images). */
export function assertImageUpload(data: Uint8Array, label = 'The picture', maxBytes: number = UPLOAD_LIMITS.imageBytes): void {
  if (!data.length) throw new AppError('BAD_REQUEST', `${label} is empty.`);
  if (data.length > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `${label} must be at most ${mb(maxBytes)}.`);
  const type = sniffType(data);
  if (type === null || type === 'application/pdf') throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${label} must be a JPEG, PNG or WebP image.`);
}

const PDF_REFUSALS: Record<PdfProblem, (label: string) => string> = {
  markup: (label) => `${label} must be a plain PDF file (this one carries web-page code or data outside the document).`,
  unreadable: (label) => `${label} must be a complete PDF file (this one could not be read).`,
  active: (label) => `${label} must be a plain PDF without scripts, launch actions or attached files.`,
};

/**
 * A PDF upload, at most `maxBytes`: the `%PDF-` signature at byte 0, then parsed for real
 * (core/uploads/pdf-check.ts: polyglots, truncated files and active content are refused with a
 * 415 and a message that says which; docs/decisions/022).
 */
export async function assertPdfUpload(data: Uint8Array, label = 'The document', maxBytes: number = UPLOAD_LIMITS.pdfBytes): Promise<void> {
  if (!data.length) throw new AppError('BAD_REQUEST', `${label} is empty.`);
  if (data.length > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', `${label} must be at most ${mb(maxBytes)}.`);
  if (sniffType(data) !== 'application/pdf') throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${label} must be a PDF file.`);
  const problem = await pdfProblem(data);
  if (problem) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PDF_REFUSALS[problem](label));
}

/**
 * Stores a checked PDF under a generated name (the uploader's file name is never used on disk)
 * and returns its storage key. `folder` e.g. 'documents' (public) or 'private/resumes'.
 */
export async function storePdf(storage: Storage, data: Uint8Array, folder: string, label?: string, opts: { alreadyChecked?: boolean } = {}): Promise<{ key: string; url: string }> {
  // Parsing a 5 MB PDF takes a moment: callers that checked it before other work need not pay twice.
  if (!opts.alreadyChecked) await assertPdfUpload(data, label);
  const key = `${folder}/${randomBytes(16).toString('hex')}.pdf`;
  await storage.put(key, data);
  return { key, url: storage.url(key) };
}

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
