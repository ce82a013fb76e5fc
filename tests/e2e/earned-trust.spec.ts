import { mkdirSync } from 'node:fs';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEnquiry, createEquipment, createLoginUser, createProject, createReply, createReview, createVendorUser } from '../fixtures/factories.ts';
import { gstinCheckChar } from '../../lib/gstin.ts';
import { contractorPath, equipmentPath } from '../../lib/urls.ts';
import { errorsOf, expect, signIn, test } from './fixtures.ts';

/**
 * Trust earned from data (docs/decisions/058-earned-trust.md): the badges on a detail page, each explained on tap
 * or by keyboard; a review written from a replied enquiry thread is a "Verified hire"; the vendor answers a review
 * once from the management site and the answer shows under it.
 */
test.use({ specFile: import.meta.url });
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/trust-shots';
mkdirSync(SHOTS, { recursive: true });
const HOUR = 3_600_000;
const first14 = '27AAPFU0939F1Z';

let url: string;
let contractorUrl: string;
let vendorEmail: string;
let clientEmail: string;

test.beforeAll(async () => {
  const db = testDb();
  const { user, vendor } = await createVendorUser(db, {
    vendor: { name: 'Sahyadri Cranes', gstin: first14 + gstinCheckChar(first14), state: 'Maharashtra', isVerified: true, createdAt: new Date(Date.now() - 4.2 * 365 * 86_400_000) },
  });
  vendorEmail = user.email;
  const crane = await createEquipment(db, vendor.id, { name: 'ACE 14XW Pick and Carry Crane' });
  url = equipmentPath(crane.id, crane.name);
  // Three answered enquiries in the last weeks, first replies after 1, 2 and 3 hours: "Replies in about 2 hours".
  const others = await createLoginUser(db, 'Secret@123', { fullName: 'Rohit Pawar' });
  for (const h of [1, 2, 3]) {
    const at = new Date(Date.now() - h * 7 * 86_400_000);
    const e = await createEnquiry(db, { userId: others.id, vendorId: vendor.id, equipmentId: crane.id, createdAt: at });
    await createReply(db, { enquiryId: e.id, sender: 'Vendor', createdAt: new Date(at.getTime() + h * HOUR) });
  }
  // A contractor whose GSTIN is from Karnataka while it sits in Maharashtra: no GST badge; two answered enquiries: no reply time.
  const builder = await createContractor(db, { companyName: 'Konkan Civil Works', gstin: `29AAPFU0939F1Z${gstinCheckChar('29AAPFU0939F1Z')}`, state: 'Maharashtra' });
  await createProject(db, builder.id, { title: 'Warehouse at Chakan' });
  contractorUrl = contractorPath(builder.id, builder.companyName);
  for (const h of [1, 2]) {
    const e = await createEnquiry(db, { userId: (await createLoginUser(db)).id, contractorId: builder.id, isContractor: true });
    await createReply(db, { enquiryId: e.id, sender: 'Contractor', isContractor: true, createdAt: new Date(Date.now() + h * HOUR) });
  }
  // A review from outside any thread: not a verified hire.
  await createReview(db, { userId: others.id, equipmentId: crane.id, vendorId: vendor.id, stars: 3, text: 'Crane was fine, paperwork slow.' });
  // The client whose thread the vendor answered: the thread offers "Write a review".
  const client = await createLoginUser(db, 'Secret@123', { fullName: 'Anjali Deshpande' });
  clientEmail = client.email;
  const thread = await createEnquiry(db, { userId: client.id, vendorId: vendor.id, equipmentId: crane.id, subject: 'Crane for the Hinjewadi site' });
  await createReply(db, { enquiryId: thread.id, sender: 'Vendor', message: 'Available from Monday, ₹6,500 a day with operator.' });
});

