import { beforeAll, describe, expect, it } from 'vitest';
import { hasBuild } from '../../server/ssr.ts';
import { useTestApp } from '../fixtures/app.ts';
import { startTags } from '../fixtures/html.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor, setCreatedAt } from '../fixtures/factories.ts';

/**
 * The list pages' default order (docs/decisions/040-query-understanding.md): relevance while the keyword leaves
 * free text, newest first otherwise; the sort select shows the order in effect and offers Relevance only
 * with a keyword; its default option sends '' so a new keyword is ranked too.
 */
const app = useTestApp();
const get = async (url: string) => {
  const res = await app().inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
/** Card names in page order. */
const cardNames = (html: string) => [...html.matchAll(/<h3[^>]*>(?:<a[^>]*>)?([^<]+)/g)].map((m) => m[1]!.trim());
/** The sort select's options as [value, label, selected]. */
const sortOptions = (html: string) => {
  const select = /<select[^>]*id="sort"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
  return [...select.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map((m) => {
    const a = startTags(`<option${m[1]}>`, 'option')[0]!;
    return [a.value, m[2], 'selected' in a] as const;
  });
};

beforeAll(async () => {
  expect(hasBuild()).toBe(true);
  const v = await createVendor(testDb());
  // The name match is the older listing: relevance puts it first, newest first does not.
  const named = await createEquipment(testDb(), v.id, { name: 'Tata Hitachi EX 200 Excavator', brand: 'Tata Hitachi' });
  const mentioned = await createEquipment(testDb(), v.id, { name: 'Sany SY 215 Excavator', brand: 'Sany', description: 'Digs like a Hitachi, costs less.' });
  await setCreatedAt(testDb(), 'equipment', named.id, new Date('2026-01-01T00:00:00Z'));
  await setCreatedAt(testDb(), 'equipment', mentioned.id, new Date('2026-02-01T00:00:00Z'));
});

describe('list pages: the default order', () => {
  it('ranks a free-text keyword by relevance and shows Relevance as the order in effect', async () => {
    const html = await get('/equipments?q=hitachi');
    expect(cardNames(html).slice(0, 2)).toEqual(['Tata Hitachi EX 200 Excavator', 'Sany SY 215 Excavator']);
    const opts = sortOptions(html);
    expect(opts[0]).toEqual(['', 'Relevance', true]);
    expect(opts.map((o) => o[0])).toEqual(['', 'latest', 'oldest', 'nameasc', 'namedesc', 'priceasc', 'pricedesc']);
  });

  it('keeps a chosen latest next to a keyword', async () => {
    const html = await get('/equipments?q=hitachi&sort=latest');
    expect(cardNames(html).slice(0, 2)).toEqual(['Sany SY 215 Excavator', 'Tata Hitachi EX 200 Excavator']);
    expect(sortOptions(html).find((o) => o[2])).toEqual(['latest', 'Latest', true]);
  });

  it('lists newest first when every word became a filter, and offers Relevance only with a keyword', async () => {
    const html = await get('/equipments?q=poclain');
    expect(cardNames(html).slice(0, 2)).toEqual(['Sany SY 215 Excavator', 'Tata Hitachi EX 200 Excavator']);
    const opts = sortOptions(html);
    expect(opts.find((o) => o[2])).toEqual(['', 'Latest', true]);
    expect(opts.map((o) => o[1])).toContain('Relevance');
    expect(sortOptions(await get('/equipments')).map((o) => o[1])).not.toContain('Relevance');
    expect(sortOptions(await get('/contractors?q=zzqq')).find((o) => o[2])).toEqual(['', 'Relevance', true]);
  });

  it('offers the price sorts on the equipment list only; a price sort in a contractor address is ignored (decision 052)', async () => {
    expect(sortOptions(await get('/equipments?sort=pricedesc')).find((o) => o[2])).toEqual(['pricedesc', 'Price: high to low', true]);
    const contractors = sortOptions(await get('/contractors?sort=priceasc'));
    expect(contractors.map((o) => o[0])).not.toContain('priceasc');
    expect(contractors.find((o) => o[2])?.[1]).toBe('Latest');
  });
});
