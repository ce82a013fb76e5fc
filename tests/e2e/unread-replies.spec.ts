import { makeCtx } from '../../core/context.ts';
import { replyToEnquiry } from '../../core/enquiry/reply-to-enquiry.ts';
import { submitEnquiry } from '../../core/enquiry/submit-enquiry.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createLoginUser, createVendor } from '../fixtures/factories.ts';
import { expect, signIn, test } from './fixtures.ts';
import { englishLeft, expectNoSidewaysScroll } from './hindi.ts';

/**
 * A client sees that a provider replied (docs/product.md#enquiries-and-conversations): a red count on the
 * header's account button and beside Enquiries, "New reply" on the enquiry's card; opening it clears them.
 */
test.use({ specFile: import.meta.url });

type LoginUser = Awaited<ReturnType<typeof createLoginUser>>;
const asUser = (u: LoginUser, role: 'Client' | 'Vendor') => makeCtx(testDb(), { userId: u.id, role, name: u.fullName, email: u.email });

/** A client with one enquiry to a vendor, which the vendor has answered. */
async function answeredEnquiry(subject: string) {
  const db = testDb();
  const vendorUser = await createLoginUser(db, 'Vendor@123', { role: 'Vendor' });
  const vendor = await createVendor(db, { userId: vendorUser.id, name: 'Kaveri Earthmovers' });
  const machine = await createEquipment(db, vendor.id, { name: 'JCB 3DX Backhoe Loader' });
  const client = await createLoginUser(db, 'Client@123', { fullName: 'Meena Iyer' });
  const { id } = await submitEnquiry(asUser(client, 'Client'), {
    name: 'Meena Iyer',
    email: client.email,
    phone: '9811100000',
    subject,
    message: 'Need it at the Coimbatore site for a week.',
    equipmentId: machine.id,
  });
  await replyToEnquiry(asUser(vendorUser, 'Vendor'), { EnquiryId: id, Message: 'Available from Monday.', as: 'provider' });
  return client;
}

const headerBadge = (page: import('@playwright/test').Page) => page.locator('header button[aria-controls="user-menu"]').getByTestId('unread-badge');

for (const width of [375, 1280]) {
  test(`the badge shows a provider's reply until the client opens it, at ${width} px`, async ({ openPage, errors }) => {
    const client = await answeredEnquiry(`Backhoe for a week (${width})`);
    const page = await openPage({ width, height: 800 });
    await signIn(page, client.email, 'Client@123');
    await page.goto('/');
    if (width >= 1024) {
      await expect(headerBadge(page)).toHaveText(/^1/);
      await expect(headerBadge(page)).toContainText('1 enquiry with a new reply');
    } else {
      // On a phone: on the menu button, and in words beside Enquiries inside the menu.
      await expect(page.locator('#menu-unread').getByTestId('unread-badge')).toHaveText(/^1/);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('#mobile-menu').getByRole('link', { name: /Enquiries/ })).toContainText('1 enquiry with a new reply');
      await page.screenshot({ path: `test-results/unread-replies/menu-${width}.png` });
    }

    await page.goto('/client/manage?tab=enquiries');
    const tab = page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: /Enquiries/ });
    await expect(tab.getByTestId('unread-badge')).toHaveText(/^1/);
    await expect(page.getByRole('tab', { name: /Vendor Enquiries/ }).getByTestId('unread-badge')).toHaveText(/^1/);
    const card = page.getByTestId('enquiry-card').filter({ hasText: `Backhoe for a week (${width})` });
    await expect(card.getByTestId('new-reply')).toHaveText('New reply');
    await page.screenshot({ path: `test-results/unread-replies/enquiries-${width}.png`, fullPage: true });
    await expectNoSidewaysScroll(page, width);

    await card.getByRole('button', { name: 'View Detail' }).click();
    await expect(page.getByRole('dialog').getByText('Available from Monday.')).toBeVisible();
    // Read: every badge goes at once, and stays gone on the next visit.
    await expect(card.getByTestId('new-reply')).toHaveCount(0);
    await expect(tab.getByTestId('unread-badge')).toHaveCount(0);
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByTestId('enquiry-card').first()).toBeVisible();
    await expect(page.getByTestId('new-reply')).toHaveCount(0);
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('in Hindi at 375 px: the badge and "New reply" read in Hindi', async ({ openPage, errors }) => {
  const client = await answeredEnquiry('JCB ek hafte ke liye');
  const page = await openPage({ width: 375, height: 800 });
  await signIn(page, client.email, 'Client@123');
  await page.goto('/hi/client/manage?tab=enquiries');
  await expect(page.getByTestId('enquiry-card').getByTestId('new-reply')).toHaveText('नया जवाब');
  await expect(page.getByTestId('unread-badge').first()).toContainText('1 पूछताछ का नया जवाब');
  await page.waitForLoadState('networkidle');
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSidewaysScroll(page, 375);
  await page.screenshot({ path: 'test-results/unread-replies/enquiries-hi-375.png', fullPage: true });
  expect(errors).toEqual([]);
});
