import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { equipmentPath } from '../../lib/urls.ts';
import { gstinCheckChar } from '../../lib/gstin.ts';
import { equipment, users, vendors } from '../../db/schema/index.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendorUser } from '../fixtures/factories.ts';
import { violations } from './axe.ts';
import { errorsOf, expect, signIn, test, toasts } from './fixtures.ts';

test.use({ specFile: import.meta.url });
let photoPath: string;
let logoPath: string;
const GSTIN = '27AAPFU0939F1Z' + gstinCheckChar('27AAPFU0939F1Z');

test.beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bm-vendor-'));
  photoPath = path.join(dir, 'backhoe.jpg');
  writeFileSync(
    photoPath,
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#e9a81c' } })
      .jpeg()
      .toBuffer(),
  );
  logoPath = path.join(dir, 'logo.png');
  writeFileSync(
    logoPath,
    await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0a2540' } })
      .png()
      .toBuffer(),
  );
});

test.describe('a vendor on a phone', () => {
  test('registers, lists a machine with a photo (pending, not public) and edits the profile', async ({ openPage }) => {
    const page = await openPage({ width: 375, height: 800 });
    const email = `ganesh-${randomUUID().slice(0, 8)}@example.in`;
    await page.goto('/account/register?role=vendor');
    await expect(page.getByRole('heading', { name: 'List with us for free' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // Empty submit: the schema's messages under the fields.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter your company or full name.')).toBeVisible();
    await expect(page.getByText('Please enter a valid 10-digit Indian mobile number.')).toBeVisible();

    await page.getByLabel('Company name').fill('Shree Ganesh Earthmovers');
    await page.getByLabel('Contact person').fill('Ganesh Patil');
    await page.getByLabel('Mobile number').fill('98220 12345');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('combobox', { name: 'City' }).fill('Pun');
    await page.getByRole('option', { name: /^Pune Maharashtra/ }).click();
    await expect(page.getByLabel('State')).toHaveValue('Maharashtra');
    await page.getByLabel('GSTIN (optional)').fill(GSTIN);
    await page.getByLabel('Password', { exact: true }).fill('Secret@123');
    await page.getByLabel('Confirm password').fill('Secret@124');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm password').fill('Secret@123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/manage/equipments');
    await expect(page.getByText('No machines listed yet.')).toBeVisible();
    const [u] = await testDb().select().from(users).where(eq(users.email, email));
    const [v] = await testDb().select().from(vendors).where(eq(vendors.userId, u!.id));
    expect(v).toMatchObject({ name: 'Shree Ganesh Earthmovers', gstin: GSTIN, city: 'Pune', isVerified: false });

    // A new listing with a photo.
    await page.getByRole('link', { name: 'Add equipment' }).first().click();
    await page.waitForURL('**/manage/equipments/new');
    await page.getByLabel('Category').selectOption('earth-moving-equipment');
    await page.getByLabel('Machine type').selectOption('backhoe-loader');
    await expect(page.getByLabel('Listing title')).toHaveValue('Backhoe Loader');
    await page.getByLabel('Listing title').fill('JCB 3DX Backhoe Loader');
    await page.getByLabel('Brand', { exact: true }).fill('JCB');
    await page.getByLabel('Year', { exact: true }).fill('2019');
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Pune'); // the company's city by default
    await page.getByTestId('thumbnail-input').setInputFiles(photoPath);
    await expect(page.getByAltText('Main photo preview')).toBeVisible();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await expect(page.getByText('Please enter at least one rent: per day, per month or per hour.')).toBeVisible();
    await page.getByLabel('Monthly rent (₹)').fill('145000');
    await page.getByLabel('Specification and machine history').fill('One owner, 6,200 hours, serviced every 500 hours.');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.waitForURL('**/manage/equipments');
    const card = page.getByTestId('own-equipment').filter({ hasText: 'JCB 3DX Backhoe Loader' });
    await expect(card.getByText('Pending review')).toBeVisible();
    // Checked once the toast has come and gone (sonner mounts on the first toast, a moment after the
    // navigation): a toast fading in or out blends its colours with the page.
    await expect(toasts(page).filter({ hasText: 'Listing created. It is pending review.' })).not.toHaveCount(0);
    await expect(toasts(page)).toHaveCount(0, { timeout: 15_000 });
    expect(await violations(page)).toEqual([]);

    const [row] = await testDb().select().from(equipment).where(eq(equipment.vendorId, v!.id));
    expect(row).toMatchObject({ status: 'pending', monthlyRate: 145000, catalogueSlug: 'backhoe-loader' });
    expect(row!.thumbnailUrl).toMatch(/\.webp$/);
    // Not public: a guest gets 404.
    const guest = await openPage({ width: 375, height: 800 });
    const res = await guest.goto(equipmentPath(row!.id, row!.name));
    expect(res?.status()).toBe(404);

    // Edit Profile.
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.waitForURL('**/manage/vendor-profile');
    await page.getByTestId('logo-input').setInputFiles(logoPath);
    await page.getByLabel('Year established').fill('2004');
    await page.getByLabel('Service areas').fill('Maharashtra, Goa');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated.' })).toBeVisible();
    const [after] = await testDb().select().from(vendors).where(eq(vendors.id, v!.id));
    expect(after).toMatchObject({ yearEstablished: 2004, serviceAreas: 'Maharashtra, Goa' });
    expect(after!.logoUrl).toMatch(/^\/uploads\/logos\/.+-256w\.webp$/);
    expect(errorsOf(page).filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});

test.describe('a vendor on a desktop', () => {
  test('sees statuses and the rejection reason, pauses, edits back to review, and gets the pencil on their own live listing only', async ({ page, openPage }) => {
    const { user, vendor } = await createVendorUser(testDb(), { vendor: { name: 'Patil Cranes', city: 'Nashik', state: 'Maharashtra' } });
    const live = await createEquipment(testDb(), vendor.id, {
      name: 'ACE 14 t Pick and Carry Crane',
      catalogueSlug: 'pick-and-carry-crane',
      category: 'lifting-equipment',
      viewCount: 128,
      city: 'Nashik',
    });
    const rejected = await createEquipment(testDb(), vendor.id, {
      name: 'Schwing Concrete Pump',
      catalogueSlug: 'concrete-pump',
      category: 'concrete-equipment',
      status: 'rejected',
      rejectionReason: 'The photo shows a different machine.',
      city: 'Nashik',
    });
    await signIn(page, user.email, 'Secret@123');
    await page.goto('/manage/equipments');
    await expect(page.getByText('The photo shows a different machine.')).toBeVisible();

    // Pause and resume the live one.
    await page.getByRole('button', { name: `Pause ${live.name}` }).click();
    await expect(page.getByRole('button', { name: `Resume ${live.name}` })).toBeVisible();
    await page.getByRole('button', { name: `Resume ${live.name}` }).click();
    await expect(page.getByRole('button', { name: `Pause ${live.name}` })).toBeVisible();

    // The pencil on the public page: the owner only.
    await page.goto(equipmentPath(live.id, live.name));
    await page.getByRole('link', { name: 'Edit listing' }).click();
    await page.waitForURL(`**/manage/equipments/${live.id}`);
    const other = await createVendorUser(testDb());
    const otherPage = await openPage();
    await signIn(otherPage, other.user.email, 'Secret@123');
    await otherPage.goto(equipmentPath(live.id, live.name));
    // Hydrated, so a pencil drawn by the browser would be there by now.
    await otherPage.waitForLoadState('networkidle');
    await expect(otherPage.getByRole('link', { name: 'Edit listing' })).toHaveCount(0);
    const foreign = await otherPage.goto(`/manage/equipments/${live.id}`);
    expect(foreign?.status()).toBe(404);

    // Editing the rejected listing: the reason and the re-review note, then back to pending.
    await page.goto(`/manage/equipments/${rejected.id}`);
    await expect(page.getByText('Saving sends this listing back for review.')).toBeVisible();
    await page.getByLabel('Monthly rent (₹)').fill('90000');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save and send for review' }).click();
    await page.waitForURL('**/manage/equipments');
    await expect(page.getByTestId('own-equipment').filter({ hasText: 'Schwing Concrete Pump' }).getByText('Pending review')).toBeVisible();

    // Delete with confirmation.
    await page.getByRole('button', { name: 'Delete Schwing Concrete Pump' }).click();
    await page.getByRole('dialog', { name: 'Delete this listing?' }).getByRole('button', { name: 'Delete listing' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Schwing Concrete Pump' })).toHaveCount(0);
    await expect(page.getByTestId('own-equipment')).toHaveCount(1);
    await expect.poll(() => testDb().select().from(equipment).where(eq(equipment.id, rejected.id))).toEqual([]);

    await page.goto('/manage/vendor-profile');
    expect(await violations(page)).toEqual([]);

    const guest = await openPage();
    await guest.goto('/account/register');
    await guest.getByRole('radio', { name: /Contractor/ }).check({ force: true });
    await expect(guest.getByLabel('Company name')).toBeVisible();
    expect(await violations(guest)).toEqual([]);
  });
});
