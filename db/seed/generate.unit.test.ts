import { describe, expect, it } from 'vitest';
import { gstinProblem } from '../../lib/gstin.ts';
import { city, gstin } from './generate.ts';
import { Rng } from './random.ts';
import { teamOf } from './workers.ts';

describe('demo data generator', () => {
  it('only makes valid GSTINs', () => {
    const r = new Rng(7);
    for (let i = 0; i < 200; i++) expect(gstinProblem(gstin(r, 'Karnataka'))).toBeUndefined();
  });

  it('puts most listings where construction happens, satellite cities included, with a long tail of towns', () => {
    const r = new Rng(1);
    const draws = Array.from({ length: 5000 }, () => city(r).label);
    const share = (labels: string[]) => draws.filter((c) => labels.includes(c)).length / draws.length;
    // Delhi NCR and the Mumbai region are a large share of the market, not a few of its towns.
    expect(share(['Delhi', 'Noida', 'Greater Noida', 'Gurugram', 'Ghaziabad', 'Faridabad'])).toBeGreaterThan(0.08);
    expect(share(['Gurugram', 'Noida'])).toBeGreaterThan(0.02);
    expect(share(['Mumbai', 'Thane', 'Navi Mumbai', 'Kalyan'])).toBeGreaterThan(0.06);
    expect(new Set(draws).size).toBeGreaterThan(300);
  });

  it('names an agency’s team of a trade in plain English', () => {
    expect(['Mason', 'Watchman', 'Housekeeping', 'Cook (Site Mess)', 'Bar Bender'].map(teamOf)).toEqual([
      'Masons',
      'Watchmen',
      'Housekeeping staff',
      'Cooks (site mess)',
      'Bar Benders',
    ]);
  });
});
