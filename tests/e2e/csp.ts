import type { BrowserContext, Page } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium), headless, with the flags this sandbox needs. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const cspViolations = new Map<BrowserContext, string[]>();

/**
 * Records every Content-Security-Policy violation in the context's pages and frames: the
 * `securitypolicyviolation` event (what the page's own scripts would see) and Chromium's console
 * report ("Refused to … Content Security Policy …"), which also covers frame-ancestors refusals
 * that fire no event in the framing page. The browser suite's fixtures fail the test that leaves any behind.
 */
export async function watchCsp(context: BrowserContext) {
  const found: string[] = [];
  cspViolations.set(context, found);
  await context.exposeBinding('__bmCspViolation', (_source, text: string) => void found.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __bmCspViolation?: (t: string) => void }).__bmCspViolation;
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'an inline script/style'} at ${e.sourceFile || e.documentURI}:${e.lineNumber} (${e.disposition})`);
    });
  });
  context.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) found.push(`console: ${m.text()}`);
  });
}

/** The CSP violations recorded in this page's context so far (and forgets them: a test that provokes one on purpose takes it). */
export function takeCspViolations(page: Page): string[] {
  const found = cspViolations.get(page.context()) ?? [];
  return found.splice(0, found.length);
}

/**
 * The violations no test took in these contexts (all watched contexts when none are named); forgets
 * them. A closed context keeps what it recorded until it is looked at here.
 */
export async function leftCspViolations(contexts: Iterable<BrowserContext> = cspViolations.keys(), { forgetContexts = false } = {}): Promise<string[]> {
  const left: string[] = [];
  for (const context of [...contexts]) {
    const found = cspViolations.get(context);
    if (!found) continue;
    // One round trip per open page: reports the browser already queued arrive before we look.
    for (const p of context.pages()) await p.evaluate(() => 0).catch(() => {});
    left.push(...found.splice(0, found.length));
    if (forgetContexts) cspViolations.delete(context);
  }
  return left;
}

export function forgetCspContexts() {
  cspViolations.clear();
}
