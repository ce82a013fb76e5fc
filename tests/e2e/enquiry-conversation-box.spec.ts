import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEnquiry, createEquipment, createLoginUser, createReply, createVendor } from '../fixtures/factories.ts';
import { signIn, useBrowser } from './browser.ts';

/**
 * docs/product.md#client-account-area (docs/decisions/024): in the client's vendor and contractor enquiry modals the conversation
 * box is at most 300 px high, scrolls inside, and shows the newest reply when the thread loads and
 * after the client sends one.
 */
const b = useBrowser();
const PASSWORD = 'Client@123';
const REPLIES = 24;
const WIDTHS = [375, 1280] as const;

let client: Awaited<ReturnType<typeof createLoginUser>>;

beforeAll(async () => {
  const db = testDb();
  client = await createLoginUser(db, PASSWORD, { fullName: 'Meera Joshi' });
  const vendor = await createVendor(db, { name: 'Deccan Cranes' });
  const crane = await createEquipment(db, vendor.id, { name: 'Tata Hitachi Crawler Crane' });
  const builder = await createContractor(db, { companyName: 'Sahyadri Infra' });
  // One thread per modal and screen width, each with more replies than 300 px can show.
  const threads = [];
  for (const width of WIDTHS) {
    threads.push(await createEnquiry(db, { userId: client.id, vendorId: vendor.id, equipmentId: crane.id, subject: `Crane for a month (${width})` }));
    threads.push(await createEnquiry(db, { userId: client.id, contractorId: builder.id, isContractor: true, subject: `Warehouse shell (${width})` }));
  }
  for (const t of threads) {
    const provider = t.isContractor ? 'Contractor' : 'Vendor';
    for (let i = 1; i <= REPLIES; i++) {
      await createReply(db, { enquiryId: t.id, isContractor: t.isContractor, sender: i % 2 ? provider : 'Client', message: `${provider} thread message ${i}: ${'details '.repeat(i % 4 + 1)}`, createdAt: new Date(Date.now() - (REPLIES - i) * 60_000) });
    }
  }
});

/** Height, scroll height and whether the box is scrolled to its end. */
const geometry = (box: Locator) =>
  box.evaluate((el) => ({
    height: Math.round(el.getBoundingClientRect().height),
    clientHeight: el.clientHeight,
    scrollHeight: el.scrollHeight,
    overflowY: getComputedStyle(el).overflowY,
    atBottom: el.scrollTop + el.clientHeight >= el.scrollHeight - 1,
  }));

/** The last message is fully inside the box's visible part. */
const lastMessageShown = (box: Locator) =>
  box.evaluate((el) => {
    const last = el.querySelector('[data-testid="message"]:last-child')!.getBoundingClientRect();
    const view = el.getBoundingClientRect();
    return last.top >= view.top - 1 && last.bottom <= view.bottom + 1;
  });

async function openThread(page: Page, tab: 'Vendor Enquiries' | 'Contractor Enquiries', subject: string, title: string) {
  await page.goto(`${b.base()}/client/manage?tab=enquiries`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByTestId('enquiry-card').filter({ hasText: subject }).getByRole('button', { name: 'View Detail' }).click();
  return page.getByRole('dialog', { name: title });
}

describe('the conversation box of the client enquiry modals (docs/product.md#client-account-area: max 300 px, newest reply in view)', () => {
  for (const [kind, tab, subject, title] of [
    ['Vendor', 'Vendor Enquiries', 'Crane for a month', 'Enquiry Detail'],
    ['Contractor', 'Contractor Enquiries', 'Warehouse shell', 'Contractor Enquiry Detail'],
  ] as const) {
    for (const width of WIDTHS) {
      it(`${kind.toLowerCase()} modal at ${width} px: 300 px, scrolls inside, stays on the newest reply`, async () => {
        const page = await b.page(width, 900);
        await signIn(page, b.base(), client.email, PASSWORD);
        const dialog = await openThread(page, tab, `${subject} (${width})`, title);
        const box = dialog.getByTestId('conversation');
        // The thread has loaded: its newest reply is shown at the bottom of a 300 px box.
        await box.getByText(`${kind} thread message ${REPLIES}:`).waitFor();
        expect(await box.getByTestId('message').count()).toBe(REPLIES + 1);
        const g = await geometry(box);
        expect(g.height).toBe(300);
        expect(g.overflowY).toBe('auto');
        expect(g.scrollHeight).toBeGreaterThan(g.clientHeight);
        expect(g.atBottom).toBe(true);
        expect(await lastMessageShown(box)).toBe(true);
        await page.screenshot({ path: `tests/screenshots/enquiry-conversation-${kind.toLowerCase()}-${width}.png` });

        // Scrolled up to read, then a reply is sent: the box goes back to the newest message, which is the new one.
        await box.evaluate((el) => (el.scrollTop = 0));
        const text = `Can you start on Monday? (${kind} ${width})`;
        await dialog.getByPlaceholder('Write a reply...').fill(text);
        await dialog.getByRole('button', { name: 'Send' }).click();
        await box.getByText(text).waitFor();
        await page.waitForFunction((el) => el!.scrollTop + el!.clientHeight >= el!.scrollHeight - 1, await box.elementHandle());
        expect(await box.getByTestId('message').last().textContent()).toContain(text);
        expect(await lastMessageShown(box)).toBe(true);
        expect((await geometry(box)).height).toBe(300);
        // The modal itself still fits the screen: the box scrolls, not the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect((page as Page & { errors: string[] }).errors).toEqual([]);
      });
    }
  }
});
