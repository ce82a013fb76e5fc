/**
 * On a slow phone connection (Chromium's network emulation: 400 kbit/s both ways, 400 ms round trip, cache
 * empty), when does each public page answer a tap? Prints, per page: the first contentful paint, when the
 * tap target is in the page (a plain HTML form or link: the tap works from then on, JavaScript or not), and
 * when React has hydrated it (the enhanced behaviour). docs/decisions/037-pages-before-javascript.md.
 *
 *   node --import tsx scripts/slow-network-taps.ts http://localhost:3000 [runs]
 *
 * Against a running app (built, with listings); measurements, not a test.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/e2e/csp.ts';

const base = process.argv[2] ?? 'http://localhost:3000';
const runs = Number(process.argv[3] ?? 3);
const KBIT = 1000 / 8;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const probe = await browser.newPage();
await probe.goto(`${base}/equipments`);
const detail = await probe.locator('[data-testid="equipment-card"] h3 a').first().getAttribute('href');
await probe.close();

// The control a visitor taps first on each page.
const pages = [
  { name: '/', path: '/', target: 'form[role="search"] button[type="submit"]' },
  { name: '/equipments', path: '/equipments', target: '#list-filter-form button[type="submit"]' },
  { name: 'equipment detail', path: detail ?? '/equipments', target: 'main a[href="/equipments"]' },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (const p of pages) {
  const rows: { fcp: number; tappable: number; hydrated: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 400 * KBIT, uploadThroughput: 400 * KBIT });
    await page.goto(base + p.path, { waitUntil: 'commit' });
    // Polled inside the page (every animation frame) from the navigation's start. A string, not a function:
    // tsx's name helpers do not exist in the page.
    const r = (await page.evaluate(`(async () => {
      const selector = ${JSON.stringify(p.target)};
      let tappable = 0;
      for (;;) {
        const el = document.querySelector(selector);
        if (el && !tappable) tappable = performance.now();
        if (el && Object.keys(el).some((k) => k.startsWith('__reactFiber'))) break;
        await new Promise((r) => requestAnimationFrame(r));
      }
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return { fcp, tappable, hydrated: performance.now() };
    })()`)) as { fcp: number; tappable: number; hydrated: number };
    // A tap needs something painted: the earlier of the two is not a usable moment.
    rows.push({ ...r, tappable: Math.max(r.fcp, r.tappable) });
    await context.close();
  }
  const s = (k: 'fcp' | 'tappable' | 'hydrated') => `${(median(rows.map((r) => r[k])) / 1000).toFixed(2)} s`;
  console.log(`${p.name.padEnd(18)} first paint ${s('fcp')}   tap works (plain HTML) ${s('tappable')}   hydrated ${s('hydrated')}   (median of ${runs})`);
}
await browser.close();
