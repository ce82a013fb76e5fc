import { expect, type Page } from '@playwright/test';

/**
 * Hindi pages in the browser (docs/decisions/048-hindi-site.md): what English is left in the interface.
 *
 * Collects the visible text of the page (and the accessible names in aria-label, placeholder, title and
 * alt) outside `[data-typed]` — the content providers and users typed (listing names, descriptions,
 * places, people's names), which stays as typed, also where an interface text quotes it — and outside
 * email addresses, and returns the Latin-script words that are not in `ALLOWED`: brand and unit words that Hindi readers write in Latin letters too.
 */
export const ALLOWED = new Set(['BuildMart', 'WhatsApp', 'JCB', 'PIN', 'OTP', 'km', 'kg', 'am', 'pm', 'Email', 'SMS', 'GST', 'PAN', 'English']);

export async function englishLeft(page: Page, allow: readonly string[] = []): Promise<string[]> {
  const words = await page.evaluate(() => {
    const out: string[] = [];
    // Email addresses are typed as they are, in Latin letters, in either language.
    const skip = (el: Element | null) => !!el?.closest('[data-typed], a[href^="mailto:"], script, style, noscript, [hidden], [aria-hidden="true"]');
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return (r.width > 0 || r.height > 0) && s.visibility !== 'hidden' && s.display !== 'none';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || skip(el)) continue;
      if (!visible(el) && !el.closest('.sr-only')) continue;
      out.push(n.textContent ?? '');
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (skip(el)) continue;
      for (const a of ['aria-label', 'placeholder', 'title', 'alt']) out.push(el.getAttribute(a) ?? '');
    }
    out.push(document.title);
    // A typed word may sit inside an interface text built around it ("JCB 3DX को पसंदीदा से हटाएं",
    // an image's alt text): it is allowed when the page shows it as typed content somewhere.
    const typed = [...document.querySelectorAll('[data-typed]')].map((el) => el.textContent ?? '');
    return { out, typed };
  });
  const typed = words.typed.flatMap((w) => w.match(/[A-Za-z][A-Za-z']+/g) ?? []);
  const allowed = new Set([...ALLOWED, ...typed, ...allow]);
  return [...new Set(words.out.flatMap((w) => w.match(/[A-Za-z][A-Za-z']+/g) ?? []))].filter((w) => !allowed.has(w)).sort();
}

/** The page is a Hindi page: `lang="hi"`, the Hindi canonical and the three alternates. */
export async function expectHindiPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const path = new URL(page.url()).pathname;
  expect(path === '/hi' || path.startsWith('/hi/')).toBe(true);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname.startsWith('/hi')).toBe(true);
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
}

/** Nothing wider than the screen (long Hindi words and labels must wrap). */
export const expectNoSidewaysScroll = (page: Page, width: number) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
