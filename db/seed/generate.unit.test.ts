import { describe, expect, it } from 'vitest';
import { gstinProblem } from '../../lib/gstin.ts';
import { gstin } from './generate.ts';
import { Rng } from './random.ts';

describe('demo data generator', () => {
  it('only makes valid GSTINs', () => {
    const r = new Rng(7);
    for (let i = 0; i < 200; i++) expect(gstinProblem(gstin(r, 'Karnataka'))).toBeUndefined();
  });
});
