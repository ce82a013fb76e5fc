import type { Page } from '@playwright/test';
import { pathIn } from '../../app/i18n/lang.ts';
import { equipmentPath } from '../../lib/urls.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor } from '../fixtures/factories.ts';
import { expect, test } from './fixtures.ts';
import { countLoginPrompts, loginPromptsSince } from './login-prompt.ts';

/**
 * Hydration in parts (app/lib/hydrate-later.tsx, docs/decisions/063-preact.md): the header, the page, the filters,
 * each card and the footer hydrate in tasks of their own, and the page ends exactly as the server wrote it — no part
 * twice, none dropped, the ids `useId` gave on the server still the ones the components use.
 */
test.use({ specFile: import.meta.url });

let crane: { id: number; name: string };

test.beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db, { name: 'Sahyadri Cranes' });
  crane = await createEquipment(db, v.id, { name: 'Hydra 12 Tonne Crane', category: 'lifting-equipment', thumbnailUrl: '/catalogue/telescopic-crane.svg' });
  for (let i = 1; i <= 5; i++) await createEquipment(db, v.id, { name: `Sahyadri Excavator ${i}`, thumbnailUrl: '/catalogue/excavator.svg' });
});

/** Every card, header and footer with its text: what a visitor reads, part by part. */
const partsOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('header, footer, main h1, [data-testid=equipment-card]')].map((el) => `${el.localName}: ${el.textContent?.replace(/\s+/g, ' ').trim()}`),
  );

/**
 * Records in which task each click handler was attached. Hydration attaches a button's or a link's handler when it
 * hydrates that element, and every step of it (the router, the root, each part, effects) runs as a `MessageChannel`
 * message: the messages are counted, and each handler is stamped with the count of the moment.
 */
async function stampHandlersWithTheirTask(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { task: number; handlerTasks: number[] };
    w.task = 0;
    w.handlerTasks = [];
    const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!;
    Object.defineProperty(MessagePort.prototype, 'onmessage', {
      configurable: true,
      get() {
        return onmessage.get!.call(this);
      },
      set(handler: ((e: MessageEvent) => unknown) | null) {
        onmessage.set!.call(
          this,
          handler &&
            function (this: MessagePort, e: MessageEvent) {
              w.task++;
              return handler.call(this, e);
            },
        );
      },
    });
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (
      this: EventTarget,
      type: string,
      ...rest: [EventListenerOrEventListenerObject | null, (boolean | AddEventListenerOptions)?]
    ) {
      if (type === 'click' && this instanceof Element && !document.documentElement.hasAttribute('data-hydrated')) w.handlerTasks.push(w.task);
      return add.call(this, type, ...rest);
    };
  });
}

for (const lang of ['en', 'hi'] as const) {
  test(`a list page (${lang}) hydrates part by part and ends as the server wrote it`, async ({ browser, app, page, errors }) => {
    const url = pathIn('/equipments', lang);
    // The page as the server wrote it (no JavaScript).
    const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: app.base, viewport: { width: 375, height: 800 } });
    const serverPage = await plain.newPage();
    await serverPage.goto(url);
    const server = await partsOf(serverPage);
    const ranges = await serverPage.evaluate(() => {
      const walker = document.createTreeWalker(document, NodeFilter.SHOW_COMMENT);
      let n = 0;
      while (walker.nextNode()) if ((walker.currentNode as Comment).data === '$s') n++;
      return n;
    });
    await plain.close();
    expect(server.filter((p) => p.startsWith('article')).length).toBe(6);
    // Header, page, filters, six cards, footer, and the head's and the scripts' parts.
    expect(ranges).toBeGreaterThanOrEqual(11);

    await page.setViewportSize({ width: 375, height: 800 });
    await stampHandlersWithTheirTask(page);
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await partsOf(page)).toEqual(server);
    // The handlers were attached over many tasks, not one: the browser had its thread back between the parts.
    const tasks = new Set(await page.evaluate(() => (window as unknown as { handlerTasks: number[] }).handlerTasks));
    expect(tasks.size).toBeGreaterThanOrEqual(8);
    // A part's buttons work: the save button of the last card asks a guest to log in.
    await countLoginPrompts(page);
    await page
      .getByTestId('equipment-card')
      .last()
      .getByRole('button', { name: lang === 'hi' ? / सेव करें$/ : /^Save / })
      .click();
    await expect.poll(() => loginPromptsSince(page)).toBe(1);
    expect(errors).toEqual([]);
  });
}

test('the tabs of a detail page, which hydrate late, still find their own elements (ids as the server gave them)', async ({ page, errors }) => {
  await page.goto(equipmentPath(crane.id, crane.name));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const first = page.getByRole('tab', { name: 'Overview' });
  await first.click();
  await first.press('ArrowRight');
  // Tabs moves the focus with document.getElementById(its useId + '-tab-1'): an id the page does not have leaves it where it was.
  await expect(page.getByRole('tab', { name: 'Photos' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
  const ids = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => [t.id, t.getAttribute('aria-controls')]));
  for (const [id, panel] of ids) {
    expect(await page.locator(`[id="${panel}"]`).getAttribute('aria-labelledby')).toBe(id);
  }
  expect(errors).toEqual([]);
});

test('a client navigation after hydration renders the parts of the pages it opens: a detail page, then the list again', async ({ page, errors }) => {
  await page.goto('/equipments?sort=name');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('link', { name: 'Hydra 12 Tonne Crane' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hydra 12 Tonne Crane');
  await expect(page.getByRole('tab')).toHaveCount(4);
  await page.goBack();
  await expect(page.getByTestId('equipment-card')).toHaveCount(6);
  expect(errors).toEqual([]);
});
