import { describe, expect, it } from 'vitest';
import { contractorChips, equipmentChips } from './filter-chips.ts';
import { staffingChips } from './staffing-chips.ts';
import { parseContractorParams, parseEquipmentParams } from './list-params.ts';
import { parseStaffingParams } from './staffing-params.ts';

/** Active-filter chips (decision 043): one per filter, each a link to the list without it, page 1. */
const chipsOf = (chips: Array<{ label: string; href: string }>) => chips.map((c) => [c.label, decodeURIComponent(c.href).replace(/\+/g, ' ')]);

describe('filter chips', () => {
  it('equipment: keyword, category, availability, each location, near and radius; each removes itself and resets the page', () => {
    const p = parseEquipmentParams(new URLSearchParams('q=3dx&cat=Earth Moving&avail=rent&loc=Pune,Mumbai&near=Pune&radius=50&sort=oldest&page=3'));
    expect(chipsOf(equipmentChips(p, { nearLabel: 'Pune' }))).toEqual([
      ['“3dx”', '/equipments?cat=earth-moving-equipment&loc=Pune,Mumbai&avail=rent&near=Pune&radius=50&sort=oldest'],
      ['Earth Moving Equipment', '/equipments?q=3dx&loc=Pune,Mumbai&avail=rent&near=Pune&radius=50&sort=oldest'],
      ['On rent', '/equipments?q=3dx&cat=earth-moving-equipment&loc=Pune,Mumbai&near=Pune&radius=50&sort=oldest'],
      ['Pune', '/equipments?q=3dx&cat=earth-moving-equipment&loc=Mumbai&avail=rent&near=Pune&radius=50&sort=oldest'],
      ['Mumbai', '/equipments?q=3dx&cat=earth-moving-equipment&loc=Pune&avail=rent&near=Pune&radius=50&sort=oldest'],
      ['Near Pune', '/equipments?q=3dx&cat=earth-moving-equipment&loc=Pune,Mumbai&avail=rent&sort=oldest'],
      ['Within 50 km', '/equipments?q=3dx&cat=earth-moving-equipment&loc=Pune,Mumbai&avail=rent&near=Pune&sort=oldest'],
    ]);
    expect(equipmentChips(parseEquipmentParams(new URLSearchParams('')), {})).toEqual([]);
  });

  it('what the keyword was understood as: a chip each; removing one keeps the rest as explicit filters', () => {
    const p = parseEquipmentParams(new URLSearchParams('q=jcb kiraye par pune'));
    const understood = { Keyword: '', MachineTypes: ['backhoe-loader'], Availability: 'rent' as const, Locations: ['Pune'] };
    expect(chipsOf(equipmentChips(p, { understood }))).toEqual([
      ['“jcb kiraye par pune”', '/equipments'],
      // Without the machine type: every machine on rent in Pune.
      ['Backhoe Loader', '/equipments?loc=Pune&avail=rent'],
      ['On rent', '/equipments?q=Backhoe Loader&loc=Pune'],
      ['Pune', '/equipments?q=Backhoe Loader&avail=rent'],
    ]);
  });

  it('contractors: types, sectors and locations; workers: categories, kind and locations', () => {
    const c = parseContractorParams(new URLSearchParams('type=Civil Contractor,Road Contractor&sector=Roads&loc=Pune'));
    expect(chipsOf(contractorChips(c, {})).map(([l]) => l)).toEqual(['Civil Contractor', 'Road Contractor', 'Roads', 'Pune']);
    expect(chipsOf(contractorChips(c, {}))[0]![1]).toBe('/contractors?type=Road Contractor&sector=Roads&loc=Pune');
    const understood = { Keyword: 'sharma', ContractorTypes: ['Electrical Contractor'], Locations: ['Delhi NCR'] };
    expect(chipsOf(contractorChips(parseContractorParams(new URLSearchParams('q=sharma bijli thekedar delhi ncr')), { understood }))).toEqual([
      ['“sharma bijli thekedar delhi ncr”', '/contractors'],
      ['Electrical Contractor', '/contractors?q=sharma&loc=Delhi NCR'],
      ['Delhi NCR', '/contractors?q=sharma&type=Electrical Contractor'],
    ]);
    const w = parseStaffingParams(new URLSearchParams('cat=skilled,technician&kind=agency&loc=Nagpur&page=2'));
    expect(chipsOf(staffingChips(w, {}))).toEqual([
      ['Skilled', '/staffing?cat=technician&kind=agency&loc=Nagpur'],
      ['Technician', '/staffing?cat=skilled&kind=agency&loc=Nagpur'],
      ['Agencies', '/staffing?cat=skilled,technician&loc=Nagpur'],
      ['Nagpur', '/staffing?cat=skilled,technician&kind=agency'],
    ]);
  });
});
