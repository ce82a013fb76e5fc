import { beforeAll, describe, expect, it } from 'vitest';
import { hasBuild } from '../../server/ssr.ts';
import { useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor } from '../fixtures/factories.ts';
import { equipmentPath } from '../../lib/urls.ts';

/** The two languages' addresses, links between them and what search engines are told (docs/decisions/048-hindi-site.md). */
const SITE = 'https://buildmart.example';
const app = useTestApp({ siteUrl: SITE });

const get = (url: string) => app().inject({ method: 'GET', url });
const unescapeAmp = (s: string) => s.replace(/&amp;/g, '&');

async function head(url: string) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  const body = res.body;
  const links = [...body.matchAll(/<link\s[^>]*>/g)].map((m) => m[0]);
  const attr = (tag: string, a: string) => new RegExp(`\\s${a}="([^"]*)"`, 'i').exec(tag)?.[1];
  return {
    body,
    lang: /<html lang="([^"]+)"/.exec(body)?.[1],
    canonical: links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => unescapeAmp(attr(l, 'href')!)),
    alternates: Object.fromEntries(links.filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang')).map((l) => [attr(l, 'hreflang')!, unescapeAmp(attr(l, 'href')!)])),
    ogLocale: /<meta property="og:locale" content="([^"]+)"/.exec(body)?.[1],
    ld: [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)),
    /** The header/footer switch: links to the other language's page. */
    switches: [...body.matchAll(/<a [^>]*hrefLang="([^"]+)"[^>]*>/gi)].map((m) => ({ hreflang: m[1], href: unescapeAmp(attr(m[0], 'href')!) })),
  };
}

describe('the site in two languages (the built site)', () => {
  let detail = '';
  beforeAll(async () => {
    expect(hasBuild()).toBe(true);
    const v = await createVendor(testDb());
    const e = await createEquipment(testDb(), v.id, { name: 'JCB 3DX Backhoe Loader' });
    detail = equipmentPath(e.id, e.name);
  });

  it('every public page has a Hindi twin under /hi: lang, canonical, hreflang alternates, og:locale and inLanguage say which is which', async () => {
    for (const path of ['/', '/equipments', '/contractors', '/staffing', '/about', '/contact', '/terms', '/privacy', detail]) {
      const hiPath = path === '/' ? '/hi/' : `/hi${path}`;
      const alternates = { 'en-IN': `${SITE}${path}`, 'hi-IN': `${SITE}${hiPath}`, 'x-default': `${SITE}${path}` };
      const en = await head(path);
      expect(en.lang, path).toBe('en-IN');
      expect(en.canonical, path).toEqual([`${SITE}${path}`]);
      expect(en.alternates, path).toEqual(alternates);
      expect(en.ogLocale, path).toBe('en_IN');
      expect(en.ld.filter((l) => l.inLanguage).map((l) => l.inLanguage)).toContain('en-IN');

      const hi = await head(hiPath);
      expect(hi.lang, hiPath).toBe('hi');
      expect(hi.canonical, hiPath).toEqual([`${SITE}${hiPath}`]);
      expect(hi.alternates, hiPath).toEqual(alternates);
      expect(hi.ogLocale, hiPath).toBe('hi_IN');
      expect(hi.ld.filter((l) => l.inLanguage).map((l) => l.inLanguage)).toContain('hi-IN');
      expect(
        hi.ld.some((l) => l.inLanguage === 'en-IN'),
        hiPath,
      ).toBe(false);
    }
  });

  it('the language switch links to the same page and query in the other language; Hindi pages link to Hindi pages', async () => {
    const hi = await head('/hi/equipments?q=jcb&loc=Pune');
    expect(hi.switches.filter((s) => s.hreflang === 'en-IN').map((s) => s.href)).toContain('/equipments?q=jcb&loc=Pune');
    expect(hi.body).toContain('href="/hi/contractors"');
    expect(hi.body).not.toContain('href="/contractors"');
    const en = await head('/equipments?q=jcb&loc=Pune');
    expect(en.switches.filter((s) => s.hreflang === 'hi-IN').map((s) => s.href)).toContain('/hi/equipments?q=jcb&loc=Pune');
    expect(en.body).toContain('href="/contractors"');
  });

  it('no redirect by language: a Hindi cookie or browser still gets the page asked for', async () => {
    const res = await app().inject({ method: 'GET', url: '/equipments', headers: { cookie: 'lang=hi', 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en-IN"');
  });

  it('/en/… is the unprefixed address (301, query kept); other prefixes and unknown Hindi addresses are 404 in their language', async () => {
    for (const [from, to] of [
      ['/en', '/'],
      ['/en/', '/'],
      ['/en/equipments?q=jcb', '/equipments?q=jcb'],
      ['/en/about', '/about'],
    ]) {
      const res = await get(from!);
      expect(res.statusCode, from).toBe(301);
      expect(new URL(res.headers.location as string, SITE).pathname + new URL(res.headers.location as string, SITE).search, from).toBe(to);
    }
    // A detail page's other spellings move to its canonical path in the language asked for.
    const id = detail.split('--').pop();
    for (const [from, to] of [
      [`/hi/equipment/${id}`, `/hi${detail}`],
      [`/equipment/${id}?tab=reviews`, `${detail}?tab=reviews`],
    ]) {
      const res = await get(from!);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    for (const url of ['/fr/equipments', '/hi/nothing-here', '/hi/manage', '/hi/admin', '/nothing-here']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(`<html lang="${url.startsWith('/hi/') ? 'hi' : 'en-IN'}"`);
    }
  });

  it('a Hindi page carries the Hindi texts of the code it loads, and only those; an English page carries none', async () => {
    const pageTexts = (html: string) => {
      const m = html.match(/<script type="application\/json" id="hi-messages">(.*?)<\/script>/);
      return m ? JSON.stringify(JSON.parse(m[1]!)) : null;
    };
    const list = pageTexts((await get('/hi/equipments')).body);
    // The list's own texts, the header's and the footer's.
    expect(list).toContain('फिल्टर लागू करें');
    expect(list).toContain('रजिस्टर करें');
    // The client area's are not on the list page.
    expect(list).not.toContain('पासवर्ड बदलें');
    for (const url of ['/equipments', '/', detail]) expect(pageTexts((await get(url)).body), url).toBeNull();
    const home = pageTexts((await get('/hi/')).body);
    expect(home).toContain('रजिस्टर करें');
    // Messages with a context too (the workforce tiles' names).
    expect(home).toContain('तकनीशियन');
    expect(home).not.toContain('फिल्टर लागू करें');
  });
});
