import { sql } from 'drizzle-orm';
import { equipmentPath, contractorPath } from '../../lib/urls.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createLoginUser, createReview, createUser, createVendor } from '../fixtures/factories.ts';
import { expect, pauseClock, signIn, test, toasts } from './fixtures.ts';

test.use({ specFile: import.meta.url });

let client: Awaited<ReturnType<typeof createLoginUser>>;
let eq: { id: number; name: string; vendorId: number };
let contractor: { id: number; companyName: string };

test.beforeAll(async () => {
  const db = testDb();
  client = await createLoginUser(db, 'Client@123', { fullName: 'Farah Khan', phone: '9876500011', emailConfirmed: true });
  const v = await createVendor(db, { name: 'Deccan Cranes', phone: '+91 98220 12345', email: 'hire@deccancranes.in' });
  eq = await createEquipment(db, v.id, { name: 'Tata Hitachi EX200 Excavator', city: 'Pune' });
  contractor = await createContractor(db, { companyName: 'Sahyadri Infra Builders', mobile: '9890011122', ratingAvg: 4, ratingCount: 1 });
  const other = await createUser(db);
  await createReview(db, { userId: other.id, contractorId: contractor.id, stars: 4, text: 'Neat work.' });
});

test.describe('client actions on the detail pages', () => {
  test('a guest taps Send Enquiry, logs in, and the enquiry form opens prefilled; it is sent and the success stays until closed', async ({ page }) => {
    // The page's clock: the success message outlasts the old 1.5 s auto-close, stepped through, not waited for (docs/decisions/053).
    await page.clock.install();
    await page.goto(equipmentPath(eq.id, eq.name));
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Send Enquiry', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(client.email);
    await login.getByLabel('Password').fill('Client@123');
    await login.getByRole('button', { name: 'Login', exact: true }).click();

    const form = page.getByRole('dialog', { name: 'Send Enquiry' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Farah Khan');
    await expect(form.getByLabel('Email')).toHaveValue(client.email);
    await expect(form.getByLabel('Phone (optional)')).toHaveValue('9876500011');
    await form.getByLabel('Subject').fill('');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByText('Subject is required.')).toHaveCount(1);
    await expect(form.getByText('Message is required.')).toHaveCount(1);
    await form.getByLabel('Subject').fill('Excavator for 2 weeks');
    await expect(form.getByText('Please choose the start date.')).toHaveCount(1);
    await form.getByLabel('Message').fill('Site in Hinjewadi, from 1 December, operator needed.');
    await form.getByLabel('Start date').fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
    await form.getByLabel('Duration').fill('2');
    await form.getByLabel('Unit', { exact: true }).selectOption('weeks');
    await form.getByLabel('Site city or PIN code').fill('411057');
    await form.getByLabel('Yes, with operator').check();
    // Time stands still from here: the auto-close timer starts with the success message and only runs when the test says so.
    await pauseClock(page);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByRole('status')).toHaveText('Enquiry submitted successfully!');
    await page.clock.runFor(60_000);
    await expect(form.getByRole('status')).toHaveText('Enquiry submitted successfully!');
    await form.getByText('Close', { exact: true }).click();
    await expect(form).toBeHidden();
    const rows = await testDb().execute<{ subject: string; equipment_id: number }>(sql`SELECT subject, equipment_id FROM enquiries WHERE user_id = ${client.id}`);
    expect(rows.rows).toEqual([{ subject: 'Excavator for 2 weeks', equipment_id: eq.id }]);
    // Signed in now: the vendor's contact links are real.
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919822012345');
    await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919822012345');
    await expect(page.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:hire@deccancranes.in');
  });

  test('saves and unsaves from the detail page with the spec toasts', async ({ page }) => {
    await signIn(page, client.email, 'Client@123');
    await page.goto(equipmentPath(eq.id, eq.name));
    await page.waitForLoadState('networkidle');
    const save = page.getByRole('button', { name: `Save ${eq.name}` });
    await save.click();
    await expect(toasts(page).filter({ hasText: 'Equipment saved successfully.' })).not.toHaveCount(0);
    await expect(page.getByRole('button', { name: `Remove ${eq.name} from saved` })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: `Remove ${eq.name} from saved` }).click();
    await expect(toasts(page).filter({ hasText: 'Equipment removed from saved list.' })).not.toHaveCount(0);
    await expect.poll(async () => (await testDb().execute(sql`SELECT 1 FROM saved_items WHERE user_id = ${client.id}`)).rows).toHaveLength(0);
  });

  test('a guest tapping save is asked to log in, and the listing is saved once they are in', async ({ openPage }) => {
    const page = await openPage({ width: 375, height: 800 });
    await page.goto(contractorPath(contractor.id, contractor.companyName));
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: `Save ${contractor.companyName}` }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(client.email);
    await login.getByLabel('Password').fill('Client@123');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toasts(page).filter({ hasText: 'Contractor saved successfully.' })).not.toHaveCount(0);
    await expect.poll(async () => (await testDb().execute(sql`SELECT 1 FROM saved_items WHERE user_id = ${client.id} AND contractor_id = ${contractor.id}`)).rows).toHaveLength(1);
  });

  test('reviews a contractor and shows the new average', async ({ page, errors }) => {
    await signIn(page, client.email, 'Client@123');
    await page.goto(contractorPath(contractor.id, contractor.companyName));
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('4.0').first()).toBeVisible();
    await page.getByRole('button', { name: 'Leave a Review', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Leave a Review' });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByText('Please choose 1 to 5 stars.')).toHaveCount(1);
    await form.getByRole('radio', { name: '5 stars' }).click();
    await form.getByLabel('Your review').fill('Finished the slab two days early.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByRole('status')).toHaveText('Thanks for your review!');
    await expect(form).toBeHidden();
    await expect(page.getByText('(2 ratings)')).not.toHaveCount(0);
    await expect(page.getByText('4.5').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('updating a review', () => {
  test('a client who already reviewed gets their review back to update; the list then shows it as edited', async ({ page, errors }) => {
    const listing = await createEquipment(testDb(), eq.vendorId, { name: 'Escorts Hydra 14 Crane' });
    await createReview(testDb(), { userId: client.id, equipmentId: listing.id, vendorId: eq.vendorId, stars: 2, text: 'Hydraulic leak on day one.' });
    await signIn(page, client.email, 'Client@123');
    await page.goto(equipmentPath(listing.id, listing.name));
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Leave a Review', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Update your review' });
    await expect(form).toBeVisible();
    await expect(form.getByText('You have already reviewed this listing.', { exact: false })).toBeVisible();
    await expect(form.getByRole('radio', { name: '2 stars' })).toHaveAttribute('aria-checked', 'true');
    await expect(form.getByLabel('Your review')).toHaveValue('Hydraulic leak on day one.');
    await form.getByRole('radio', { name: '4 stars' }).click();
    await form.getByLabel('Your review').fill('Leak fixed the next morning; fine since.');
    await form.getByRole('button', { name: 'Update Review' }).click();
    await expect(form.getByRole('status')).toHaveText('Thanks for your review!');
    await expect(form).toBeHidden();
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const mine = page.getByTestId('reviews').locator('li', { hasText: 'Leak fixed the next morning; fine since.' });
    await expect(mine).toContainText('(edited)');
    await expect(page.getByTestId('reviews').locator('li')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});
