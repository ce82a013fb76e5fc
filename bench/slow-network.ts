/**
 * `npm run bench:slow [-- --runs 5] [--port 3107] [--base http://host:port]`: how soon `/`, `/equipments`
 * and an equipment detail page paint and respond to a tap on a slow phone connection — Chromium's
 * network emulation at 400 kbit/s down and up with 400 ms of latency per request, CPU not throttled,
 * a 375 × 812 touch screen, an empty cache on every run. Prints the median of the runs as a Markdown
 * table. Without `--base` it serves the demo marketplace from the production build on a throwaway
 * embedded database (scripts/demo-site.ts). Figures: bench/README.md#slow-network and
 * docs/decisions/038-front-end-budgets.md.
 *
 * What "responds to a tap" means here: the page's main control does what a tap asks. A plain link, or
 * a GET form with an action and a way to submit it, works as soon as it is painted — the browser
 * follows it without any JavaScript. Anything else (a button that opens a dialog, a tab) works once
 * React has hydrated the page, which root.tsx marks with `data-hydrated` on <html>.
 */
import { execSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startDemoSite } from '../scripts/demo-site.ts';
import { ROOT } from '../server/app.ts';
import { BUILD_DIR } from '../server/ssr.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const RUNS = Math.max(1, Number(arg('runs') ?? 5) || 5);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The connection measured (the figures): 400 kbit/s each way, 400 ms added to every request. */
const NETWORK = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
/** The budget: every page responds to a tap within 3 s (docs/decisions/038). */
const TAP_BUDGET_MS = 3000;

type Control = { label: string; selector: string };
type Target = { name: string; path: (detail: string) => string; controls: Control[] };
/** The controls a visitor taps first on each page. */
const PAGES: Target[] = [
  {
    name: '/',
    path: () => '/',
    controls: [
      { label: 'search box', selector: 'form[role="search"]' },
      { label: 'menu button', selector: '[aria-controls="mobile-menu"]' },
    ],
  },
  {
    name: '/equipments',
    path: () => '/equipments',
    controls: [
      { label: 'filters', selector: '#main form' },
      { label: 'pagination', selector: 'nav[aria-label="Pagination"] a[href]:not([aria-current])' },
      { label: 'menu button', selector: '[aria-controls="mobile-menu"]' },
    ],
  },
  {
    name: 'equipment detail',
    path: (d) => d,
    controls: [
      { label: 'breadcrumb links', selector: 'nav[aria-label="Breadcrumb"] a[href]' },
      { label: 'tabs', selector: '#main [role="tab"]' },
      { label: 'menu button', selector: '[aria-controls="mobile-menu"]' },
    ],
  },
];

type Sample = { fcp: number; html: number; taps: { at: number; native: boolean }[]; hydrated: number; load: number; jsKiB: number };

/** Installed before the page's own code: times when each control appears and when <html> gets data-hydrated. */
function watchScript(controls: Control[]) {
  return `(() => {
    const selectors = ${JSON.stringify(controls.map((c) => c.selector))};
    const w = (window.__bmSlow = { controls: selectors.map(() => ({ at: -1, native: false })), hydratedAt: -1 });
    const worksWithoutJs = (el) => {
      if (el.matches('a[href]') && !el.getAttribute('href').startsWith('#')) return true;
      // A <details> disclosure (the phone menu) opens natively.
      if (el.matches('summary') && el.parentElement && el.parentElement.matches('details')) return true;
      const form = el.closest('form');
      if (!form || !form.hasAttribute('action') || (form.method || 'get').toLowerCase() !== 'get') return false;
      const texts = form.querySelectorAll('input:not([type]), input[type="text"], input[type="search"]').length;
      return !!form.querySelector('button:not([type="button"]), input[type="submit"]') || texts === 1;
    };
    const check = () => {
      selectors.forEach((sel, i) => {
        if (w.controls[i].at >= 0) return;
        const el = document.querySelector(sel);
        if (el) w.controls[i] = { at: performance.now(), native: worksWithoutJs(el) };
      });
      if (w.hydratedAt < 0 && document.documentElement.dataset.hydrated === 'true') w.hydratedAt = performance.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrated'] });
  })();`;
}

