import { eq, sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { equipmentPath } from '../../lib/urls.ts';
import { contactMessages, equipment, reviews } from '../../db/schema/index.ts';
import { pgJobQueue } from '../../core/jobs/queue.ts';
import { testDb } from '../fixtures/db.ts';
import { createAdminUser, createContractorUser, createEquipment, createLoginUser, createReview, createUser, createVendorUser, createWorker } from '../fixtures/factories.ts';
import { violations } from './axe.ts';
import { errorsOf, expect, signIn, test, type OpenPage } from './fixtures.ts';

test.use({ specFile: import.meta.url });

type LoginUser = Awaited<ReturnType<typeof createLoginUser>>;
let admin: LoginUser;
let victim: LoginUser;
let vendorName: string;
let approveMe: { id: number; name: string };
let rejectMe: { id: number; name: string };
let rude: { id: number; text: string };
let reviewedId: number;
let reviewedName: string;

const SCREENS = ['', '/moderation', '/providers', '/reviews', '/users', '/messages', '/stats', '/audit', '/jobs'] as const;
test.beforeAll(async () => {
  const db = testDb();
  admin = await createAdminUser(db, { fullName: 'Asha Admin' });
  const v = await createVendorUser(db, {
    vendor: { name: 'Gajanan Cranes and Earthmovers', contactPerson: 'Gajanan Shinde', city: 'Nashik', state: 'Maharashtra' },
    // A business address as long as real ones are: one unbreakable word on a 375 px card.
    user: { fullName: 'Gajanan Shinde', email: 'gajanancranesandearthmovers.nashik@example.in' },
  });
  vendorName = v.vendor.name;
  approveMe = await createEquipment(db, v.vendor.id, {
    name: 'Tata Hitachi EX200 Excavator',
    model: 'EX200 Super',
    brand: 'Tata Hitachi',
    year: 2019,
    description: 'Well maintained 20 tonne excavator with a rock breaker line. Available with operator in Nashik and nearby districts.',
    status: 'pending',
    city: 'Nashik',
    state: 'Maharashtra',
  });
  rejectMe = await createEquipment(db, v.vendor.id, { name: 'Blurry Photo Roller', status: 'pending', description: 'Roller.' });
  // Stays in the queue, so the screens checked below show a listing with a photo and a gallery.
  await createEquipment(db, v.vendor.id, {
    name: 'JCB 3DX Backhoe Loader',
    model: '3DX Xtra',
    brand: 'JCB',
    year: 2021,
    capacity: '0.26 m³ bucket',
    description: 'Backhoe loader with 1,200 hours on the meter. Monthly rental with operator. Diesel extra.',
    thumbnailUrl: '/catalogue/photos/backhoe-loader-640w.webp',
    galleryImages: ['/catalogue/photos/excavator-640w.webp', '/catalogue/photos/crawler-crane-640w.webp'],
    status: 'pending',
  });
  await createContractorUser(db, { contractor: { companyName: 'Deccan Road Builders', status: 'pending', specificWorkDetail: 'Road and bridge works across Telangana.' } });
  await createWorker(db, { name: 'Ramesh Kumar', trade: 'Bar bender', status: 'pending' });
  // A review to hide, on an approved listing of another vendor.
  const other = await createVendorUser(db, { vendor: { name: 'Sai Equipment Hire' } });
  const reviewed = await createEquipment(db, other.vendor.id, { name: 'Escorts Hydra 14 Crane' });
  reviewedId = reviewed.id;
  reviewedName = reviewed.name;
  const author = await createUser(db, { fullName: 'Troll Account' });
  rude = await createReview(db, { userId: author.id, equipmentId: reviewed.id, vendorId: other.vendor.id, stars: 1, text: 'Rude words that break the rules.' });
  const fan = await createUser(db, { fullName: 'Priya Deshmukh' });
  await createReview(db, { userId: fan.id, equipmentId: reviewed.id, vendorId: other.vendor.id, stars: 5, text: 'Crane arrived on time, operator was skilled.' });
  await db.execute(sql`UPDATE equipment SET rating_avg = 3, rating_count = 2 WHERE id = ${reviewed.id}`);
  victim = await createLoginUser(db, 'Secret@123', { fullName: 'Vikram Spammer' });
  await db.insert(contactMessages).values([
    { name: 'Neha Joshi', email: 'neha@example.in', subject: 'Listing my cranes', message: 'I own 4 cranes in Pune. How do I list them?' },
    { name: 'Arjun Mehta', email: 'arjun@example.in', message: 'The search did not find "batching plant" in Surat.' },
  ]);
  // Two enquiry mails that used every attempt (due tomorrow, so the app's runner leaves them alone until retried).
  for (const to of ['neha.vendor@example.in', 'arjun.vendor@example.in']) {
    await pgJobQueue(db).enqueue('send_mail', { to, subject: 'New enquiry: Crane for a week', text: 'Private enquiry text.' }, { runAt: new Date(Date.now() + 86_400_000) });
  }
  await db.execute(sql`SELECT graphile_worker.permanently_fail_jobs((SELECT array_agg(id) FROM graphile_worker._private_jobs), 'The mail server refused the message (550).')`);
  // Visits over the last days (India time) for the statistics screen.
  const { contractor: live } = await createContractorUser(db, { contractor: { companyName: 'Shivneri Infra Projects' } });
  await db.execute(sql`INSERT INTO visits (session_id, visited_type, visited_id, created_at)
    SELECT 'e2e-session', 'equipment', ${String(reviewed.id)}, now() - ((g * 7) % 23) * interval '1 day' FROM generate_series(1, 160) g`);
  await db.execute(sql`INSERT INTO visits (session_id, visited_type, visited_id, created_at)
    SELECT 'e2e-session', 'contractor', ${String(live.id)}, now() - (g % 11) * interval '1 day' FROM generate_series(1, 70) g`);
});

async function adminPage(openPage: OpenPage, width: number) {
  const page = await openPage({ width, height: 900 });
  await signIn(page, admin.email, admin.password);
  return page;
}

async function open(page: Page, path: string) {
  await page.goto(`/admin${path}`);
  await page.waitForLoadState('networkidle');
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('Admin Desk', () => {
  test('admin logs in, approves and rejects listings, verifies the vendor (badge on /equipments), hides a review and disables a user', async ({ page, openPage, errors }) => {
    // Log in through the header's dialog, as a person would.
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(admin.email);
    await login.getByLabel('Password').fill(admin.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await login.waitFor({ state: 'hidden' });

    await open(page, '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Desk');
    await expect.poll(async () => Number(await page.getByTestId('count-Pending equipment').textContent())).toBeGreaterThanOrEqual(2);

    // Moderation: approve one, reject the other with a reason.
    await page.getByRole('navigation', { name: 'Admin Desk' }).getByRole('link', { name: 'Moderation' }).click();
    await page.getByRole('heading', { name: 'Moderation queue' }).waitFor();
    const card = page.locator(`[data-testid="queue-item"][data-name="${approveMe.name}"]`);
    await expect(card.getByText('Gajanan Cranes and Earthmovers (Gajanan Shinde)', { exact: false })).toHaveCount(1);
    await expect(card.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', equipmentPath(approveMe.id, approveMe.name));
    await card.getByRole('button', { name: `Approve ${approveMe.name}` }).click();
    await card.waitFor({ state: 'detached' });
    await expect.poll(async () => (await testDb().select({ s: equipment.status }).from(equipment).where(eq(equipment.id, approveMe.id)))[0]!.s).toBe('approved');

    await page.getByRole('button', { name: `Reject ${rejectMe.name}` }).click();
    const reject = page.getByRole('dialog', { name: 'Reject listing' });
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(reject.getByText('Please give a reason for the rejection. The owner will see it.')).toHaveCount(1);
    await reject.getByLabel('Reason for the owner').fill('Photos are blurry. Please upload clear photos of the machine.');
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await reject.waitFor({ state: 'hidden' });
    await page.locator(`[data-testid="queue-item"][data-name="${rejectMe.name}"]`).waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await testDb().select().from(equipment).where(eq(equipment.id, rejectMe.id)))[0])
      .toMatchObject({ status: 'rejected', rejectionReason: 'Photos are blurry. Please upload clear photos of the machine.' });

    // Providers: verify the vendor.
    await open(page, `/providers?q=${encodeURIComponent('Gajanan')}`);
    const row = page.locator(`[data-testid="provider-row"][data-name="${vendorName}"]`);
    await row.getByRole('button', { name: `Verify ${vendorName}` }).click();
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();

    // The listing is public with the verified badge, on the list and on its detail page.
    await page.goto(`/equipments?q=${encodeURIComponent('Tata Hitachi EX200')}`);
    await page.waitForLoadState('networkidle');
    const pub = page.getByTestId('equipment-card').filter({ hasText: approveMe.name });
    await expect(pub.getByTestId('verified-badge')).toContainText('Documents checked');
    await page.goto(equipmentPath(approveMe.id, approveMe.name));
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('vendor-card').getByTestId('verified-badge')).toHaveCount(1);

    // Reviews: hide the rude one with a reason; it leaves the public page and the rating.
    await open(page, '/reviews?visibility=visible');
    const review = page.locator(`[data-testid="review-row"][data-text="${rude.text}"]`);
    await review.getByRole('button', { name: 'Hide' }).click();
    const hide = page.getByRole('dialog', { name: 'Hide review' });
    await hide.getByLabel('Why is it hidden?').fill('Abusive language.');
    await hide.getByRole('button', { name: 'Hide review' }).click();
    await hide.waitFor({ state: 'hidden' });
    await review.waitFor({ state: 'detached' });
    await expect.poll(async () => (await testDb().select().from(reviews).where(eq(reviews.id, rude.id)))[0]).toMatchObject({ isHidden: true, hiddenReason: 'Abusive language.' });
    await page.goto(equipmentPath(reviewedId, reviewedName));
    await page.waitForLoadState('networkidle');
    // The whole document, loader data included: the hidden text is not sent at all.
    expect(await page.content()).not.toContain(rude.text);
    expect((await testDb().select({ n: equipment.ratingCount, a: equipment.ratingAvg }).from(equipment).where(eq(equipment.id, reviewedId)))[0]).toEqual({ n: 1, a: 5 });

    // Users: disable the spammer, who is then signed out and cannot log in.
    const victimPage = await openPage();
    await signIn(victimPage, victim.email, victim.password);
    await open(page, `/users?q=${encodeURIComponent(victim.email)}`);
    await page.getByRole('button', { name: `Disable ${victim.email}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable this user?' });
    await confirm.getByRole('button', { name: 'Disable user' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect(page.locator(`[data-testid="user-row"][data-email="${victim.email}"]`).getByText('disabled', { exact: true })).toBeVisible();
    // Their open session has ended.
    expect((await victimPage.context().request.get('/api/account/me')).status()).toBe(401);
    // And the login dialog tells them why.
    const fresh = await openPage();
    await fresh.goto('/');
    await fresh.waitForLoadState('networkidle');
    await fresh.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    const d = fresh.getByRole('dialog', { name: 'Login' });
    await d.getByLabel('Email').fill(victim.email);
    await d.getByLabel('Password').fill(victim.password);
    await d.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(d.getByRole('alert')).toHaveText('This account has been disabled. Contact support.');

    // Contact messages: mark one handled.
    await open(page, '/messages?status=open');
    const msg = page.getByTestId('message-row').filter({ hasText: 'Listing my cranes' });
    await msg.getByRole('button', { name: 'Mark handled' }).click();
    await msg.waitFor({ state: 'detached' });
    await open(page, '/messages?status=handled');
    await expect(
      page
        .getByTestId('message-row')
        .filter({ hasText: 'Listing my cranes' })
        .getByText(/^Handled /),
    ).toHaveCount(1);

    // Every action is in the audit log, newest first.
    await open(page, '/audit');
    await expect
      .poll(async () => (await page.getByTestId('audit-row').locator('span.font-semibold').allTextContents()).slice(0, 6))
      .toEqual(['Handled message', 'Disabled user', 'Hid review', 'Verified', 'Rejected listing', 'Approved listing']);

    expect(errors).toEqual([]);
  });

  test('failed jobs: a failed mail shows with its error; Retry now sends it, Delete drops the other', async ({ openPage }) => {
    const page = await adminPage(openPage, 1280);
    await open(page, '');
    await page.getByRole('navigation', { name: 'Admin Desk' }).getByRole('link', { name: 'Failed jobs' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed jobs');
    const rows = page.getByTestId('job-row');
    await expect(rows).toHaveCount(2);
    const neha = rows.filter({ hasText: 'Email to ne•••@example.in' });
    await expect(neha).toContainText('failed');
    await expect(neha).toContainText('The mail server refused the message (550).');
    await expect(neha).toContainText(/Attempt (\d+) of \1/);
    await expect(page.getByText('Private enquiry text.')).toHaveCount(0);
    await neha.getByRole('button', { name: 'Retry now' }).click();
    await expect(page.getByText('The job will be attempted again now.')).toBeVisible();
    // Delivered (to the outbox) by the app's runner in the background, so it leaves the list: the admin reloads to see it gone.
    await expect(async () => {
      await page.reload();
      await expect(rows).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(rows.filter({ hasText: 'ne•••@example.in' })).toHaveCount(0);
    await rows.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this job?' });
    await expect(dialog).toContainText('Email to ar•••@example.in will not be attempted again.');
    await dialog.getByRole('button', { name: 'Delete job' }).click();
    await expect(page.getByText('Nothing has failed. Every job went through.')).toBeVisible();
    expect(errorsOf(page)).toEqual([]);
  });

  test('screens at 1280 and 375: no sideways scrolling, no serious accessibility problems', async ({ openPage }) => {
    for (const width of [1280, 375]) {
      const page = await adminPage(openPage, width);
      for (const s of SCREENS) {
        await open(page, s);
        await expect.poll(() => noHorizontalScroll(page), `${s} at ${width}`).toBe(true);
        expect(await violations(page), `${s} at ${width}`).toEqual([]);
      }
      if (width === 1280) {
        // A hand-edited URL with bad filters falls back to the defaults, not an error page.
        const res = await page.goto(`/admin/users?q=${'x'.repeat(300)}&role=Boss&page=abc`);
        expect(res?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
      }
      if (width === 375) {
        await open(page, '/reviews');
        await page.getByRole('button', { name: 'Hide' }).first().click();
        await expect(page.getByRole('dialog', { name: 'Hide review' })).toBeVisible();
      }
      expect(errorsOf(page), `console at ${width}`).toEqual([]);
    }
  });

  test('guests see the login prompt and other roles a refusal, never the desk', async ({ openPage }) => {
    const guest = await openPage({ width: 375, height: 800 });
    const res = await guest.goto('/admin/users');
    expect(res?.status()).toBe(401);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Please log in to continue');
    expect(await guest.content()).not.toContain(victim.email);
    const client = await createLoginUser(testDb());
    const page = await openPage({ width: 375, height: 800 });
    await signIn(page, client.email, client.password);
    const r2 = await page.goto('/admin/moderation');
    expect(r2?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This area is not for your account');
  });
});
