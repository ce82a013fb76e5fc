import { mkdtempSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { equipment } from '../../db/schema/index.ts';
import { MANAGE } from '../../lib/manage-urls.ts';
import { equipmentPath } from '../../lib/urls.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createLoginUser, createVendorUser } from '../fixtures/factories.ts';
import { PDF_BYTES } from '../fixtures/multipart.ts';
import { expect, signIn, test } from './fixtures.ts';
import { englishLeft, expectNoSidewaysScroll } from './hindi.ts';

/** Photos up to 20 MB, the equipment document for signed-in people, and the enquiry's hire details (docs/decisions/053). */
test.use({ specFile: import.meta.url });

const SHOTS = 'test-results/equipment-files';
let vendor: Awaited<ReturnType<typeof createVendorUser>>;
let client: Awaited<ReturnType<typeof createLoginUser>>;
let machine: { id: number; name: string };
let bigPhoto: string;
const inDays = (n: number) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async () => {
  const db = testDb();
  vendor = await createVendorUser(db, { vendor: { name: 'Deccan Earthmovers' } });
  client = await createLoginUser(db, 'Client@123', { fullName: 'Farah Khan', phone: '9876500011', emailConfirmed: true });
  machine = await createEquipment(db, vendor.vendor.id, { name: 'JCB 3DX Backhoe Loader', city: 'Pune', state: 'Maharashtra', brand: 'JCB' });
  // A camera-sized JPEG of 15–20 MB (noise hardly compresses), made here rather than kept in git.
  const dir = mkdtempSync(path.join(tmpdir(), 'bm-files-'));
  bigPhoto = path.join(dir, 'DSC_0042.JPG');
  const jpeg = await sharp(randomBytes(3000 * 2100 * 3), { raw: { width: 3000, height: 2100, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
  expect(jpeg.length).toBeGreaterThan(15 * 1024 * 1024);
  writeFileSync(bigPhoto, jpeg);
});

test('the vendor editor takes a 17 MB camera photo and the server stores it resized', async ({ page }) => {
  await signIn(page, vendor.user.email, 'Secret@123');
  await page.goto(`/manage/equipments/${machine.id}`);
  await page.waitForLoadState('networkidle');
  await page.getByTestId('thumbnail-input').setInputFiles(bigPhoto);
  await expect(page.getByText(/must be at most/)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/editor-big-photo-1280.png` });
  await page.getByRole('button', { name: /^Save/ }).click();
  await page.waitForURL('**/manage/equipments');
  const [row] = await testDb().select({ url: equipment.thumbnailUrl }).from(equipment).where(eq(equipment.id, machine.id));
  expect(row!.url).toMatch(/^\/uploads\/equipments\/[0-9a-f]{24}-640w\.webp$/);
  const file = await page.request.get(row!.url!.replace('-640w', '-1600w'));
  expect(file.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await file.body()).metadata()).width).toBe(1600);
  await testDb().update(equipment).set({ status: 'approved' }).where(eq(equipment.id, machine.id));
});

test.describe('the equipment document', () => {
  test.beforeAll(async ({ app }) => {
    await app.fastify.storage.put('documents/e2e-brochure.pdf', PDF_BYTES);
    await testDb()
      .update(equipment)
      .set({ equipmentDocUrl: app.fastify.storage.url('documents/e2e-brochure.pdf'), status: 'approved' })
      .where(eq(equipment.id, machine.id));
  });

  for (const width of [375, 1280]) {
    test(`a guest is asked to log in, then downloads it (${width} px)`, async ({ openPage }) => {
      const page = await openPage({ width, height: 800 });
      await page.goto(equipmentPath(machine.id, machine.name));
      await page.waitForLoadState('networkidle');
      const box = page.getByTestId('equipment-document');
      await expect(box).toContainText('Document from the vendor (PDF)');
      await expect(box.getByRole('link')).toHaveCount(0);
      await expectNoSidewaysScroll(page, width);
      await box.screenshot({ path: `${SHOTS}/document-guest-${width}.png` });
      await page.screenshot({ path: `${SHOTS}/detail-guest-${width}.png` });
      await box.getByRole('button', { name: 'Log in to see it' }).click();
      const login = page.getByRole('dialog', { name: 'Login' });
      await login.getByLabel('Email').fill(client.email);
      await login.getByLabel('Password').fill('Client@123');
      await login.getByRole('button', { name: 'Login', exact: true }).click();
      const link = box.getByRole('link', { name: 'Download document' });
      await expect(link).toHaveAttribute('href', `/api/equipment/document?id=${machine.id}`);
      await box.screenshot({ path: `${SHOTS}/document-signed-in-${width}.png` });
      const pdf = await page.request.get(`/api/equipment/document?id=${machine.id}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
    });
  }
});

test.describe('the equipment enquiry asks what the vendor needs to quote', () => {
  for (const width of [375, 1280]) {
    test(`a client sends start date, duration, site and operator; the vendor reads them first (${width} px)`, async ({ openPage }) => {
      const page = await openPage({ width, height: 800 });
      await signIn(page, client.email, 'Client@123');
      await page.goto(equipmentPath(machine.id, machine.name));
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Send Enquiry', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'Send Enquiry' });
      await form.getByLabel('Message').fill('Basement excavation, about 900 cubic metres.');
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      for (const message of ['Please choose the start date.', 'Please enter the duration.', 'Please enter the site city or PIN code.', 'Please say whether you need an operator.'])
        await expect(form.getByText(message)).toHaveCount(1);
      await expect(form.getByLabel('Start date')).toHaveAttribute('aria-invalid', 'true');
      await page.screenshot({ path: `${SHOTS}/enquiry-errors-${width}.png`, fullPage: true });

      await form.getByLabel('Start date').fill(inDays(5));
      await form.getByLabel('Duration').fill('3');
      await form.getByLabel('Unit', { exact: true }).selectOption('weeks');
      await form.getByLabel('Site city or PIN code').fill('Atlantis');
      await form.getByLabel('No, machine only').check();
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      // The server places the site: its refusal sits next to the field.
      await expect(form.getByText("We could not find 'Atlantis'. Enter a city or a 6-digit PIN code.")).toHaveCount(1);
      await expect(form.getByLabel('Site city or PIN code')).toHaveAttribute('aria-invalid', 'true');
      await form.getByLabel('Site city or PIN code').fill('Bangalore');
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await expect(form.getByRole('status')).toHaveText('Enquiry submitted successfully!');
      await page.screenshot({ path: `${SHOTS}/enquiry-sent-${width}.png` });
      await form.getByText('Close', { exact: true }).click();
      await expect(form).toBeHidden();

      const rows = await testDb().execute<{ id: number }>(sql`SELECT id FROM enquiries WHERE user_id = ${client.id} ORDER BY id DESC LIMIT 1`);
      const id = rows.rows[0]!.id;
      // The client's own view.
      await page.goto('/client/manage?tab=enquiries');
      await page.getByRole('button', { name: 'View Detail' }).first().click();
      const mine = page.getByRole('dialog').getByTestId('hire-summary');
      await expect(mine).toContainText('3 weeks');
      await expect(mine).toContainText('Bengaluru, Karnataka');
      await expect(mine).toContainText('Not needed (machine only)');
      await page.screenshot({ path: `${SHOTS}/client-view-${width}.png` });

      // The vendor's thread: the hire details above the conversation.
      const vendorPage = await openPage({ width, height: 800 });
      await signIn(vendorPage, vendor.user.email, 'Secret@123');
      await vendorPage.goto(MANAGE.enquiry(id));
      const hire = vendorPage.getByTestId('hire-summary');
      await expect(hire).toContainText('What the client needs');
      await expect(hire).toContainText('3 weeks');
      await expect(hire).toContainText('Bengaluru, Karnataka');
      await expectNoSidewaysScroll(vendorPage, width);
      await vendorPage.screenshot({ path: `${SHOTS}/provider-thread-${width}.png` });
    });
  }

  test('the Hindi dialog at 375 px has no English left, errors included', async ({ openPage }) => {
    const page = await openPage({ width: 375, height: 800 });
    await signIn(page, client.email, 'Client@123');
    await page.goto(`/hi${equipmentPath(machine.id, machine.name)}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'पूछताछ भेजें' }).click();
    const form = page.getByRole('dialog', { name: 'पूछताछ भेजें' });
    await expect(form.getByLabel('साइट का शहर या PIN कोड')).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
    await form.getByRole('button', { name: 'पूछताछ भेजें' }).click();
    await expect(form.getByText('कृपया शुरू होने की तारीख चुनें।')).toHaveCount(1);
    expect(await englishLeft(page)).toEqual([]);
    await expectNoSidewaysScroll(page, 375);
    await page.screenshot({ path: `${SHOTS}/enquiry-hindi-375.png`, fullPage: true });
  });
});
