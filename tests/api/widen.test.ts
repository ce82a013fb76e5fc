import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ContractorListRequest, EquipmentListRequest } from '../../contract/public-v3.ts';
import { WorkerListRequest } from '../../contract/workforce.ts';
import { makeCtx } from '../../core/context.ts';
import { widenContractorSearch, widenEquipmentSearch, widenWorkerSearch } from '../../core/search/widen.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createVendor, createWorker } from '../fixtures/factories.ts';

/**
 * No dead ends (docs/decisions/043-no-dead-ends-and-result-headings.md): the widened searches offered
 * when a search finds nothing, their counts, and the best one's cards — on the real list calls and database.
 */
const tag = () => `Wd${randomBytes(3).toString('hex')}`;
const ctx = () => makeCtx(testDb());
const eq = (o: object) => EquipmentListRequest.parse({ PageSize: 6, ...o });
const offersOf = (w: { offers: Array<{ key: string; label: string; total: number }> }) => w.offers.map(({ key, label, total }) => ({ key, label, total }));

describe('widened equipment searches', () => {
  it('offers the whole state, both availabilities and the search without its unplaced words, each counted; shows the narrowest', async () => {
    const t = tag();
    const v = await createVendor(testDb());
    // Pune, for sale: found once the search covers all of Maharashtra.
    const a = await createEquipment(testDb(), v.id, { name: `Crawler ${t}`, city: 'Pune', state: 'Maharashtra', isAvailableForRent: false, isAvailableForSale: true });
    // Nagpur but only on rent: found without the availability filter.
    await createEquipment(testDb(), v.id, { name: `Loader ${t}`, city: 'Nagpur', state: 'Maharashtra', isAvailableForRent: true, isAvailableForSale: false });
    // Nagpur for sale without the word: found without the keyword.
    await createEquipment(testDb(), v.id, { name: `Plain roller ${t.toLowerCase()}x`, city: 'Nagpur', state: 'Maharashtra', isAvailableForSale: true });

    // One city: the 50/100/250 km circles are tried too. Until the distance search lands the list call refuses Near
    // (a 400), after it they find nothing this far (Pune is about 600 km away); either way they are not offered.
    const input = eq({ Keyword: t, Location: ['Nagpur'], AvailableForSale: true });
    const w = await widenEquipmentSearch(ctx(), input);
    expect(offersOf(w)).toEqual([
      { key: 'state', label: 'All of Maharashtra', total: 1 },
      { key: 'availability', label: 'For rent or sale', total: 1 },
      { key: 'keyword', label: `Without “${t}”`, total: 1 },
    ]);
    expect(w.best?.key).toBe('state');
    expect(w.best?.items.map((e) => e.Id)).toEqual([a.id]);
    // The widened requests are complete list calls: the state replaces the city, everything else stays.
    expect(w.best?.input).toMatchObject({ Keyword: t, Location: ['Maharashtra'], AvailableForSale: true, Page: 1 });
  });

  it('offers nothing when nothing is found anywhere nearby, in the state or with fewer filters', async () => {
    const w = await widenEquipmentSearch(ctx(), eq({ Category: 'concrete-equipment', Location: ['Kohima'] }));
    expect(w.offers).toEqual([]);
    expect(w.best).toBeUndefined();
  });

  it('spells out what the keyword was understood as: its places and availability become filters, its unplaced words can be dropped', async () => {
    const t = tag();
    const v = await createVendor(testDb());
    const nashik = await createEquipment(testDb(), v.id, { name: `Dozer ${t}`, city: 'Nashik', state: 'Maharashtra', isAvailableForRent: true });
    const understood = { Keyword: t, Locations: ['Nagpur'], Availability: 'rent' as const };
    const w = await widenEquipmentSearch(ctx(), eq({ Keyword: `${t} on rent nagpur` }), understood);
    expect(offersOf(w)[0]).toEqual({ key: 'state', label: 'All of Maharashtra', total: 1 });
    expect(w.best?.input).toMatchObject({ Keyword: t, Location: ['Maharashtra'], AvailableForRent: true });
    expect(w.best?.items.map((e) => e.Id)).toEqual([nashik.id]);
    // Without the unplaced word: every machine on rent in Nagpur (the understood place and rent stay).
    const kw = w.offers.find((o) => o.key === 'keyword');
    expect(kw?.label).toBe(`Without “${t}”`);
    expect(kw?.input).toMatchObject({ Location: ['Nagpur'], AvailableForRent: true });
    expect(kw?.input.Keyword).toBeUndefined();
  });
});

describe('widened equipment searches by distance (with the distance search)', () => {
  it('offers circles of 50, 100 and 250 km around the chosen city, the city filter dropped; a circle that adds nothing is left out', async () => {
    const t = tag();
    const v = await createVendor(testDb());
    // Pune is about 120 km from Mumbai: inside 250 km, outside 100.
    const pune = await createEquipment(testDb(), v.id, { name: `Paver ${t}`, city: 'Pune', state: 'Maharashtra' });
    const w = await widenEquipmentSearch(ctx(), eq({ Keyword: t, Location: ['Mumbai'] }));
    expect(offersOf(w).slice(0, 2)).toEqual([
      { key: 'km250', label: 'Within 250 km of Mumbai', total: 1 },
      { key: 'state', label: 'All of Maharashtra', total: 1 },
    ]);
    expect(w.best?.input).toMatchObject({ Keyword: t, Near: 'Mumbai', RadiusKm: 250 });
    expect(w.best?.input.Location).toBeUndefined();
    expect(w.best?.items.map((e) => e.Id)).toEqual([pune.id]);
  });
});

describe('widened contractor and workforce searches', () => {
  it('contractors: the whole state of the chosen city, and the search without its words', async () => {
    const t = tag();
    const c = await createContractor(testDb(), {
      companyName: `Kaveri ${t} Infra`,
      city: 'Pune',
      state: 'Maharashtra',
      workLocations: ['Pune'],
      contractorTypes: ['Road Contractor'],
    });
    const w = await widenContractorSearch(ctx(), ContractorListRequest.parse({ Keyword: t, ContractorTypes: ['Road Contractor'], Locations: ['Nagpur'], PageSize: 6 }));
    expect(offersOf(w)[0]).toEqual({ key: 'state', label: 'All of Maharashtra', total: 1 });
    expect(w.best?.items.map((x) => x.Id)).toEqual([c.id]);
    expect(w.offers.find((o) => o.key === 'availability')).toBeUndefined();
  });

  it('workers: a circle around the chosen city, then its whole state', async () => {
    const t = tag();
    const wk = await createWorker(testDb(), { name: `Suresh ${t}`, city: 'Shillong', state: 'Meghalaya' });
    const w = await widenWorkerSearch(ctx(), WorkerListRequest.parse({ Keyword: t, Locations: ['Tura'], PageSize: 12 }));
    // Shillong is about 200 km from Tura: outside 100 km, inside 250.
    expect(offersOf(w).slice(0, 2)).toEqual([
      { key: 'km250', label: 'Within 250 km of Tura', total: 1 },
      { key: 'state', label: 'All of Meghalaya', total: 1 },
    ]);
    expect(w.best?.items.map((x) => x.Id)).toEqual([wk.id]);
  });
});
