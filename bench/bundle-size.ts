/**
 * First-load JavaScript per page, gzipped: the entry, the root route and the page's route module
 * with every chunk they import (what the browser fetches before the page is interactive).
 * Usage: npm run build && node --import tsx bench/bundle-size.ts   (budget: home ≤ 120 KB)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUILD = path.resolve('build');
const build = await import(pathToFileURL(path.join(BUILD, 'server', 'index.js')).href);
const assets = build.assets as {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
};

const gz = (url: string) => gzipSync(readFileSync(path.join(BUILD, 'client', url))).length;

const PAGES: Record<string, string[]> = {
  '/': ['root', 'routes/home'],
  '/equipments': ['root', 'routes/equipments'],
  '/contractors': ['root', 'routes/contractors'],
  '/equipment/:slugId': ['root', 'routes/equipment-detail'],
};

const BUDGET_KB = 120;
let failed = false;
for (const [page, routeIds] of Object.entries(PAGES)) {
  const files = new Set<string>([assets.entry.module, ...assets.entry.imports]);
  for (const id of routeIds) {
    const r = assets.routes[id];
    if (!r) continue;
    files.add(r.module);
    for (const i of r.imports ?? []) files.add(i);
  }
  const bytes = [...files].reduce((n, f) => n + gz(f), 0);
  const kb = bytes / 1024;
  const over = page === '/' && kb > BUDGET_KB;
  failed ||= over;
  console.log(
    `${page.padEnd(20)} ${kb.toFixed(1).padStart(6)} KiB (${bytes.toLocaleString('en-US')} bytes) gzip in ${files.size} files${page === '/' ? `  (budget ${BUDGET_KB} KiB ${over ? '❌' : '✅'})` : ''}`,
  );
}
process.exitCode = failed ? 1 : 0;
