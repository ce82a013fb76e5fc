/**
 * The demo equipment's document (docs/decisions/053): a one-page PDF brochure written object by
 * object with a correct cross-reference table, so the upload checks (core/uploads/pdf-check.ts) and
 * any reader open it. Stored through the app's storage when the seed is given one.
 */
/** A PDF of these objects (numbered from 1, the first the catalog) with its cross-reference table; tests use it too. */
export function pdfFromObjects(objects: string[], opts: { header?: string } = {}): Buffer {
  let out = opts.header ?? '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A brochure page naming the machine: its lines of text, top to bottom. */
export function demoBrochurePdf(lines: string[]): Buffer {
  const safe = (s: string) => s.replace(/[^\x20-\x7e]/g, '').replace(/([()\\])/g, '\\$1');
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 40 ${360 - i * 24} Td (${safe(l)}) Tj ET`).join('\n');
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 400] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** Where the demo brochure is stored (a fixed name: seeding again overwrites it). */
export const DEMO_DOCUMENT_KEY = 'documents/demo-brochure-0001.pdf';
