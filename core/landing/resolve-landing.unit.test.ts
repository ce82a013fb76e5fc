import { describe, expect, it } from 'vitest';
import { CONTRACTOR_TYPES } from '../../data/contractor-types.ts';
import { EQUIPMENT_CATALOGUE } from '../../data/equipment-catalogue.ts';
import { CITIES } from '../../data/locations.ts';
import { citySlug, contractorLandingPath, contractorTypeSlug, rentLandingPath } from '../../lib/landing-urls.ts';
import { cityBySlug, matchCity, matchContractorType, matchMachine } from './resolve-landing.ts';

describe('landing page slugs (docs/decisions/045-landing-pages.md)', () => {
  it('every catalogue city has its own slug, and the slug finds it again', () => {
    const slugs = CITIES.map((c) => citySlug(c.label));
    expect(new Set(slugs).size).toBe(CITIES.length);
    for (const c of CITIES) expect(cityBySlug(citySlug(c.label))?.label).toBe(c.label);
    expect(citySlug('Aurangabad (Bihar)')).toBe('aurangabad-bihar');
  });

  it('every contractor type has its own slug, and every landing path is lowercase words and hyphens', () => {
    expect(new Set(CONTRACTOR_TYPES.map((t) => contractorTypeSlug(t.value))).size).toBe(CONTRACTOR_TYPES.length);
    for (const t of CONTRACTOR_TYPES) expect(contractorLandingPath(t.value, 'Pune')).toMatch(/^\/contractors\/[a-z0-9-]+\/pune$/);
    for (const i of EQUIPMENT_CATALOGUE) expect(rentLandingPath(i.slug, 'Navi Mumbai', 2)).toMatch(/^\/rent\/[a-z0-9-]+\/navi-mumbai\?page=2$/);
  });

  it('reads other spellings of machines, cities and types', () => {
    expect(matchMachine('jcb')).toMatchObject({ item: { slug: 'backhoe-loader' } });
    expect(matchMachine('Tower%20Cranes')).toMatchObject({ item: { slug: 'tower-crane' } });
    expect(matchMachine('lifting-equipment')).toMatchObject({ category: { slug: 'lifting-equipment' } });
    expect(matchMachine('spaceship')).toBeUndefined();
    expect(matchCity('NAVI_MUMBAI')?.label).toBe('Navi Mumbai');
    expect(matchCity('atlantis')).toBeUndefined();
    // Old names and Hindi names; a metro region's name is its core city's page.
    expect(['bangalore', 'bombay', 'poona', 'gurgaon', 'madras', 'पुणे'].map((c) => matchCity(c)?.label)).toEqual(['Bengaluru', 'Mumbai', 'Pune', 'Gurugram', 'Chennai', 'Pune']);
    expect(matchCity('maharashtra')).toBeUndefined();
    expect(matchContractorType('Electrical')).toBe('Electrical Contractor');
    expect(matchContractorType('road-contractors')).toBe('Road Contractor');
    expect(matchContractorType('astronaut')).toBeUndefined();
  });
});
