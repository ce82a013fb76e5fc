/**
 * First-load JavaScript of every public page: the files the server's HTML asks the browser for
 * before the page is interactive (the entry and its imports, the root route and the page's route
 * module with their static imports — exactly the `modulepreload` links, which the page asks for right after
 * its first paint: docs/decisions/061-paint-before-scripts.md). Lazy chunks (`import()`)
 * are not counted, nor the route manifest file: with lazy route discovery the page carries its
 * part of the manifest inline. Sizes at gzip level 9 (the budget's unit) and brotli 11 (what
 * `scripts/vite-precompress.ts` stores and the server sends to browsers). Run after a build:
 *
 *   npx react-router build && node --import tsx scripts/first-load-js.ts
 *
 * Budget and figures: docs/decisions/038-front-end-budgets.md. tests/server/first-load-js.test.ts
 * holds every page to its budget (budgetOf).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BUILD_NOTES } from '../lib/build-notes.ts';
import type { HindiNamesChunks } from './vite-hindi-names.ts';

/** The route module of each public page (app/routes.ts), by an example path. */
const ENGLISH_PAGE_ROUTES: Record<string, string> = {
  '/': 'routes/home',
  '/equipments': 'routes/equipments',
  '/contractors': 'routes/contractors',
  '/equipment/:slugId': 'routes/equipment-detail',
  '/contractor/:slugId': 'routes/contractor-detail',
  '/rent/:machine/:city': 'routes/rent-landing',
  '/contractors/:type/:city': 'routes/contractor-landing',
  '/staffing': 'routes/staffing',
  '/compare': 'routes/compare',
  '/compare/contractors': 'routes/compare-contractors',
  '/about': 'routes/about',
  '/contact': 'routes/contact',
  '/list-with-us': 'routes/list-with-us',
  '/privacy': 'routes/privacy',
  '/terms': 'routes/terms',
};
/** Every public page in English and in Hindi (the '/hi' twins: route ids 'hi/…', docs/decisions/048-hindi-site.md). */
export const PUBLIC_PAGE_ROUTES: Record<string, string> = {
  ...ENGLISH_PAGE_ROUTES,
  ...Object.fromEntries(Object.entries(ENGLISH_PAGE_ROUTES).map(([page, route]) => [`/hi${page === '/' ? '/' : page}`, `hi/${route}`])),
};

/**
 * KiB of gzip (level 9) each public page may load before it is interactive: 100 kB, in either language
 * (docs/decisions/038-front-end-budgets.md, 048-hindi-site.md). React 19 with React Router was 108 KiB before any code of ours; React's API served by Preact
 * (docs/decisions/063-preact.md) made the budget reachable. The figures are in docs/decisions/038 and 048.
 */
export const FIRST_LOAD_BUDGET_KB = 100_000 / 1024;

/**
 * Files each public page may ask for before it is interactive. On a slow link every request waits a round
 * trip for its turn on one of six HTTP/1.1 connections, so twenty files of 0.2–2 KiB cost more than their
 * bytes: the Hindi list reached Lighthouse's 95 only once its 19 files were 11 (docs/decisions/038, the
 * chunk groups in vite.config.ts).
 */
export const FIRST_LOAD_FILES_MAX = 14;

/** The budget of one page: the same for every page, in either language. */
export const budgetOf = (_page: string) => FIRST_LOAD_BUDGET_KB;

type Entry = { module: string; imports?: string[] };
export type PageWeight = { page: string; route: string; files: { file: string; gzip: number; brotli: number }[]; gzip: number; brotli: number };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The client manifest of the build in `buildDir` (throws when there is no build). */
function readManifest(buildDir: string) {
  const dir = path.join(buildDir, 'client', 'assets');
  const file = readdirSync(dir).find((f) => f.startsWith('manifest-') && f.endsWith('.js'));
  if (!file) throw new Error('No client manifest: run `npx react-router build` first.');
  const text = readFileSync(path.join(dir, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as { entry: Entry; routes: Record<string, Entry & { parentId?: string }> };
}

/** The browser build's note of the contractor names' chunk and the chunks that await it (scripts/vite-hindi-names.ts). */
function hindiNamesChunks(buildDir: string): HindiNamesChunks {
  return JSON.parse(readFileSync(path.join(buildDir, BUILD_NOTES.hindiNamesChunks), 'utf8')) as HindiNamesChunks;
}

/** First-load JavaScript of every public page of the build in `buildDir` (default: ./build). */
export function firstLoadJs(buildDir = path.join(ROOT, 'build')): PageWeight[] {
  const manifest = readManifest(buildDir);
  const hindiNames = hindiNamesChunks(buildDir);
  const sizes = new Map<string, { gzip: number; brotli: number }>();
  const sizeOf = (file: string) => {
    let s = sizes.get(file);
    if (!s) {
      const body = readFileSync(path.join(buildDir, 'client', file));
      s = {
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
      sizes.set(file, s);
    }
    return s;
  };
  return Object.entries(PUBLIC_PAGE_ROUTES).map(([page, route]) => {
    const chain: Entry[] = [];
    for (let r: (Entry & { parentId?: string }) | undefined = manifest.routes[route]; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) chain.push(r);
    if (!chain.length) throw new Error(`Unknown route id ${route}`);
    const names = new Set<string>();
    for (const r of [manifest.entry, ...chain]) for (const f of [r.module, ...(r.imports ?? [])]) names.add(f);
    // A Hindi page that shows contractor types or sectors awaits their Hindi names before it hydrates
    // (app/i18n/hindi-names.ts): an import() the manifest does not list, which the page preloads with the others
    // (app/i18n/hindi-names.server.ts).
    if (route.startsWith('hi/') && chain.some((r) => hindiNames.awaitedBy.includes(r.module))) names.add(hindiNames.contractorNames);
    const files = [...names].map((file) => ({ file, ...sizeOf(file) }));
    return { page, route, files, gzip: files.reduce((n, f) => n + f.gzip, 0), brotli: files.reduce((n, f) => n + f.brotli, 0) };
  });
}

const kib = (n: number) => (n / 1024).toFixed(1);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pages = firstLoadJs();
  const verbose = process.argv.includes('--files');
  console.log(`| page | gzip KiB | brotli KiB | files | budget KiB gzip |\n|---|--:|--:|--:|---|`);
  for (const p of pages) {
    console.log(`| ${p.page} | ${kib(p.gzip)} | ${kib(p.brotli)} | ${p.files.length} | ${budgetOf(p.page).toFixed(1)}: ${p.gzip / 1024 <= budgetOf(p.page) ? 'within' : 'OVER'} |`);
    if (verbose) for (const f of [...p.files].sort((a, b) => b.gzip - a.gzip)) console.log(`|   ${f.file} | ${kib(f.gzip)} | ${kib(f.brotli)} | | |`);
  }
  process.exitCode = pages.every((p) => p.gzip / 1024 <= budgetOf(p.page)) ? 0 : 1;
}
