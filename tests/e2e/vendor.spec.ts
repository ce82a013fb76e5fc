import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { equipmentPath } from '../../lib/urls.ts';
import { gstinCheckChar } from '../../lib/gstin.ts';
import { equipment, users, vendors } from '../../db/schema/index.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendorUser } from '../fixtures/factories.ts';
import { violations } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';

const b = useBrowser();
/** A full-page screenshot from the top, nothing focused (so sticky parts sit where a user first sees them). */
const shot = async (page: Page, name: string) => {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await b.screenshot(page, name);
};
let photoPath: string;
let logoPath: string;
const GSTIN = '27AAPFU0939F1Z' + gstinCheckChar('27AAPFU0939F1Z');

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bm-vendor-'));
  photoPath = path.join(dir, 'backhoe.jpg');
  writeFileSync(photoPath, await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#e9a81c' } }).jpeg().toBuffer());
  logoPath = path.join(dir, 'logo.png');
  writeFileSync(logoPath, await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0a2540' } }).png().toBuffer());
});

describe('a vendor on a phone', () => {
  it('registers, lists a machine with a photo (pending, not public) and edits the profile', async () => {
    const page = await b.page(375, 800);
    const email = `ganesh-${randomUUID().slice(0, 8)}@example.in`;
    await page.goto(`${b.base()}/account/register?role=vendor`);
    await expect(page.getByRole('heading', { name: 'List with us for free' }).isVisible()).resolves.toBe(true);
    await shot(page, 'vendor-register-375');
    expect(await violations(page)).toEqual([]);

    // Empty submit: the schema's messages under the fields.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Please enter your company or full name.').waitFor();
    expect(await page.getByText('Please enter a valid 10-digit Indian mobile number.').isVisible()).toBe(true);

    await page.getByLabel('Company name').fill('Shree Ganesh Earthmovers');
    await page.getByLabel('Contact person').fill('Ganesh Patil');
    await page.getByLabel('Mobile number').fill('98220 12345');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('combobox', { name: 'City' }).fill('Pun');
    await page.getByRole('option', { name: /^Pune Maharashtra/ }).click();
    expect(await page.getByLabel('State').inputValue()).toBe('Maharashtra');
    await page.getByLabel('GSTIN (optional)').fill(GSTIN);
    await page.getByLabel('Password', { exact: true }).fill('Secret@123');
    await page.getByLabel('Confirm password').fill('Secret@124');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Passwords do not match.').waitFor();
    await page.getByLabel('Confirm password').fill('Secret@123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/manage/equipments');
    await page.getByText('No machines listed yet.').waitFor();
    const [u] = await testDb().select().from(users).where(eq(users.email, email));
    const [v] = await testDb().select().from(vendors).where(eq(vendors.userId, u!.id));
    expect(v).toMatchObject({ name: 'Shree Ganesh Earthmovers', gstin: GSTIN, city: 'Pune', isVerified: false });

    // A new listing with a photo.
    await page.getByRole('link', { name: 'Add equipment' }).first().click();
    await page.waitForURL('**/manage/equipments/new');
    await page.getByLabel('Category').selectOption('earth-moving-equipment');
    await page.getByLabel('Machine type').selectOption('backhoe-loader');
    expect(await page.getByLabel('Listing title').inputValue()).toBe('Backhoe Loader');
    await page.getByLabel('Listing title').fill('JCB 3DX Backhoe Loader');
    await page.getByLabel('Brand', { exact: true }).fill('JCB');
    await page.getByLabel('Year', { exact: true }).fill('2019');
    expect(await page.getByRole('combobox', { name: 'City' }).inputValue()).toBe('Pune'); // the company's city by default
    await page.getByTestId('thumbnail-input').setInputFiles(photoPath);
    await page.getByAltText('Main photo preview').waitFor();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('Please enter the monthly rent in rupees.').waitFor();
    await page.getByLabel('Monthly rent (₹)').fill('145000');
    await page.getByLabel('Specification and machine history').fill('One owner, 6,200 hours, serviced every 500 hours.');
    await shot(page, 'vendor-editor-375');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.waitForURL('**/manage/equipments');
    const card = page.getByTestId('own-equipment').filter({ hasText: 'JCB 3DX Backhoe Loader' });
    await card.getByText('Pending review').waitFor();
    await shot(page, 'vendor-equipments-375');
    // Checked once every toast is gone: a toast fading in or out blends its colours with the page.
    await page.waitForFunction(() => !document.querySelector('[data-sonner-toast]'), undefined, { timeout: 10_000 });
    expect(await violations(page)).toEqual([]);

    const [row] = await testDb().select().from(equipment).where(eq(equipment.vendorId, v!.id));
    expect(row).toMatchObject({ status: 'pending', monthlyRate: 145000, catalogueSlug: 'backhoe-loader' });
    expect(row!.thumbnailUrl).toMatch(/\.webp$/);
    // Not public: a guest gets 404.
    const guest = await b.page(375, 800);
    const res = await guest.goto(`${b.base()}${equipmentPath(row!.id, row!.name)}`);
    expect(res?.status()).toBe(404);

    // Edit Profile.
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.waitForURL('**/manage/vendor-profile');
    await page.getByTestId('logo-input').setInputFiles(logoPath);
    await page.getByLabel('Year established').fill('2004');
    await page.getByLabel('Service areas').fill('Maharashtra, Goa');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('status').filter({ hasText: 'Profile updated.' }).waitFor();
    await shot(page, 'vendor-profile-375');
    const [after] = await testDb().select().from(vendors).where(eq(vendors.id, v!.id));
    expect(after).toMatchObject({ yearEstablished: 2004, serviceAreas: 'Maharashtra, Goa' });
    expect(after!.logoUrl).toMatch(/^\/uploads\/logos\/.+-256w\.webp$/);
    expect((page as unknown as { errors: string[] }).errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});

describe('a vendor on a desktop', () => {
  it('sees statuses and the rejection reason, pauses, edits back to review, and gets the pencil on their own live listing only', async () => {
    const { user, vendor } = await createVendorUser(testDb(), { vendor: { name: 'Patil Cranes', city: 'Nashik', state: 'Maharashtra' } });
    const live = await createEquipment(testDb(), vendor.id, { name: 'ACE 14 t Pick and Carry Crane', catalogueSlug: 'pick-and-carry-crane', category: 'lifting-equipment', viewCount: 128, city: 'Nashik' });
    const rejected = await createEquipment(testDb(), vendor.id, { name: 'Schwing Concrete Pump', catalogueSlug: 'concrete-pump', category: 'concrete-equipment', status: 'rejected', rejectionReason: 'The photo shows a different machine.', city: 'Nashik' });
    const page = await b.page(1280, 900);
    await signIn(page, b.base(), user.email, 'Secret@123');
    await page.goto(`${b.base()}/manage/equipments`);
    await page.getByText('The photo shows a different machine.').waitFor();
    await shot(page, 'vendor-equipments-1280');

    // Pause and resume the live one.
    await page.getByRole('button', { name: `Pause ${live.name}` }).click();
    await page.getByRole('button', { name: `Resume ${live.name}` }).waitFor();
    await page.getByRole('button', { name: `Resume ${live.name}` }).click();
    await page.getByRole('button', { name: `Pause ${live.name}` }).waitFor();

    // The pencil on the public page: the owner only.
    await page.goto(`${b.base()}${equipmentPath(live.id, live.name)}`);
    await page.getByRole('link', { name: 'Edit listing' }).click();
    await page.waitForURL(`**/manage/equipments/${live.id}`);
    const other = await createVendorUser(testDb());
    const otherPage = await b.page(1280, 900);
    await signIn(otherPage, b.base(), other.user.email, 'Secret@123');
    await otherPage.goto(`${b.base()}${equipmentPath(live.id, live.name)}`);
    expect(await otherPage.getByRole('link', { name: 'Edit listing' }).count()).toBe(0);
    const foreign = await otherPage.goto(`${b.base()}/manage/equipments/${live.id}`);
    expect(foreign?.status()).toBe(404);

    // Editing the rejected listing: the reason and the re-review note, then back to pending.
    await page.goto(`${b.base()}/manage/equipments/${rejected.id}`);
    await page.getByText('Saving sends this listing back for review.').waitFor();
    await page.getByLabel('Monthly rent (₹)').fill('90000');
    await shot(page, 'vendor-editor-1280');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save and send for review' }).click();
    await page.waitForURL('**/manage/equipments');
    await page.getByTestId('own-equipment').filter({ hasText: 'Schwing Concrete Pump' }).getByText('Pending review').waitFor();

    // Delete with confirmation.
    await page.getByRole('button', { name: 'Delete Schwing Concrete Pump' }).click();
    await page.getByRole('dialog', { name: 'Delete this listing?' }).getByRole('button', { name: 'Delete listing' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete Schwing Concrete Pump' }).waitFor({ state: 'detached' });
    expect(await page.getByTestId('own-equipment').count()).toBe(1);
    expect(await testDb().select().from(equipment).where(eq(equipment.id, rejected.id))).toEqual([]);

    await page.goto(`${b.base()}/manage/vendor-profile`);
    await shot(page, 'vendor-profile-1280');
    expect(await violations(page)).toEqual([]);

    const guest = await b.page(1280, 900);
    await guest.goto(`${b.base()}/account/register`);
    await guest.getByRole('radio', { name: /Contractor/ }).check({ force: true });
    await guest.getByLabel('Company name').waitFor();
    await shot(guest, 'vendor-register-1280');
    expect(await violations(guest)).toEqual([]);
  });
});
