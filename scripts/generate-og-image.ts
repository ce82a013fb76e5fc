/**
 * Generates public/og-image.png (1200×630): the default Open Graph / link-preview image that
 * seo() names when a page has no picture of its own. Drawn as HTML from the site's palette, logo
 * and catalogue pictograms, and photographed by Chromium (playwright-core; no image library).
 *
 * Re-run after changing the brand:  npx tsx scripts/generate-og-image.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pub = (p: string) => path.join(ROOT, 'public', p);
const dataUri = (file: string, type: string) => `data:${type};base64,${readFileSync(file).toString('base64')}`;
const svg = (p: string) => dataUri(pub(p), 'image/svg+xml');
const font = dataUri(path.join(ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'), 'font/woff2');

const machines = ['excavator', 'tower-crane', 'transit-mixer', 'backhoe-loader'].map((m) => `<img src="${svg(`catalogue/${m}.svg`)}" alt="">`).join('');

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; src: url(${font}) format('woff2'); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; font-family: Inter, sans-serif; background: #0f1e36; color: #fff; overflow: hidden; position: relative; }
.band { position: absolute; left: 0; right: 0; bottom: 0; height: 14px; background: repeating-linear-gradient(135deg, #f59e0b 0 28px, #0f1e36 28px 56px); }
.top { padding: 48px 72px 0; }
.logo { background: #fff; border-radius: 16px; padding: 12px 18px; display: inline-block; }
.logo div { width: 208px; overflow: hidden; }
.logo img { height: 64px; width: 300px; display: block; }
h1 { margin-top: 36px; font-size: 58px; line-height: 1.08; font-weight: 800; letter-spacing: -1.5px; max-width: 1000px; }
h1 span { color: #fbbf24; }
p { margin-top: 18px; font-size: 28px; color: #cbd5e1; font-weight: 500; }
.row { position: absolute; left: 72px; right: 72px; bottom: 40px; display: flex; gap: 22px; }
.row img { width: 246px; height: 118px; object-fit: contain; border-radius: 14px; background: #f1f5f9; }
</style></head><body>
<div class="top">
  <div class="logo"><div><img src="${svg('logo.svg')}" alt="BuildMart"></div></div>
  <h1>Construction equipment, contractors and <span>workforce</span> across India</h1>
  <p>Rent or buy machines · verified contractors · 300+ cities</p>
</div>
<div class="row">${machines}</div>
<div class="band"></div>
</body></html>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: pub('og-image.png'), type: 'png' });
  console.log('wrote public/og-image.png');
} finally {
  await browser.close();
}
