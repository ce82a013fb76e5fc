import { describe, expect, it } from 'vitest';
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

  it('accepts a PDF only with its signature and end marker', () => {
    expect(() => assertPdfUpload(pdf)).not.toThrow();
    expect(() => assertPdfUpload(Buffer.from('%PDF-1.4 truncated', 'latin1'))).toThrow('must be a PDF file');
    expect(() => assertPdfUpload(png, 'The resume')).toThrow('The resume must be a PDF file');
  });
});
