import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_DIR } from '../../server/ssr.ts';
import { budgetOf, FIRST_LOAD_FILES_MAX, firstLoadJs, PUBLIC_PAGE_ROUTES } from '../../scripts/first-load-js.ts';
import { PAGE_SCRIPTS_ID } from '../../app/lib/paint-first.server.ts';
import { langOfPath, stripLang } from '../../app/i18n/lang.ts';
import { useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor } from '../fixtures/factories.ts';

/**
 * Front-end budgets that do not depend on the machine (docs/decisions/038-front-end-budgets.md):
 * bytes of the build and the order of the page head. Timings are measured in bench/, never here.
 * npm test builds the site first (pretest).
 */
const app = useTestApp();

describe('first-load JavaScript of every public page', () => {
  const pages = firstLoadJs(BUILD_DIR);

  it('measures every public page of the site', () => {
    expect(pages.map((p) => p.page)).toEqual(Object.keys(PUBLIC_PAGE_ROUTES));
  });

  it.each(Object.keys(PUBLIC_PAGE_ROUTES).map((page) => [page, budgetOf(page).toFixed(2)]))(
    '%s loads at most %s KiB (100 kB) of gzipped JavaScript before it is interactive',
    (page) => {
      const budget = budgetOf(page);
      const p = pages.find((x) => x.page === page)!;
      const list = [...p.files]
        .sort((a, b) => b.gzip - a.gzip)
        .map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)}`)
        .join('\n');
      expect(p.gzip / 1024, `first-load files of ${page}:\n${list}`).toBeLessThanOrEqual(budget);
    },
  );

  it(`asks for at most ${FIRST_LOAD_FILES_MAX} script files on any public page: small modules travel in shared chunks`, () => {
    const over = pages.filter((p) => p.files.length > FIRST_LOAD_FILES_MAX).map((p) => `${p.page}: ${p.files.length} (${p.files.map((f) => f.file).join(', ')})`);
    expect(over).toEqual([]);
  });

  it("a Hindi page loads at most 2.5 KiB more than its English twin, and none the file of the contractor types' and sectors' names (5 KiB)", () => {
    const contractorNames = (p: (typeof pages)[number]) => p.files.some((f) => f.file.includes('/catalogue-hindi-contractor-names-'));
    const extra = pages
      .filter((p) => langOfPath(p.page) === 'hi')
      .map((hi) => {
        const en = pages.find((p) => p.page === stripLang(hi.page))!;
        return { page: hi.page, names: contractorNames(hi), kib: Number(((hi.gzip - en.gzip) / 1024).toFixed(1)) };
      });
    // The English pages never load them; Hindi contractor detail gets its contractor's few from its loader.
    expect(pages.filter((p) => langOfPath(p.page) === 'en' && contractorNames(p))).toEqual([]);
    expect(extra.filter((x) => x.names).map((x) => x.page)).toEqual([]);
    for (const x of extra) expect(x.kib, x.page).toBeLessThanOrEqual(2.5);
  });

  it('ships the schema library (Zod, ~25 KiB gzip) to no public page at first load: forms load it when opened', () => {
    const withZod = pages.flatMap((p) =>
      p.files.filter((f) => readFileSync(path.join(BUILD_DIR, 'client', f.file), 'utf8').includes('$ZodType')).map((f) => `${p.page}: ${f.file}`),
    );
    expect(withZod).toEqual([]);
  });
});

describe('the Devanagari face', () => {
  // Every byte a Hindi page downloads before its first paint counts against its largest paint; the face cut to
  // modern Devanagari is 60 KiB (the whole block was 70; docs/decisions/049-devanagari-font.md).
  it('weighs at most 61 KiB, the file Hindi pages preload', () => {
    const fonts = readdirSync(path.join(BUILD_DIR, 'client', 'assets')).filter((f) => /^noto-sans-devanagari-wght-[\w-]+\.woff2$/.test(f));
    expect(fonts).toHaveLength(1);
    expect(statSync(path.join(BUILD_DIR, 'client', 'assets', fonts[0]!)).size / 1024).toBeLessThanOrEqual(61);
  });
});

describe('the page head', () => {
  /** A contractor's page in each language, by the canonical address the numeric one moves to. */
  const contractorPage = async (lang: '' | '/hi') => {
    const c = await createContractor(testDb(), { companyName: 'Shinde Civil Works', contractorTypes: ['Civil Contractor'] });
    const moved = await app().inject({ method: 'GET', url: `${lang}/contractor/${c.id}` });
    expect(moved.statusCode).toBe(301);
    return moved.headers.location as string;
  };

  it.each([
    ['/', '/'],
    ['/equipments', '/equipments'],
    ['/contractors', '/contractors'],
    ['/hi/equipments', '/hi/equipments'],
    ['/contractor/:slugId', ''],
    // Its contractor's Hindi names come with its loader data, not in a file of their own.
    ['/hi/contractor/:slugId', '/hi'],
  ] as const)('%s asks for its stylesheet first and for no script before its first paint', async (page, pathOrLang) => {
    const url = page.includes(':') ? await contractorPage(pathOrLang as '' | '/hi') : pathOrLang;
    const res = await app().inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head.search(/<link[^>]+rel="stylesheet"/)).toBeGreaterThan(-1);
    // One stylesheet, not a second copy from React's resource handling.
    expect(head.match(/rel="stylesheet"/g)).toHaveLength(1);
    // The page's scripts wait in a template at the end of the body until the page has painted
    // (docs/decisions/061-paint-before-scripts.md): nothing outside it asks for a script file.
    const template = new RegExp(`<template id="${PAGE_SCRIPTS_ID}">([\\s\\S]*?)</template></body>`).exec(res.body);
    expect(template, 'the page-scripts template closes the body').not.toBeNull();
    const outside = res.body.replace(template![0], '');
    expect(outside).not.toMatch(/<link[^>]+rel="modulepreload"|<script[^>]+src=|<script[^>]+type="module"/);
    // Inside: React Router's module script and a modulepreload link for every file of the page's first load.
    expect(template![1]).toMatch(/<script[^>]+type="module"[^>]*>[^<]*import\("\/assets\/entry\.client-/);
    const preloaded = [...template![1].matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    const expected = firstLoadJs(BUILD_DIR)
      .find((p) => p.page === page)
      ?.files.map((f) => f.file);
    expect(expected?.length).toBeGreaterThan(0);
    expect(new Set(preloaded)).toEqual(new Set(expected));
    expect(preloaded.some((f) => f?.includes('/catalogue-hindi-contractor-names-'))).toBe(false);
  });

  it("a Hindi page whose route awaits the contractor types' names asks for them with its other scripts, its English twin not", async () => {
    // The requirement form (a guest may open it) lists every contractor type in Hindi from its first render.
    const preloads = async (url: string) => {
      const res = await app().inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const template = new RegExp(`<template id="${PAGE_SCRIPTS_ID}">([\\s\\S]*?)</template></body>`).exec(res.body)?.[1] ?? '';
      return [...template.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    };
    const names = (files: (string | undefined)[]) => files.filter((f) => f?.includes('/catalogue-hindi-contractor-names-'));
    expect(names(await preloads('/hi/requirements/new'))).toHaveLength(1);
    expect(names(await preloads('/requirements/new'))).toEqual([]);
  });
});
