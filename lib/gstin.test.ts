import { describe, expect, it } from 'vitest';
import { gstinProblem } from './gstin.ts';

describe('GSTIN', () => {
  it('accepts well-formed numbers with the right check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeUndefined();
    expect(gstinProblem('29aagcb7383j1z4'.toUpperCase())).toBeUndefined();
  });
  it('explains what is wrong', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('27AAPFU0939F1XV')).toMatch(/state code, a PAN/);
    expect(gstinProblem('00AAPFU0939F1ZV')).toMatch(/unknown state code/);
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character/);
  });
});
