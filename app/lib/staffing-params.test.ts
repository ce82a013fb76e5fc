import { describe, expect, it } from 'vitest';
import { WORKER_CATEGORY_VALUES } from '../../data/workforce.ts';
import { staffingUrl, WORKFORCE_TILES } from './links.ts';
import { staffingListSeo } from './staffing-list-seo.ts';
import { parseStaffingParams, staffingListUrl } from './staffing-params.ts';

const parse = (url: string) => parseStaffingParams(new URL(url, 'https://x.in').searchParams);

describe('/staffing URL state', () => {
  it('reads the home tiles’ links: cat, name=ALL and loc=ALL mean no keyword or place', () => {
    expect(parse(staffingUrl('skilled'))).toEqual({ q: '', cat: ['skilled'], kind: '', loc: [], page: 1 });
    expect(parse(staffingUrl('ALL'))).toEqual({ q: '', cat: [], kind: '', loc: [], page: 1 });
    expect(parse('/staffing?name=mason&loc=Pune,Nagpur').q).toBe('mason');
  });

  it('keeps known categories in one order, drops unknown values and builds short URLs', () => {
    const p = parse('/staffing?cat=technician,plumbers&cat=GENERAL&kind=agency&page=3');
    expect(p).toEqual({ q: '', cat: ['general', 'technician'], kind: 'agency', loc: [], page: 3 });
    expect(staffingListUrl(p)).toBe('/staffing?cat=general%2Ctechnician&kind=agency&page=3');
    expect(staffingListUrl({ q: '', cat: [], kind: '', loc: [], page: 1 })).toBe('/staffing');
    expect(parse('/staffing?kind=robot&page=-2')).toMatchObject({ kind: '', page: 1 });
  });

  it('gives each filter state its title and canonical path', () => {
    const s = staffingListSeo(parse('/staffing?cat=technician&name=ALL&loc=ALL'), { total: 15, totalPages: 2 });
    expect(s).toMatchObject({ title: 'Technician construction workers — 15 | BuildMart', path: '/staffing?cat=technician', noindex: false });
    const empty = staffingListSeo(parse('/staffing?q=zzz&loc=Pune&kind=agency'), { total: 0, totalPages: 1 });
    expect(empty).toMatchObject({ path: '/staffing?q=zzz&loc=Pune', noindex: true });
    expect(empty.description).toContain('0 listings of construction agencies in Pune');
  });
});

describe('home workforce tiles', () => {
  // The tiles keep their own small copy (links.ts is in every page's first load); it must name the catalogue's categories.
  it('link exactly the workforce catalogue categories', () => {
    expect(WORKFORCE_TILES.map((t) => t.cat)).toEqual(WORKER_CATEGORY_VALUES);
  });
});
