import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../../contract/common.ts';
import { imageProblem, pdfProblem } from './file-checks.ts';

describe('file checks of the management forms', () => {
  it('accepts JPEG, PNG and WebP up to the upload limit, and names the problem otherwise', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(imageProblem({ type, size: UPLOAD_LIMITS.imageBytes }, 'The logo')).toBeUndefined();
    expect(imageProblem({ type: 'image/gif', size: 10 }, 'The logo')).toBe('The logo must be a JPEG, PNG or WebP image.');
    expect(imageProblem({ type: 'image/png', size: UPLOAD_LIMITS.imageBytes + 1 }, 'Each photo')).toBe('Each photo must be at most 5 MB.');
  });

  it('accepts a PDF up to the limit only', () => {
    expect(pdfProblem({ type: 'application/pdf', size: UPLOAD_LIMITS.pdfBytes }, 'The document')).toBeUndefined();
    expect(pdfProblem({ type: 'image/png', size: 10 }, 'The document')).toBe('The document must be a PDF file.');
    expect(pdfProblem({ type: 'application/pdf', size: UPLOAD_LIMITS.pdfBytes + 1 }, 'The document')).toBe('The document must be at most 5 MB.');
  });
});
