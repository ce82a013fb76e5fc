import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { contractorPath, equipmentPath } from '../../lib/urls.ts';
import { contractors } from '../../db/schema/index.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractorUser, createEquipment, createLoginUser, createVendorUser } from '../fixtures/factories.ts';
import { violations } from './axe.ts';
import { errorsOf, expect, signIn, toasts, type OpenPage } from './fixtures.ts';
import { mailTo, testWithMail } from './mail-fixtures.ts';

/**
 * The contractor loop of docs/product.md#contractor-workspace: edit the profile, add a project, receive a client's enquiry in
 * the inbox (unread, with a mail), open it, reply, set In progress; the client sees the
 * 'Contractor' reply in /client/manage and the reply mail. The app sends mail to a real SMTP
 * capture (one for the file, like its app).
 */
const test = testWithMail;
test.use({ specFile: import.meta.url });

async function pageAs(openPage: OpenPage, email: string, width = 1280) {
  const page = await openPage({ width });
  await signIn(page, email, 'Secret@123');
  return page;
}
/** No sideways scrolling: the page is no wider than the window. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('contractor: profile, projects and the enquiry inbox', () => {
  // Whole loops through four or five browser contexts: about a minute on the shared 2-core machine, so twice the suite's limit.
  test.describe.configure({ timeout: 120_000 });

  test('edits the profile, adds a project, answers a client’s enquiry and moves it to in progress', async ({ openPage, smtp, app }) => {
    const db = testDb();
    const { user, contractor } = await createContractorUser(db, {
      contractor: {
        companyName: 'Deccan Roadways',
        email: 'office@deccan-roadways.in',
        mobile: '9890011122',
        state: 'Maharashtra',
        city: 'Pune',
        contractorTypes: ['Road Contractor'],
        workLocations: ['Pune'],
      },
    });
    const logo = path.join(mkdtempSync(path.join(tmpdir(), 'bm-logo-')), 'logo.png');
    writeFileSync(
      logo,
      await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0f1e36' } })
        .png()
        .toBuffer(),
    );

    // 1. Edit Profile: approved now; the screen warns that saving sends it back for review.
    const page = await pageAs(openPage, user.email);
    await page.goto('/manage/contractor-profile');
    await expect(page.getByTestId('listing-status').getByText('Approved and public')).toBeVisible();
    await expect(page.getByTestId('review-note')).toContainText('Saving changes sends it back for review');
    await page.getByLabel('Owner name').fill('Vikram Deshmukh');
    await page.getByLabel('Year of establishment').fill('2009');
    await page.getByLabel('Labour strength (workers)').fill('180');
    await page.getByLabel('Website').fill('www.deccan-roadways.in');
    await page.getByRole('combobox', { name: 'Contractor types *' }).fill('bridge');
    await page.getByRole('option', { name: 'Bridge Contractor' }).click();
    await page.getByRole('combobox', { name: 'Working sectors' }).fill('Roads');
    await page.getByRole('option', { name: 'Roads & Highways' }).click();
    await page.getByRole('combobox', { name: 'Certificates' }).fill('ISO 9001:2015');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.locator('input[type=file]').setInputFiles(logo);
    // A bad GSTIN is caught in the browser with the server's message.
    await page.getByLabel('GSTIN').fill('27ABC');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('GSTIN must be 15 characters.')).toBeVisible();
    await page.getByLabel('GSTIN').fill('');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByTestId('listing-status').getByText('Pending review')).toBeVisible();
    await expect(toasts(page).last()).toContainText('Profile saved. It is pending review');
    const [row] = await db.select().from(contractors).where(eq(contractors.id, contractor.id));
    expect(row).toMatchObject({
      ownerName: 'Vikram Deshmukh',
      yearOfEstablishment: 2009,
      laborStrength: 180,
      website: 'https://www.deccan-roadways.in',
      contractorTypes: ['Road Contractor', 'Bridge Contractor'],
      certificates: ['ISO 9001:2015'],
      status: 'pending',
    });
    expect(row!.logoUrl).toMatch(/^\/uploads\/logos\/.+-256w\.webp$/);
    // Reloaded without the toast (sonner's success colours are the toaster's own, checked elsewhere).
    await page.reload();
    await expect(page.getByTestId('listing-status').getByText('Pending review')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // The Admin Desk (another screen) approves it again.
    await db.update(contractors).set({ status: 'approved' }).where(eq(contractors.id, contractor.id));

    // 2. Manage Projects: add one; it shows on the public page.
    await page.goto('/manage/projects');
    await expect(page.getByText('No projects yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add project' }).click();
    const d = page.getByRole('dialog', { name: 'Add project' });
    await d.getByRole('button', { name: 'Add project' }).click();
    await expect(d.getByText('Title is required.')).toBeVisible();
    await d.getByLabel('Title *').fill('Pune–Satara highway widening, 24 km');
    await d.getByRole('combobox', { name: 'Location' }).fill('Sata');
    await d.getByRole('option', { name: 'Satara' }).click();
    await d.getByLabel('Sector').selectOption('State Highways');
    await d.getByLabel('Description').fill('Four-laning with drains and two minor bridges for the state PWD.');
    await d.getByRole('button', { name: 'Add project' }).click();
    await expect(page.getByTestId('project').getByText('Pune–Satara highway widening, 24 km')).toBeVisible();
    await expect(page.getByTestId('project')).toContainText('State Highways');
    await page.reload();
    await expect(page.getByTestId('project').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    const pub = await page.context().request.post('/api/public/v3/contractor-detail', { data: { id: contractor.id } });
    expect((await pub.json()).data.projects.map((p: { Title: string }) => p.Title)).toEqual(['Pune–Satara highway widening, 24 km']);

    // 3. A client sends an enquiry from the public contractor page's call.
    const client = await createLoginUser(db, 'Secret@123', { fullName: 'Sunita Joshi' });
    const cpage = await pageAs(openPage, client.email, 375);
    const sent = await cpage.context().request.post('/api/enquiry/submit', {
      headers: { origin: app.base },
      data: {
        name: 'Sunita Joshi',
        email: client.email,
        phone: '9822334455',
        subject: 'Approach road for our plant',
        message: 'We need a 1.2 km approach road at Ranjangaon MIDC. Can you quote?',
        contractorId: contractor.id,
        isContractor: true,
      },
    });
    expect(sent.status()).toBe(200);
    const enquiryId = (await sent.json()).id as number;
    expect(await mailTo(smtp, 'office@deccan-roadways.in', 'New enquiry: Approach road for our plant')).toContain(`/manage/enquiries/${enquiryId}`);

    // 4. The inbox shows it unread; opening it marks it read.
    await page.goto('/manage/enquiries');
    const item = page.getByTestId('inbox-item').first();
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(item).toContainText('Sunita Joshi');
    await expect(page.getByTestId('inbox-summary')).toContainText('1 unread');
    expect(await violations(page)).toEqual([]);
    await item.getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Approach road for our plant' })).toBeVisible();
    // The phone as typed (9822334455) is stored in one form, an Indian mobile's (docs/decisions/029), and called as such.
    for (const t of ['Sunita Joshi', client.email, '+91 98223 34455']) await expect(page.getByRole('complementary').getByText(t).first(), t).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('link', { name: '+91 98223 34455' })).toHaveAttribute('href', 'tel:+919822334455');
    await expect(page.getByRole('link', { name: 'Deccan Roadways' })).toHaveAttribute('href', contractorPath(contractor.id, 'Deccan Roadways'));

    // 5. Reply and move to in progress.
    await page.getByLabel('Your reply').fill('Yes. Our engineer can visit the site on Monday; rough cost ₹38 lakh.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('sender')).toHaveText(['Sunita Joshi', 'You']);
    await page.getByRole('button', { name: 'Mark in progress' }).click();
    await expect(page.getByTestId('thread-status')).toHaveText('in progress');
    await expect(page.getByRole('button', { name: 'Close enquiry' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Approach road for our plant' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(await mailTo(smtp, client.email, 'Reply to your enquiry: Approach road for our plant')).toContain('/client/manage?tab=enquiries');

    await page.goto('/manage/enquiries');
    await expect(page.getByTestId('inbox-item').first()).toHaveAttribute('data-unread', 'false');

    // 6. The client sees the 'Contractor' reply and the status in their area.
    await cpage.goto('/client/manage?tab=enquiries');
    await cpage.getByRole('tab', { name: 'Contractor Enquiries' }).click();
    const card = cpage.getByTestId('enquiry-card').first();
    await expect(card.getByText('Approach road for our plant')).toBeVisible();
    await expect(card.getByTestId('status-badge')).toHaveText('in progress');
    await card.getByRole('button', { name: 'View Detail' }).click();
    const cd = cpage.getByRole('dialog', { name: 'Contractor Enquiry Detail' });
    await expect(cd.getByTestId('sender')).toHaveText(['You', 'Contractor']);
    await expect(cd.getByText('Our engineer can visit the site on Monday', { exact: false })).toBeVisible();

    // 7. The four screens on a phone: nothing scrolls sideways.
    const phone = await pageAs(openPage, user.email, 375);
    for (const url of ['/manage/contractor-profile', '/manage/projects', '/manage/enquiries', `/manage/enquiries/${enquiryId}`]) {
      await phone.goto(url);
      await phone.waitForLoadState('networkidle');
      await expect.poll(() => overflow(phone), url).toBeLessThanOrEqual(0);
    }
    expect([...errorsOf(page), ...errorsOf(cpage), ...errorsOf(phone)]).toEqual([]);
  });

  test('a vendor answers an enquiry about a machine; the client sees the Vendor reply', async ({ openPage, smtp, app }) => {
    const db = testDb();
    const { user, vendor } = await createVendorUser(db, { vendor: { name: 'Shree Cranes', email: 'desk@shree-cranes.in' } });
    const machine = await createEquipment(db, vendor.id, { name: 'ACE 14XW Pick and Carry Crane' });
    const client = await createLoginUser(db, 'Secret@123', { fullName: 'Imran Shaikh' });
    const cpage = await pageAs(openPage, client.email, 375);
    const sent = await cpage.context().request.post('/api/enquiry/submit', {
      headers: { origin: app.base },
      data: { name: 'Imran Shaikh', email: client.email, phone: '9900011223', subject: 'Crane for 10 days', message: 'Need it at Bhiwandi from Monday.', equipmentId: machine.id },
    });
    const id = (await sent.json()).id as number;
    await mailTo(smtp, 'desk@shree-cranes.in', 'New enquiry: Crane for 10 days');

    const page = await pageAs(openPage, user.email, 375);
    await page.goto('/manage/enquiries');
    const item = page.getByTestId('inbox-item').first();
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(item).toContainText('Imran Shaikh · ACE 14XW Pick and Carry Crane');
    await item.getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Crane for 10 days' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ACE 14XW Pick and Carry Crane' })).toHaveAttribute('href', equipmentPath(machine.id, machine.name));
    await page.getByLabel('Your reply').fill('Available. ₹9,500 a day with operator.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('sender')).toHaveText(['Imran Shaikh', 'You']);
    await page.getByRole('button', { name: 'Mark in progress' }).click();
    await expect(page.getByTestId('thread-status')).toHaveText('in progress');

    await cpage.goto('/client/manage?tab=enquiries');
    const card = cpage.getByTestId('enquiry-card').first();
    await expect(card.getByText('Crane for 10 days')).toBeVisible();
    await card.getByRole('button', { name: 'View Detail' }).click();
    const d = cpage.getByRole('dialog', { name: 'Enquiry Detail' });
    await expect(d.getByTestId('sender')).toHaveText(['You', 'Vendor']);
    await mailTo(smtp, client.email, 'Reply to your enquiry: Crane for 10 days');
    expect(id).toBeGreaterThan(0);
    expect([...errorsOf(page), ...errorsOf(cpage)]).toEqual([]);
  });

  test('an inbox is its owner’s alone: another provider’s thread is not found', async ({ openPage, app }) => {
    const { user } = await createContractorUser(testDb());
    const other = await createContractorUser(testDb());
    const client = await createLoginUser(testDb());
    const cpage = await pageAs(openPage, client.email);
    const sent = await cpage.context().request.post('/api/enquiry/submit', {
      headers: { origin: app.base },
      data: { name: 'X', email: client.email, subject: 'Private', message: 'Only for the other one.', contractorId: other.contractor.id, isContractor: true },
    });
    const page = await pageAs(openPage, user.email, 375);
    await page.goto(`/manage/enquiries/${(await sent.json()).id}`);
    await expect(page.getByRole('heading', { name: 'Enquiry not found' })).toBeVisible();
    expect(await page.content()).not.toContain('Only for the other one.');
    await page.goto('/manage/enquiries');
    await expect(page.getByText('No enquiries yet.')).toBeVisible();
  });
});
