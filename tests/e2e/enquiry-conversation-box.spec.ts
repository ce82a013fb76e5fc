import type { Locator, Page } from '@playwright/test';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEnquiry, createEquipment, createLoginUser, createReply, createVendor } from '../fixtures/factories.ts';
import { errorsOf, expect, signIn, test } from './fixtures.ts';

/**
 * docs/product.md#client-account-area (docs/decisions/024): in the client's vendor and contractor enquiry modals the conversation
 * box is at most 300 px high, scrolls inside, and shows the newest reply when the thread loads and
 * after the client sends one.
 */
test.use({ specFile: import.meta.url });
const PASSWORD = 'Client@123';
const REPLIES = 24;
const WIDTHS = [375, 1280] as const;

let client: Awaited<ReturnType<typeof createLoginUser>>;

test.beforeAll(async () => {
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
      await createReply(db, {
        enquiryId: t.id,
        isContractor: t.isContractor,
        sender: i % 2 ? provider : 'Client',
        message: `${provider} thread message ${i}: ${'details '.repeat((i % 4) + 1)}`,
        createdAt: new Date(Date.now() - (REPLIES - i) * 60_000),
      });
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
  await page.goto('/client/manage?tab=enquiries');
  await page.waitForLoadState('networkidle');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByTestId('enquiry-card').filter({ hasText: subject }).getByRole('button', { name: 'View Detail' }).click();
  return page.getByRole('dialog', { name: title });
}

test.describe('the conversation box of the client enquiry modals (docs/product.md#client-account-area: max 300 px, newest reply in view)', () => {
  for (const [kind, tab, subject, title] of [
    ['Vendor', 'Vendor Enquiries', 'Crane for a month', 'Enquiry Detail'],
    ['Contractor', 'Contractor Enquiries', 'Warehouse shell', 'Contractor Enquiry Detail'],
  ] as const) {
    for (const width of WIDTHS) {
      test(`${kind.toLowerCase()} modal at ${width} px: 300 px, scrolls inside, stays on the newest reply`, async ({ openPage }) => {
        const page = await openPage({ width, height: 900 });
        await signIn(page, client.email, PASSWORD);
        const dialog = await openThread(page, tab, `${subject} (${width})`, title);
        const box = dialog.getByTestId('conversation');
        // The thread has loaded: its newest reply is shown at the bottom of a 300 px box.
        await expect(box.getByText(`${kind} thread message ${REPLIES}:`)).toBeVisible();
        await expect(box.getByTestId('message')).toHaveCount(REPLIES + 1);
        // Polled: the box scrolls to its end once the thread has rendered.
        await expect.poll(() => geometry(box)).toMatchObject({ height: 300, overflowY: 'auto', atBottom: true });
        const g = await geometry(box);
        expect(g.scrollHeight).toBeGreaterThan(g.clientHeight);
        await expect.poll(() => lastMessageShown(box)).toBe(true);

        // Scrolled up to read, then a reply is sent: the box goes back to the newest message, which is the new one.
        await box.evaluate((el) => (el.scrollTop = 0));
        const text = `Can you start on Monday? (${kind} ${width})`;
        await dialog.getByPlaceholder('Write a reply...').fill(text);
        await dialog.getByRole('button', { name: 'Send' }).click();
        await expect(box.getByText(text)).toBeVisible();
        await expect.poll(async () => (await geometry(box)).atBottom).toBe(true);
        await expect(box.getByTestId('message').last()).toContainText(text);
        await expect.poll(() => lastMessageShown(box)).toBe(true);
        expect((await geometry(box)).height).toBe(300);
        // The modal itself still fits the screen: the box scrolls, not the page.
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(errorsOf(page)).toEqual([]);
      });
    }
  }
});
