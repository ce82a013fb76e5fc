import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { PUBLIC_PAGES, resolvePath, seedPublicPages } from './public-pages.ts';

const b = useBrowser();
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
beforeAll(seedPublicPages);

type AxeResult = { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] };

/** axe-core's WCAG 2.x A/AA rules (and best practices) on the page as it is; serious and critical only. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeResult[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`));
}

describe('accessibility (axe-core) of every public page', () => {
  for (const width of [375, 1280]) {
    for (const p of PUBLIC_PAGES) {
      it(`${p.name} at ${width} px has no serious or critical violations`, async () => {
        const page = await b.page(width, 800);
        const res = await page.goto(b.base() + (await resolvePath(p, b.base())));
        expect(res?.status()).toBe(p.status ?? 200);
        await page.waitForLoadState('networkidle');
        expect(await violations(page)).toEqual([]);
        await page.context().close();
      });
    }
  }
});
