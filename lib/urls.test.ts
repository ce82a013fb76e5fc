import { describe, expect, it } from 'vitest';
import { contractorPath, equipmentPath, slugify } from './urls.ts';

describe('slug and URL helpers (docs/product.md#urls-and-slugs)', () => {
  it('lowercases, turns spaces to hyphens and removes non-word characters', () => {
    expect(slugify('JCB 3DX Super Backhoe Loader')).toBe('jcb-3dx-super-backhoe-loader');
    expect(slugify('L&T  Komatsu PC 200 (2019)')).toBe('lt-komatsu-pc-200-2019');
    expect(slugify('Shree Balaji Earthmovers & Co.')).toBe('shree-balaji-earthmovers-co');
  });
  it('builds canonical detail paths with a double hyphen before the id', () => {
    expect(equipmentPath(42, 'ACE 14XW Crane')).toBe('/equipment/ace-14xw-crane--42');
    expect(contractorPath(7, 'Patil Constructions Pvt. Ltd.')).toBe('/contractor/patil-constructions-pvt-ltd--7');
    expect(equipmentPath(9, '!!!')).toBe('/equipment/9');
  });
});
