/**
 * `npm run lighthouse [-- --runs 3] [--port 3107] [--only Hindi]`: Lighthouse 12 (mobile preset: emulated mid-range phone, slow
 * 4G, 4× CPU slowdown) on the home page, the equipment and contractor lists and one equipment detail
 * page of the demo marketplace, and the home page, equipment list and detail page in Hindi, served by the production build on a throwaway embedded database.
 * Prints the four category scores per page, the metrics behind performance (LCP, TBT, CLS) and the
 * JavaScript the page downloaded, every failing audit, writes the reports (HTML and JSON) to
 * test-results/lighthouse/, and exits 1 when a page is under budget (docs/decisions/038).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { ROOT } from '../server/app.ts';
import { BUILD_DIR } from '../server/ssr.ts';
import { startDemoSite } from './demo-site.ts';

/** Scores out of 100 that each page must reach. */
export const BUDGETS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 } as const;
type Category = keyof typeof BUDGETS;
const CATEGORIES = Object.keys(BUDGETS) as Category[];

const runsArg = process.argv.indexOf('--runs');
const RUNS = Math.max(1, Number(runsArg > 0 ? process.argv[runsArg + 1] : 1) || 1);
const portArg = process.argv.indexOf('--port');
const PORT = portArg > 0 ? Number(process.argv[portArg + 1]) || 0 : 0;
// `--only Hindi`: just the pages whose name contains the word (a quicker look at one change).
const onlyArg = process.argv.indexOf('--only');
const ONLY = onlyArg > 0 ? (process.argv[onlyArg + 1] ?? '') : '';
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const REPORTS = path.join(ROOT, 'test-results', 'lighthouse');

const newestMtime = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((max, e) => {
    const p = path.join(dir, e.name);
    return Math.max(max, e.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }, 0);

/** Builds when there is no build or a source file of the site is newer than it. */
function ensureBuild() {
  const built = path.join(BUILD_DIR, 'server', 'index.js');
  let builtAt = 0;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {}
  const sources = Math.max(...['app', 'public', 'core', 'contract'].map((d) => newestMtime(path.join(ROOT, d))));
  if (builtAt > sources) return;
  console.log('Building the site…');
  execSync('npx react-router build', { cwd: ROOT, stdio: 'inherit' });
}

/** LCP, TBT, CLS and the JavaScript downloaded (bytes on the wire, as the server compressed it). */
function metricsOf(lhr: Result): string {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const js = items.filter((i) => i.resourceType === 'Script').reduce((n, i) => n + (i.transferSize ?? 0), 0);
  return `LCP ${(num('largest-contentful-paint') / 1000).toFixed(2)} s  TBT ${Math.round(num('total-blocking-time'))} ms  CLS ${num('cumulative-layout-shift').toFixed(3)}  JS ${(js / 1024).toFixed(1)} KiB`;
}

async function main() {
  ensureBuild();
  console.log('Starting a throwaway embedded database with the demo marketplace…');
  const site = await startDemoSite({ port: PORT });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const base = site.base;
    const allPages = [
      { name: 'home', path: '/' },
      { name: 'equipments', path: '/equipments' },
      { name: 'contractors', path: '/contractors' },
      { name: 'equipment detail', path: site.equipmentDetailPath },
      // The Hindi pages are held to the same budgets (docs/decisions/048-hindi-site.md).
      { name: 'home in Hindi', path: '/hi/' },
      { name: 'equipments in Hindi', path: '/hi/equipments' },
      { name: 'equipment detail in Hindi', path: `/hi${site.equipmentDetailPath}` },
    ];
    const pages = allPages.filter((p) => p.name.includes(ONLY));

    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    mkdirSync(REPORTS, { recursive: true });
    const rows: { page: string; scores: Record<Category, number>; metrics: string; failing: string[] }[] = [];
    for (const p of pages) {
      // Several runs: keep the median by performance (the one noisy category).
      const results: { lhr: Result; report: string }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await lighthouse(base + p.path, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: CATEGORIES });
        if (!r) throw new Error(`Lighthouse returned nothing for ${p.path}`);
        results.push({ lhr: r.lhr, report: r.report as string });
      }
      results.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
      const { lhr, report } = results[Math.floor(results.length / 2)]!;
      const file = path.join(REPORTS, p.name.replace(/\W+/g, '-'));
      writeFileSync(`${file}.html`, report);
      writeFileSync(`${file}.json`, JSON.stringify(lhr));
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
      const failing = CATEGORIES.flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .map((ref) => lhr.audits[ref.id]!)
          .filter((a) => a.score !== null && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode))
          .map((a) => `${c}: ${a.id} (${a.displayValue || a.title})`),
      );
      rows.push({ page: `${p.name} ${p.path}`, scores, metrics: metricsOf(lhr), failing });
    }

    const width = Math.max(...rows.map((r) => r.page.length));
    console.log(`\n${'page'.padEnd(width)}  ${CATEGORIES.map((c) => `${c} (≥${BUDGETS[c]})`.padStart(c.length + 6)).join('  ')}`);
    let ok = true;
    for (const r of rows) {
      const cells = CATEGORIES.map((c) => {
        const pass = r.scores[c] >= BUDGETS[c];
        ok &&= pass;
        return `${r.scores[c]}${pass ? '' : ' ✗'}`.padStart(c.length + 6);
      });
      console.log(`${r.page.padEnd(width)}  ${cells.join('  ')}  ${r.metrics}`);
    }
    for (const r of rows) if (r.failing.length) console.log(`\n${r.page}: audits to look at\n  ${r.failing.join('\n  ')}`);
    console.log(`\nReports: ${path.relative(process.cwd(), REPORTS)}/*.html and *.json${RUNS > 1 ? ` (median of ${RUNS} runs)` : ''}`);
    console.log(ok ? 'All pages within budget.' : 'Under budget: see ✗ above.');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await chrome?.kill();
    await site.close();
  }
}

main().catch((err) => {
  console.error('Lighthouse run failed:', err instanceof Error ? err.stack : err);
  process.exit(2);
});
