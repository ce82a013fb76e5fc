import { describe, expect, it } from 'vitest';
import { HTML_POLYGLOT_PDF, JAVASCRIPT_PDF, onePagePdf, PDF_BYTES, TRUNCATED_PDF } from '../../tests/fixtures/pdfs.ts';
import { assertImageUpload, assertPdfUpload, sniffType } from './files.ts';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const webp = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

describe('upload checks', () => {
  it('sniffs the type from the content, not the name', () => {
    expect(sniffType(png)).toBe('image/png');
    expect(sniffType(jpeg)).toBe('image/jpeg');
    expect(sniffType(webp)).toBe('image/webp');
    expect(sniffType(pdf)).toBe('application/pdf');
    expect(sniffType(Buffer.from('MZ\x90\x00 this is an exe', 'latin1'))).toBeNull();
    expect(sniffType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('accepts images, refuses PDFs, other files, empty and oversized ones with clear messages', () => {
    expect(() => assertImageUpload(png)).not.toThrow();
    expect(() => assertImageUpload(pdf)).toThrow('must be a JPEG, PNG or WebP image');
    expect(() => assertImageUpload(Buffer.from('hello'))).toThrow('must be a JPEG, PNG or WebP image');
    expect(() => assertImageUpload(Buffer.alloc(0))).toThrow('is empty');
    expect(() => assertImageUpload(Buffer.concat([png, Buffer.alloc(2048)]), 'The logo', 1024)).toThrow('The logo must be at most');
  });

  it('accepts a real PDF; refuses other files, a bare signature and a PDF with no pages', async () => {
    await expect(assertPdfUpload(PDF_BYTES)).resolves.toBeUndefined();
    await expect(assertPdfUpload(Buffer.from('%PDF-1.4 truncated', 'latin1'))).rejects.toThrow('The document must be a complete PDF file (this one could not be read).');
    await expect(assertPdfUpload(png, 'The resume')).rejects.toThrow('The resume must be a PDF file.');
    // Signature and end marker, but no page tree: not a document anyone can open.
    await expect(assertPdfUpload(pdf)).rejects.toThrow('could not be read');
  });

  it('refuses polyglots, truncated files and active content, saying which (docs/decisions/022)', async () => {
    await expect(assertPdfUpload(HTML_POLYGLOT_PDF, 'The resume')).rejects.toThrow(
      'The resume must be a plain PDF file (this one carries web-page code or data outside the document).',
    );
    await expect(assertPdfUpload(Buffer.concat([PDF_BYTES, Buffer.from('<script>alert(1)</script>')]))).rejects.toThrow('web-page code or data outside the document');
    await expect(assertPdfUpload(TRUNCATED_PDF)).rejects.toThrow('could not be read');
    await expect(assertPdfUpload(JAVASCRIPT_PDF)).rejects.toThrow('The document must be a plain PDF without scripts, launch actions or attached files.');
    for (const name of ['/Launch', '/EmbeddedFiles', '/RichMedia', '/XFA']) {
      await expect(assertPdfUpload(onePagePdf('x', `/Extra << ${name} 1 >> `)), name).rejects.toThrow('without scripts');
    }
    // A link to a website is fine (resumes carry them).
    await expect(assertPdfUpload(onePagePdf('x', '/Extra << /S /URI /URI (https://example.in) >> '))).resolves.toBeUndefined();
  });
});
