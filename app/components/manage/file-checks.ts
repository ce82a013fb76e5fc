import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/** The problem with a chosen photo or logo, or undefined. Whole sentences per subject, so a translator sees each one. */
export function imageProblem(f: { type: string; size: number }, subject: 'logo' | 'photo', i18n: I18n): string | undefined {
  const size = mb(UPLOAD_LIMITS.imageBytes);
  if (!IMAGE_TYPES.has(f.type)) return subject === 'logo' ? i18n._(msg`The logo must be a JPEG, PNG or WebP image.`) : i18n._(msg`Each photo must be a JPEG, PNG or WebP image.`);
  if (f.size > UPLOAD_LIMITS.imageBytes) return subject === 'logo' ? i18n._(msg`The logo must be at most ${size}.`) : i18n._(msg`Each photo must be at most ${size}.`);
}

/** The problem with a chosen PDF document, or undefined. */
export function pdfProblem(f: { type: string; size: number }, i18n: I18n): string | undefined {
  const size = mb(UPLOAD_LIMITS.pdfBytes);
  if (f.type !== 'application/pdf') return i18n._(msg`The document must be a PDF file.`);
  if (f.size > UPLOAD_LIMITS.pdfBytes) return i18n._(msg`The document must be at most ${size}.`);
}
