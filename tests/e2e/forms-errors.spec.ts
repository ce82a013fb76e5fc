import type { Page } from '@playwright/test';
import { equipmentPath } from '../../lib/urls.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createLoginUser, createVendor } from '../fixtures/factories.ts';
import { expect, signIn, test } from './fixtures.ts';

// How forms word a failure (docs/decisions/027): the server's sentence when it refused with one,
// else the form's own text — for a review, a review's words, never the enquiry's.

test.use({ specFile: import.meta.url });

const PASSWORD = 'Client@123';
let client: Awaited<ReturnType<typeof createLoginUser>>;
let eq: { id: number; name: string };

test.beforeAll(async () => {
  const db = testDb();
  client = await createLoginUser(db, PASSWORD, { fullName: 'Reviewing Client', emailConfirmed: true });
  const v = await createVendor(db, { name: 'Konkan Earthmovers' });
  eq = await createEquipment(db, v.id, { name: 'JCB 3DX Backhoe Loader', city: 'Pune' });
});

/** The signed-in client on the equipment page with the review dialog open, 4 stars and a text filled in. */
async function reviewForm(page: Page) {
  await signIn(page, client.email, PASSWORD);
  await page.goto(equipmentPath(eq.id, eq.name));
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Leave a Review' }).click();
  const form = page.getByRole('dialog', { name: 'Leave a Review' });
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: '4 stars' }).click();
  await form.getByLabel('Your review').fill('On time, clean machine, good operator.');
  return form;
}

test.describe('form failures', () => {
  test('a review the server refuses shows its sentence (here: the session ended), not the enquiry text', async ({ page }) => {
    const form = await reviewForm(page);
    await page.context().clearCookies();
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please log in to continue.');
    await expect(form.getByText('Failed to submit enquiry.')).toHaveCount(0);
  });

  test("a review refused without a sentence says 'Failed to submit review.'; a call that fails says 'Something went wrong.'", async ({ page }) => {
    const form = await reviewForm(page);
    await page.route('**/api/review/submit', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{"success":false}' }), { times: 1 });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to submit review.');

    await page.route('**/api/review/submit', (route) => route.abort('failed'), { times: 1 });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByRole('alert')).toHaveText('Something went wrong.');
  });

  test("is pending while the review is on its way ('Sending...', disabled), then thanks", async ({ page }) => {
    const form = await reviewForm(page);
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(
      '**/api/review/submit',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(form.getByRole('status')).toHaveText('Thanks for your review!');
    await expect(form.getByRole('alert')).toHaveCount(0);
  });
});