async function measure(browser: Browser, url: string, target: Target): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    let jsBytes = 0;
    const scripts = new Set<string>();
    cdp.on('Network.responseReceived', (e) => void (e.type === 'Script' && scripts.add(e.requestId)));
    cdp.on('Network.loadingFinished', (e) => void (scripts.has(e.requestId) && (jsBytes += e.encodedDataLength)));
    await page.addInitScript(watchScript(target.controls));
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 120_000 });
    const t = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
      const w = (window as unknown as { __bmSlow: { controls: { at: number; native: boolean }[]; hydratedAt: number } }).__bmSlow;
      return { fcp, html: nav.responseEnd, load: nav.loadEventEnd, ...w };
    });
    const taps = t.controls.map((c, i) => {
      if (c.at < 0) throw new Error(`${url}: no element matches ${target.controls[i]!.selector}`);
      // A native control works once it is on screen: not before the first paint, nor before it exists.
      return { at: c.native ? Math.max(t.fcp, c.at) : t.hydratedAt, native: c.native };
    });
    return { fcp: t.fcp, html: t.html, taps, hydrated: t.hydratedAt, load: t.load, jsKiB: jsBytes / 1024 };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Builds when there is no build or the site's sources are newer (as `npm run lighthouse` does). */
function ensureBuild() {
  try {
    if (statSync(path.join(BUILD_DIR, 'server', 'index.js')).mtimeMs > statSync(path.join(ROOT, 'app', 'root.tsx')).mtimeMs) return;
  } catch {}
  execSync('npx react-router build', { cwd: ROOT, stdio: 'inherit' });
}

async function main() {
  let base = arg('base');
  let detail = arg('detail');
  let close = async () => {};
  if (!base) {
    ensureBuild();
    console.log('Starting a throwaway embedded database with the demo marketplace…');
    const site = await startDemoSite({ port: Number(arg('port') ?? 0) || 0 });
    ({ base, close } = site);
    detail ??= site.equipmentDetailPath;
  }
  if (!detail) {
    const list = await (await fetch(`${base}/api/public/v3/equipments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"PageSize":1}' })).json();
    detail = new URL(list.data[0].Url, base).pathname;
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    console.log(`\n${RUNS} runs per page at 400 kbit/s, 400 ms latency, CPU not throttled; medians.\n`);
    const pages: string[] = [];
    const taps: string[] = [];
    let ok = true;
    for (const target of PAGES) {
      const samples: Sample[] = [];
      for (let i = 0; i < RUNS; i++) samples.push(await measure(browser, base + target.path(detail), target));
      const m = (k: 'fcp' | 'html' | 'hydrated' | 'load' | 'jsKiB') => median(samples.map((s) => s[k]));
      pages.push(`| ${target.name} | ${sec(m('fcp'))} | ${sec(m('html'))} | ${sec(m('hydrated'))} | ${sec(m('load'))} | ${m('jsKiB').toFixed(1)} KiB |`);
      target.controls.forEach((c, i) => {
        const tap = median(samples.map((s) => s.taps[i]!.at));
        ok &&= tap <= TAP_BUDGET_MS;
        const how = samples.every((s) => s.taps[i]!.native) ? 'plain HTML (link or GET form)' : 'needs JavaScript (hydration)';
        taps.push(`| ${target.name} | ${c.label} | ${sec(tap)}${tap <= TAP_BUDGET_MS ? '' : ' ✗'} | ${how} |`);
      });
    }
    console.log('| page | first contentful paint | HTML received | hydrated | load event | JS on the wire |\n|---|--:|--:|--:|--:|--:|');
    console.log(pages.join('\n'));
    console.log(`\n| page | control | responds to a tap (≤ ${TAP_BUDGET_MS / 1000} s) | why then |\n|---|---|--:|---|`);
    console.log(taps.join('\n'));
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    await close();
  }
}

main().catch((err) => {
  console.error('Slow-network run failed:', err instanceof Error ? err.stack : err);
  process.exit(2);
});
