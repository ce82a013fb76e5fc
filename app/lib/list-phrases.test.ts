import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../i18n/i18n.ts';
import { messages } from '../locales/hi/site.po';
import { contractorHeading, contractorListSeo } from './contractor-list-seo.ts';
import { workerNames } from './card-names.ts';
import { landingMeta } from './landing-seo.ts';
import { listPageMetaIn } from './list-meta-in.ts';
import { placeName } from './list-phrases.ts';
import { staffingChips } from './staffing-chips.ts';
import { staffingHeading, staffingListSeo } from './staffing-list-seo.ts';
import { parseStaffingParams } from './staffing-params.ts';
import { parseContractorParams } from './list-params.ts';

/** The Hindi headings, titles and meta of the contractor and workforce lists and the landing pages (docs/decisions/048-hindi-site.md). */
beforeAll(() => loadCatalog('hi', messages));

const contractors = (qs: string) => parseContractorParams(new URLSearchParams(qs));
const staffing = (qs: string) => parseStaffingParams(new URLSearchParams(qs));
const state = (total: number, totalPages = 1) => ({ total, totalPages });

describe('contractor list in Hindi', () => {
  it('names the types in Hindi, the place first, the count in India grouping', () => {
    expect(contractorHeading(contractors('type=Civil Contractor&loc=Pune'), state(12), 'hi')).toBe('पुणे में सिविल ठेकेदार — 12');
    expect(contractorHeading(contractors(''), state(123456), 'hi')).toBe('निर्माण ठेकेदार — 1,23,456');
    expect(contractorHeading(contractors('type=Road Contractor,Civil Contractor&sector=Roads %26 Highways'), state(2), 'hi')).toBe(
      'सड़क और राजमार्ग में काम करने वाले सिविल ठेकेदार और सड़क ठेकेदार — 2',
    );
    // A place without a Hindi name stays as the catalogue writes it.
    expect(contractorHeading(contractors('type=Civil Contractor&loc=Zunheboto'), state(0), 'hi')).toBe('Zunheboto में सिविल ठेकेदार — 0');
  });

  it('keeps the English heading word for word', () => {
    expect(contractorHeading(contractors('type=Civil Contractor&loc=Pune'), state(12))).toBe('Civil contractors in Pune — 12');
  });

  it('gives a Hindi title, description and breadcrumb; the Hindi canonical and JSON-LD addresses', () => {
    const s = contractorListSeo(contractors('type=Civil Contractor&loc=Pune&page=2'), state(12, 2), 'hi');
    expect(s.title).toBe('पुणे में सिविल ठेकेदार — 12 — पेज 2 | BuildMart');
    expect(s.description).toMatch(/^पुणे में 12 ठेकेदार \(सिविल ठेकेदार\) \(पेज 2 \/ 2\): कंपनी प्रोफाइल/);
    expect(s.crumbs.map(([name]) => name)).toEqual(['होम', 'ठेकेदार', 'सिविल ठेकेदार', 'पुणे']);
    const tags = listPageMetaIn('https://bm.test', s, [{ name: 'Patil Constructions', path: '/contractors/patil-constructions' }], 6, 'hi');
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://bm.test/hi/contractors?type=Civil+Contractor&loc=Pune&page=2' });
    const lds = JSON.stringify(tags.filter((t) => 'script:ld+json' in t));
    expect(lds).toContain('"item":"https://bm.test/hi/contractors?type=Civil+Contractor"');
    expect(lds).toContain('"url":"https://bm.test/hi/contractors/patil-constructions"');
    expect(lds).not.toMatch(/bm\.test\/contractors/);
  });
});

describe('workforce list in Hindi', () => {
  it('headings with Hindi categories, kinds and places', () => {
    expect(staffingHeading(staffing(''), state(2), 'hi')).toBe('निर्माण कामगार — 2');
    expect(staffingHeading(staffing('cat=skilled&kind=agency&loc=Mumbai'), state(1), 'hi')).toBe('मुंबई में कुशल निर्माण कामगार (एजेंसियां) — 1');
    expect(staffingHeading(staffing('cat=skilled'), state(1))).toBe('Skilled construction workers — 1');
    expect(staffingListSeo(staffing('cat=skilled'), state(1), 'hi').title).toBe('कुशल निर्माण कामगार — 1 | BuildMart');
  });

  it('chips in Hindi, each still removing its own filter', () => {
    const chips = staffingChips(staffing('cat=skilled&kind=individual'), {}, 'hi', workerNames('hi', []));
    expect(chips.map((c) => [c.label, c.href])).toEqual([
      ['कुशल', '/staffing?kind=individual'],
      ['व्यक्तिगत', '/staffing?cat=skilled'],
    ]);
  });
});

describe('landing pages in Hindi', () => {
  it('canonical, prev and next and the JSON-LD addresses are the Hindi page’s', () => {
    const tags = landingMeta('https://bm.test', {
      title: 't',
      description: 'd',
      crumbs: [
        ['होम', '/'],
        ['ठेकेदार', '/contractors'],
      ],
      items: [],
      total: 30,
      page: 2,
      totalPages: 3,
      pageSize: 12,
      pathFor: (p) => `/contractors/civil-contractor/pune${p > 1 ? `?page=${p}` : ''}`,
      lang: 'hi',
    });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://bm.test/hi/contractors/civil-contractor/pune?page=2' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'prev', href: 'https://bm.test/hi/contractors/civil-contractor/pune' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'next', href: 'https://bm.test/hi/contractors/civil-contractor/pune?page=3' });
    expect(JSON.stringify(tags)).toContain('"item":"https://bm.test/hi/contractors"');
  });

  it('writes a catalogue city in Devanagari where its Hindi name is known', () => {
    expect(placeName('Pune', 'hi')).toBe('पुणे');
    expect(placeName('Delhi', 'hi')).toBe('दिल्ली');
    expect(placeName('Pune', 'en')).toBe('Pune');
  });
});
