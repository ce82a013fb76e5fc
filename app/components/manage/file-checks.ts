import { UPLOAD_LIMITS } from '../../../contract/common.ts';

/**
 * The checks a management form makes on a chosen file before sending it, so a wrong file is named
 * at once instead of after the upload. The server checks every file again by its content
 * (server/api/multipart.ts, core/uploads/files.ts); these only read the browser's type and size.
 */

/** What the image pickers accept (the `accept` attribute and the check agree). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
const IMAGE_TYPES = new Set(IMAGE_ACCEPT.split(','));
const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** The problem with a chosen photo or logo, or undefined. `noun` starts the sentence: 'The logo', 'Each photo'. */
export function imageProblem(f: { type: string; size: number }, noun: string): string | undefined {
  if (!IMAGE_TYPES.has(f.type)) return `${noun} must be a JPEG, PNG or WebP image.`;
  if (f.size > UPLOAD_LIMITS.imageBytes) return `${noun} must be at most ${mb(UPLOAD_LIMITS.imageBytes)}.`;
}

/** The problem with a chosen PDF, or undefined. */
export function pdfProblem(f: { type: string; size: number }, noun: string): string | undefined {
  if (f.type !== 'application/pdf') return `${noun} must be a PDF file.`;
  if (f.size > UPLOAD_LIMITS.pdfBytes) return `${noun} must be at most ${mb(UPLOAD_LIMITS.pdfBytes)}.`;
}
