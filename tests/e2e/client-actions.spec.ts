import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { equipmentPath, contractorPath } from '../../lib/urls.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createLoginUser, createReview, createUser, createVendor } from '../fixtures/factories.ts';
import { collectToasts, signIn, useBrowser } from './browser.ts';

const b = useBrowser();

let client: Awaited<ReturnType<typeof createLoginUser>>;
let eq: { id: number; name: string; vendorId: number };
let contractor: { id: number; companyName: string };

beforeAll(async () => {
  const db = testDb();
  client = await createLoginUser(db, 'Client@123', { fullName: 'Farah Khan', phone: '9876500011', emailConfirmed: true });
  const v = await createVendor(db, { name: 'Deccan Cranes', phone: '+91 98220 12345', email: 'hire@deccancranes.in' });
  eq = await createEquipment(db, v.id, { name: 'Tata Hitachi EX200 Excavator', city: 'Pune' });
  contractor = await createContractor(db, { companyName: 'Sahyadri Infra Builders', mobile: '9890011122', ratingAvg: 4, ratingCount: 1 });
  const other = await createUser(db);
  await createReview(db, { userId: other.id, contractorId: contractor.id, stars: 4, text: 'Neat work.' });
});

describe('client actions on the detail pages', () => {
  it('a guest taps Send Enquiry, logs in, and the enquiry form opens prefilled; it is sent and closes after 1.5 s', async () => {
    const page = await b.page();
    await page.goto(b.base() + equipmentPath(eq.id, eq.name));
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Send Enquiry', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(client.email);
    await login.getByLabel('Password').fill('Client@123');
    await login.getByRole('button', { name: 'Login', exact: true }).click();

    const form = page.getByRole('dialog', { name: 'Send Enquiry' });
    await form.waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('Farah Khan');
    expect(await form.getByLabel('Email').inputValue()).toBe(client.email);
    expect(await form.getByLabel('Phone (optional)').inputValue()).toBe('9876500011');
    await form.getByLabel('Subject').fill('');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    expect(await form.getByText('Subject is required.').count()).toBe(1);
    expect(await form.getByText('Message is required.').count()).toBe(1);
    await form.getByLabel('Subject').fill('Excavator for 2 weeks');
    await form.getByLabel('Message').fill('Site in Hinjewadi, from 1 December, operator needed.');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('Enquiry submitted successfully!');
    const shownAt = Date.now();
    await form.waitFor({ state: 'hidden' });
    expect(Date.now() - shownAt).toBeGreaterThan(1000);
    const rows = await testDb().execute<{ subject: string; equipment_id: number }>(sql`SELECT subject, equipment_id FROM enquiries WHERE user_id = ${client.id}`);
    expect(rows.rows).toEqual([{ subject: 'Excavator for 2 weeks', equipment_id: eq.id }]);
    // Signed in now: the vendor's contact links are real.
    expect(await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/919822012345');
    expect(await page.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+919822012345');
    expect(await page.getByRole('link', { name: 'Mail' }).getAttribute('href')).toBe('mailto:hire@deccancranes.in');
  });

  it('saves and unsaves from the detail page with the spec toasts', async () => {
    const page = await b.page();
    await signIn(page, b.base(), client.email, 'Client@123');
    await page.goto(b.base() + equipmentPath(eq.id, eq.name));
    await page.waitForLoadState('networkidle');
    const toasts = await collectToasts(page);
    const save = page.getByRole('button', { name: `Save ${eq.name}` });
    await save.click();
    await expect.poll(toasts).toContain('Equipment saved successfully.');
    expect(await page.getByRole('button', { name: `Remove ${eq.name} from saved` }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: `Remove ${eq.name} from saved` }).click();
    await expect.poll(toasts).toContain('Equipment removed from saved list.');
    const saved = await testDb().execute(sql`SELECT 1 FROM saved_items WHERE user_id = ${client.id}`);
    expect(saved.rows).toHaveLength(0);
    await b.screenshot(page, 'equipment-detail-signed-in-1280');
  });

  it('a guest tapping save is asked to log in, and the listing is saved once they are in', async () => {
    const page = await b.page(375, 800);
    await page.goto(b.base() + contractorPath(contractor.id, contractor.companyName));
    await page.waitForLoadState('networkidle');
    const toasts = await collectToasts(page);
    await page.getByRole('button', { name: `Save ${contractor.companyName}` }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(client.email);
    await login.getByLabel('Password').fill('Client@123');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(toasts).toContain('Contractor saved successfully.');
    const saved = await testDb().execute(sql`SELECT 1 FROM saved_items WHERE user_id = ${client.id} AND contractor_id = ${contractor.id}`);
    expect(saved.rows).toHaveLength(1);
  });

  it('reviews a contractor and shows the new average', async () => {
    const page = await b.page();
    await signIn(page, b.base(), client.email, 'Client@123');
    await page.goto(b.base() + contractorPath(contractor.id, contractor.companyName));
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('4.0').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Leave a Review', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Leave a Review' });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    expect(await form.getByText('Please choose 1 to 5 stars.').count()).toBe(1);
    await form.getByRole('radio', { name: '5 stars' }).click();
    await form.getByLabel('Your review').fill('Finished the slab two days early.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('Thanks for your review!');
    await form.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByText('(2 ratings)').count()).toBeGreaterThan(0);
    expect(await page.getByText('4.5').first().isVisible()).toBe(true);
    expect((page as any).errors).toEqual([]);
  });
});

describe('updating a review', () => {
  it('a client who already reviewed gets their review back to update; the list then shows it as edited', async () => {
    const listing = await createEquipment(testDb(), eq.vendorId, { name: 'Escorts Hydra 14 Crane' });
    await createReview(testDb(), { userId: client.id, equipmentId: listing.id, vendorId: eq.vendorId, stars: 2, text: 'Hydraulic leak on day one.' });
    const page = await b.page();
    await signIn(page, b.base(), client.email, 'Client@123');
    await page.goto(b.base() + equipmentPath(listing.id, listing.name));
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Leave a Review', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Update your review' });
    await form.waitFor();
    expect(await form.getByText('You have already reviewed this listing.', { exact: false }).isVisible()).toBe(true);
    expect(await form.getByRole('radio', { name: '2 stars' }).getAttribute('aria-checked')).toBe('true');
    expect(await form.getByLabel('Your review').inputValue()).toBe('Hydraulic leak on day one.');
    await form.getByRole('radio', { name: '4 stars' }).click();
    await form.getByLabel('Your review').fill('Leak fixed the next morning; fine since.');
    await form.getByRole('button', { name: 'Update Review' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('Thanks for your review!');
    await form.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const mine = page.getByTestId('reviews').locator('li', { hasText: 'Leak fixed the next morning; fine since.' });
    await expect.poll(() => mine.textContent()).toContain('(edited)');
    expect(await page.getByTestId('reviews').locator('li').count()).toBe(1);
    expect((page as any).errors).toEqual([]);
  });
});
