import { passwordTools } from '../../core/auth/password.ts';
import { seedDemoMarketplace } from '../../db/seed/demo.ts';
import { testDb } from '../fixtures/db.ts';

/**
 * Every public page of the site, for the checks that must hold on all of them (a11y.spec.ts,
 * same-origin.spec.ts). Add a page here when it is built; `path` may need the seeded data.
 */
export type PublicPage = { name: string; path: string | ((base: string) => Promise<string>); status?: number };

const firstUrl = async (base: string, call: 'equipments' | 'contractors') => {
  const res = await fetch(`${base}/api/public/v3/${call}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"PageSize":1}' });
  const url = ((await res.json()) as { data: { Url: string }[] }).data[0]?.Url;
  if (!url) throw new Error(`no ${call} in the demo data`);
  return new URL(url, base).pathname;
};

export const PUBLIC_PAGES: PublicPage[] = [
  { name: 'home', path: '/' },
  { name: 'equipment list', path: '/equipments' },
  { name: 'equipment list, filtered', path: '/equipments?cat=earth-moving-equipment&avail=rent' },
  { name: 'equipment detail', path: (base) => firstUrl(base, 'equipments') },
  { name: 'contractor list', path: '/contractors' },
  { name: 'contractor detail', path: (base) => firstUrl(base, 'contractors') },
  { name: 'workforce list', path: '/staffing' },
  { name: 'workforce list, filtered', path: '/staffing?cat=skilled&name=ALL&loc=ALL' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'list with us', path: '/list-with-us' },
  { name: 'page not found', path: '/no-such-page', status: 404 },
];

/** A small demo marketplace (the same generator as `npm start`), so pages show realistic content. */
export const seedPublicPages = () => seedDemoMarketplace(testDb(), { equipment: 40, contractors: 12, seed: 7, passwords: passwordTools });

export async function resolvePath(page: PublicPage, base: string): Promise<string> {
  return typeof page.path === 'string' ? page.path : page.path(base);
}
