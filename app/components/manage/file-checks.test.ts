import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../../contract/common.ts';
import { i18nFor } from '../../i18n/i18n.ts';
import { imageProblem, pdfProblem } from './file-checks.ts';

const en = i18nFor('en');

describe('file checks of the management forms', () => {
  it('accepts JPEG, PNG and WebP up to the upload limit, and names the problem otherwise', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(imageProblem({ type, size: UPLOAD_LIMITS.imageBytes }, 'logo', en)).toBeUndefined();
    expect(imageProblem({ type: 'image/gif', size: 10 }, 'logo', en)).toBe('The logo must be a JPEG, PNG or WebP image.');
    expect(imageProblem({ type: 'image/png', size: UPLOAD_LIMITS.imageBytes + 1 }, 'photo', en)).toBe('Each photo must be at most 20 MB.');
  });

  it('accepts a PDF up to the limit only', () => {
    expect(pdfProblem({ type: 'application/pdf', size: UPLOAD_LIMITS.pdfBytes }, en)).toBeUndefined();
    expect(pdfProblem({ type: 'image/png', size: 10 }, en)).toBe('The document must be a PDF file.');
    expect(pdfProblem({ type: 'application/pdf', size: UPLOAD_LIMITS.pdfBytes + 1 }, en)).toBe('The document must be at most 5 MB.');
  });
});
