import { beforeAll, describe, expect, it } from 'vitest';
import { equipmentPath } from '../../app/lib/urls.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createLoginUser, createVendor } from '../fixtures/factories.ts';
import { signIn, useBrowser, type TrackedPage } from './browser.ts';

// How forms word a failure (docs/decisions/027): the server's sentence when it refused with one,
// else the form's own text — for a review, a review's words, never the enquiry's.

const b = useBrowser();
const PASSWORD = 'Client@123';
let client: Awaited<ReturnType<typeof createLoginUser>>;
let eq: { id: number; name: string };

beforeAll(async () => {
  const db = testDb();
  client = await createLoginUser(db, PASSWORD, { fullName: 'Reviewing Client', emailConfirmed: true });
  const v = await createVendor(db, { name: 'Konkan Earthmovers' });
  eq = await createEquipment(db, v.id, { name: 'JCB 3DX Backhoe Loader', city: 'Pune' });
});

/** The signed-in client on the equipment page with the review dialog open, 4 stars and a text filled in. */
async function reviewForm(page: TrackedPage) {
  await signIn(page, b.base(), client.email, PASSWORD);
  await page.goto(b.base() + equipmentPath(eq.id, eq.name));
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Leave a Review' }).click();
  const form = page.getByRole('dialog', { name: 'Leave a Review' });
  await form.waitFor();
  await form.getByRole('radio', { name: '4 stars' }).click();
  await form.getByLabel('Your review').fill('On time, clean machine, good operator.');
  return form;
}

describe('form failures', () => {
  it('a review the server refuses shows its sentence (here: the session ended), not the enquiry text', async () => {
    const page = await b.page();
    const form = await reviewForm(page);
    await page.context().clearCookies();
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Please log in to continue.');
    expect(await form.getByText('Failed to submit enquiry.').count()).toBe(0);
  });

  it("a review refused without a sentence says 'Failed to submit review.'; a call that fails says 'Something went wrong.'", async () => {
    const page = await b.page();
    const form = await reviewForm(page);
    await page.route('**/api/review/submit', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{"success":false}' }), { times: 1 });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Failed to submit review.');

    await page.route('**/api/review/submit', (route) => route.abort('failed'), { times: 1 });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Something went wrong.');
  });

  it("is pending while the review is on its way ('Sending...', disabled), then thanks", async () => {
    const page = await b.page();
    const form = await reviewForm(page);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(
      '**/api/review/submit',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await form.getByRole('button', { name: 'Submit Review' }).click();
    const pending = form.getByRole('button', { name: 'Sending...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('Thanks for your review!');
    expect(await form.getByRole('alert').count()).toBe(0);
  });
});
