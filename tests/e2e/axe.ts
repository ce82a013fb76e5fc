import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeResult = { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] };

/** axe-core's WCAG 2.x A/AA rules (and best practices) on the page as it is; serious and critical only. */
export async function violations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, not added as a <script>: the page's CSP rightly refuses an inline script without its nonce.
  await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: AxeResult[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`));
}
