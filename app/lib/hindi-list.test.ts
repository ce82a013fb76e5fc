import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../i18n/i18n.ts';
import { messages } from '../locales/hi/site.po';
import { bestRate } from './card-views.ts';
import { equipmentHeading, equipmentListSeo } from './equipment-list-seo.ts';
import { chipNames } from './chip-names.ts';
import { equipmentChips } from './filter-chips.ts';
import { parseEquipmentParams } from './list-params.ts';
import { placeName } from './place-hindi.ts';
import { widenedLabel } from './widened-view.ts';

/** The equipment list in Hindi (docs/decisions/048-hindi-site.md): headings, titles, chips, rates and widened searches. */
loadCatalog('hi', messages);
const params = (qs: string) => parseEquipmentParams(new URLSearchParams(qs));

describe('the equipment list in Hindi', () => {
  it('heading in Hindi order with the catalogue’s and places’ Hindi names; English unchanged', () => {
    const understood = { Keyword: '', MachineTypes: ['backhoe-loader'], Availability: 'rent' as const, Locations: ['Pune region'] };
    const s = { total: 24, totalPages: 4, understood };
    expect(equipmentHeading(params('q=jcb kiraye par pune'), s, 'hi')).toBe('पुणे क्षेत्र में किराये पर बैकहो लोडर — 24');
    expect(equipmentHeading(params('q=jcb kiraye par pune'), s)).toBe('Backhoe loaders on rent in Pune region — 24');
    expect(equipmentHeading(params('cat=lifting-equipment&loc=Mumbai,Pune'), { total: 1234, totalPages: 206 }, 'hi')).toBe('मुंबई और पुणे में लिफ्टिंग उपकरण — 1,234');
    expect(equipmentHeading(params('near=Pune&radius=50'), { total: 3, totalPages: 1, nearLabel: 'Pune' }, 'hi')).toBe('पुणे से 50 किमी के अंदर निर्माण उपकरण — 3');
    expect(equipmentHeading(params('q=zzz'), { total: 0, totalPages: 0 }, 'hi')).toBe('“zzz” से मिलते निर्माण उपकरण — 0');
  });

  it('title, description and the breadcrumb trail in Hindi; the canonical path is the same', () => {
    const hi = equipmentListSeo(params('cat=lifting-equipment&avail=rent&loc=Pune&page=2'), { total: 40, totalPages: 7 }, 'hi');
    const en = equipmentListSeo(params('cat=lifting-equipment&avail=rent&loc=Pune&page=2'), { total: 40, totalPages: 7 });
    expect(hi.title).toBe('पुणे में किराये पर लिफ्टिंग उपकरण — 40 — पेज 2 | BuildMart');
    expect(hi.description).toMatch(/^पुणे में किराये पर लिफ्टिंग उपकरण — 40 लिस्टिंग \(पेज 2 \/ 7\): .*टावर क्रेन/);
    expect(hi.crumbs.map((c) => c[0])).toEqual(['होम', 'उपकरण', 'लिफ्टिंग उपकरण', 'पुणे']);
    expect(hi.path).toBe(en.path);
  });

  it('chips name categories, availability and places in Hindi, and mark what was typed', () => {
    const chips = equipmentChips(params('q=3dx&cat=earth-moving-equipment&avail=sale&loc=Pune,Smalltown&near=Pune&radius=50'), { nearLabel: 'Pune' }, chipNames('hi'));
    expect(chips.map((c) => [c.label, !!c.typed])).toEqual([
      ['“3dx”', true],
      ['अर्थ मूविंग उपकरण', false],
      ['बिक्री के लिए', false],
      ['पुणे', true],
      ['Smalltown', true],
      ['पुणे के पास', true],
      ['50 किमी के अंदर', false],
    ]);
  });

  it('rates per day, month and hour; widened searches', () => {
    expect(bestRate({ IsAvailableForRent: true, DailyRate: 8000, MonthlyRate: null, HourlyRate: null }, 'hi')).toBe('₹8,000 प्रति दिन');
    expect(bestRate({ IsAvailableForRent: true, DailyRate: null, MonthlyRate: 185000, HourlyRate: null }, 'hi')).toBe('₹1,85,000 प्रति माह');
    expect(bestRate({ IsAvailableForRent: false, DailyRate: 8000, MonthlyRate: null, HourlyRate: null }, 'hi')).toBe('कीमत पूछें');
    expect(widenedLabel('km50', 'Within 50 km of Pune', 'hi')).toBe('पुणे से 50 किमी के अंदर');
    expect(widenedLabel('state', 'All of Gujarat and Maharashtra', 'hi')).toBe('पूरा गुजरात और महाराष्ट्र');
    expect(widenedLabel('state', 'All of Jammu and Kashmir', 'hi')).toBe('पूरा जम्मू और कश्मीर');
    expect(widenedLabel('availability', 'For rent or sale', 'hi')).toBe('किराये या बिक्री के लिए');
    expect(widenedLabel('keyword', 'Without “xyz”', 'hi')).toBe('“xyz” के बिना');
    expect(widenedLabel('km50', 'Within 50 km of Pune', 'en')).toBe('Within 50 km of Pune');
    expect(placeName('Pune, Maharashtra', 'hi')).toBe('पुणे, महाराष्ट्र');
  });
});
