import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';

/**
 * Why a PDF upload is refused (docs/decisions/022), or null when it is a plain document:
 * - `markup`: HTML/SVG/script markers in the first KiB, or data after the last `%%EOF` — the
 *   shape of a PDF/HTML polyglot that a browser or a mis-configured server could run as a page;
 * - `unreadable`: no `%%EOF` near the end, or pdf-lib cannot parse the object structure
 *   (truncated, corrupt, not a PDF), or it has no pages;
 * - `active`: JavaScript, launch actions, embedded files, rich media or XFA forms anywhere in the
 *   object tree (names are compared after `#xx` unescaping, so `/J#61vaScript` is caught too).
 */
export type PdfProblem = 'markup' | 'unreadable' | 'active';

/** Names whose presence makes a PDF active content. /URI links and /OpenAction views stay allowed. */
const ACTIVE_NAMES = new Set(['/JS', '/JavaScript', '/Launch', '/EmbeddedFile', '/EmbeddedFiles', '/RichMedia', '/XFA', '/GoToE', '/ImportData']);

/** What makes browsers (and content sniffers) treat bytes as markup. */
const MARKUP = /<(html|script|!doctype|svg|body|iframe|head|object|embed|\?xml|xml)\b/i;

/** Only whitespace (and NUL padding) may follow the final end-of-file marker. */
const trailingData = (tail: string, end: number) => tail.slice(end + 5).replace(/[\s\0]+/g, '') !== '';

function findsActiveName(root: PDFObject, seen: Set<PDFObject>): boolean {
  const stack: PDFObject[] = [root];
  while (stack.length) {
    const o = stack.pop()!;
    if (seen.has(o)) continue;
    seen.add(o);
    if (o instanceof PDFName) {
      if (ACTIVE_NAMES.has(o.asString())) return true;
    } else if (o instanceof PDFDict) {
      for (const [k, v] of o.entries()) {
        if (ACTIVE_NAMES.has(k.asString())) return true;
        stack.push(v);
      }
    } else if (o instanceof PDFArray) {
      stack.push(...o.asArray());
    } else if (o instanceof PDFStream) {
      stack.push(o.dict);
    }
  }
  return false;
}

export async function pdfProblem(data: Uint8Array): Promise<PdfProblem | null> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (MARKUP.test(bytes.subarray(0, 1024).toString('latin1'))) return 'markup';
  const tail = bytes.subarray(Math.max(0, bytes.length - 4096)).toString('latin1');
  const end = tail.lastIndexOf('%%EOF');
  if (end < 0) return 'unreadable';
  if (trailingData(tail, end)) return 'markup';
  let doc: PDFDocument;
  try {
    // Encrypted files keep their dictionary names in the clear, so the structure can still be checked.
    doc = await PDFDocument.load(bytes, { throwOnInvalidObject: true, ignoreEncryption: true, updateMetadata: false });
    if (doc.getPageCount() < 1) return 'unreadable';
  } catch {
    return 'unreadable';
  }
  const seen = new Set<PDFObject>();
  for (const [, obj] of doc.context.enumerateIndirectObjects()) if (findsActiveName(obj, seen)) return 'active';
  return null;
}