test('a guest sees the earned badges on a phone and taps one for its explanation; Escape closes it', async ({ openPage }) => {
  const page = await openPage({ width: 375, height: 812 });
  await page.goto(url);
  const card = page.getByTestId('vendor-card');
  await expect(card.getByTestId('gst-badge')).toHaveText('GST verified');
  await expect(card.getByTestId('reply-badge')).toHaveText('Replies in about 2 hours');
  await expect(card.getByTestId('verified-badge')).toHaveText('Documents checked');
  await expect(card.getByTestId('trust-facts')).toHaveText('4 years on BuildMart · 1 listing · 4 enquiries answered');

  await card.getByTestId('gst-badge').click();
  const why = page.getByRole('dialog', { name: 'GST verified' });
  await expect(why).toBeVisible();
  await expect(why).toContainText('it cannot be bought or switched on by hand');
  await page.screenshot({ path: `${SHOTS}/badge-explained-375.png` });
  await page.keyboard.press('Escape');
  await expect(why).toBeHidden();

  // By keyboard: focus the reply-time badge and press Enter; its Close button closes it.
  await card.getByTestId('reply-badge').focus();
  await page.keyboard.press('Enter');
  const reply = page.getByRole('dialog', { name: 'Replies in about 2 hours' });
  await expect(reply).toContainText('last 90 days');
  await reply.getByRole('button', { name: 'Close' }).click();
  await expect(reply).toBeHidden();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/detail-375.png`, fullPage: true });

  const wide = await openPage({ width: 1280, height: 900 });
  await wide.goto(url);
  await expect(wide.getByTestId('vendor-card').getByTestId('gst-badge')).toBeVisible();
  await wide.screenshot({ path: `${SHOTS}/detail-1280.png` });
  const hi = await openPage({ width: 375, height: 812 });
  await hi.goto(`/hi${url}`);
  await expect(hi.getByTestId('vendor-card').getByTestId('gst-badge')).toHaveText('GST सत्यापित');
  await hi.getByTestId('vendor-card').getByTestId('reply-badge').click();
  await hi.screenshot({ path: `${SHOTS}/detail-hi-375.png` });
  // The contractor: a GSTIN of another state and 2 answered enquiries earn no badge; the facts still show.
  await page.goto(contractorUrl);
  await expect(page.getByTestId('trust-facts')).toHaveText('On BuildMart since ' + new Date().getUTCFullYear() + ' · 1 project · 2 enquiries answered');
  await expect(page.getByTestId('gst-badge')).toHaveCount(0);
  await expect(page.getByTestId('reply-badge')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/contractor-375.png` });
  expect(errorsOf(page)).toEqual([]);
});

test('the client reviews from the replied thread: a Verified hire; the vendor answers it once and the answer shows under it', async ({ openPage }) => {
  const page = await openPage({ width: 375, height: 812 });
  await signIn(page, clientEmail, 'Secret@123');
  await page.goto('/client/manage?tab=enquiries');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('enquiry-card').filter({ hasText: 'Crane for the Hinjewadi site' }).getByRole('button', { name: 'View Detail' }).click();
  await page.getByTestId('thread-review').click();
  const dialog = page.getByRole('dialog', { name: 'Leave a Review' });
  await dialog.getByRole('radio', { name: '5 stars' }).click();
  await dialog.getByLabel('Your review').fill('On site the next morning, operator knew the machine well.');
  await page.screenshot({ path: `${SHOTS}/thread-review-375.png` });
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog).toContainText('Thanks for your review!');

  await page.goto(url);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const mine = page.getByTestId('review').filter({ hasText: 'On site the next morning' });
  await expect(mine.getByTestId('verified-hire')).toHaveText('Verified hire');
  await expect(page.getByTestId('review').filter({ hasText: 'paperwork slow' }).getByTestId('verified-hire')).toHaveCount(0);

  const vendor = await openPage({ width: 1280, height: 900 });
  await signIn(vendor, vendorEmail, 'Secret@123');
  await vendor.goto('/manage/reviews');
  const item = vendor.getByTestId('review').filter({ hasText: 'On site the next morning' });
  await expect(item.getByTestId('verified-hire')).toBeVisible();
  await vendor.waitForLoadState('networkidle');
  await item.getByRole('button', { name: 'Publish answer' }).click();
  await expect(item.getByText('Please write your answer.')).toBeVisible();
  await item.getByLabel('Your public answer').fill('Thank you, Anjali ji. Happy to help on the next site too.');
  await item.getByRole('button', { name: 'Publish answer' }).click();
  await expect(item.getByTestId('review-answer')).toContainText('Thank you, Anjali ji.');
  await expect(item.getByRole('button', { name: 'Publish answer' })).toHaveCount(0);
  await vendor.screenshot({ path: `${SHOTS}/manage-reviews-1280.png`, fullPage: true });

  await page.reload();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(mine.getByTestId('review-answer')).toContainText('Answer from Sahyadri Cranes');
  await expect(mine.getByTestId('review-answer')).toContainText('Thank you, Anjali ji.');
  await page.screenshot({ path: `${SHOTS}/reviews-375.png`, fullPage: true });
});
