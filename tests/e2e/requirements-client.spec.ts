import type { Page } from '@playwright/test';
import { makeCtx, type Viewer } from '../../core/context.ts';
import { QuoteRequest, RequirementRequest } from '../../contract/requirements.ts';
import { postRequirement } from '../../core/requirement/post-requirement.ts';
import { submitQuote } from '../../core/requirement/submit-quote.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createLoginUser, createVendor } from '../fixtures/factories.ts';
import { errorsOf, expect, signIn, test } from './fixtures.ts';
import { englishLeft, expectHindiPage, expectNoSidewaysScroll } from './hindi.ts';

/**
 * The client's side of requirements and quotes (docs/decisions/056): a guest fills the form, is asked to
 * log in, and nothing typed is lost (across a closed dialog and a reload too); a client compares the quotes
 * side by side and accepts one; the form and the tab in Hindi on a phone.
 */
test.use({ specFile: import.meta.url });

type LoginUser = Awaited<ReturnType<typeof createLoginUser>>;
const viewerOf = (u: LoginUser, role: Viewer['role']): Viewer => ({ userId: u.id, role, name: u.fullName, email: u.email });
const as = (u: LoginUser, role: Viewer['role']) => makeCtx(testDb(), viewerOf(u, role));
/** 'YYYY-MM-DD' some days from now (India is ahead of UTC: never today, which might be yesterday there). */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

let guest: LoginUser;
let client: LoginUser;
let deccan: LoginUser;
let sahyadri: LoginUser;

test.beforeAll(async () => {
  const db = testDb();
  guest = await createLoginUser(db, 'Client@123', { fullName: 'Asha Kulkarni', phone: '9876500011' });
  client = await createLoginUser(db, 'Client@123', { fullName: 'Ravi Deshmukh', phone: '9876500022' });
  deccan = await createLoginUser(db, 'Vendor@123', { role: 'Vendor', fullName: 'Mahesh Jadhav' });
  sahyadri = await createLoginUser(db, 'Vendor@123', { role: 'Vendor', fullName: 'Sunil More' });
  const d = await createVendor(db, { userId: deccan.id, name: 'Deccan Earthmovers', phone: '+91 98220 12345', email: 'hire@deccan.in', isVerified: true, ratingAvg: 4.5 });
  const s = await createVendor(db, { userId: sahyadri.id, name: 'Sahyadri Machine Hire', phone: '+91 98900 67890', email: 'rent@sahyadri.in' });
  await createEquipment(db, d.id, { name: 'JCB 3DX Backhoe Loader', city: 'Pune' });
  await createEquipment(db, s.id, { name: 'Mahindra EarthMaster Backhoe Loader', city: 'Pimpri-Chinchwad' });

  // Ravi's requirement, quoted by both vendors.
  const posted = await postRequirement(
    as(client, 'Client'),
    RequirementRequest.parse({
      kind: 'equipment',
      machineType: 'backhoe-loader',
      site: 'Pune',
      startDate: inDays(5),
      duration: 2,
      durationUnit: 'weeks',
      operatorNeeded: 'yes',
      quantity: 1,
      budget: 2000,
      budgetUnit: 'day',
      note: 'Trenching for a sewer line, 300 m.',
      phone: '9876500022',
    }),
  );
  await submitQuote(
    as(deccan, 'Vendor'),
    QuoteRequest.parse({ requirementId: posted.id, price: 1800, priceUnit: 'day', availableFrom: inDays(5), note: 'Operator and diesel included.' }),
  );
  await submitQuote(as(sahyadri, 'Vendor'), QuoteRequest.parse({ requirementId: posted.id, price: 2100, priceUnit: 'day', availableFrom: inDays(7) }));
});

/** Every field of the form, by its label. */
const fields = (page: Page) => ({
  machine: page.getByLabel('Machine', { exact: true }),
  site: page.getByLabel('Site city or PIN code'),
  start: page.getByLabel('Start date'),
  duration: page.getByLabel('Duration', { exact: true }),
  unit: page.getByLabel('Unit', { exact: true }),
  quantity: page.getByLabel('How many machines'),
  operatorYes: page.getByLabel('Yes, with operator'),
  budget: page.getByLabel('Budget in ₹'),
  budgetUnit: page.getByLabel('Budget is'),
  note: page.getByLabel('Note for the providers'),
  phone: page.getByLabel('Your phone'),
});

async function expectAllKept(page: Page, start: string) {
  const f = fields(page);
  await expect(f.machine).toHaveValue('Backhoe Loader');
  await expect(f.site).toHaveValue('Pune');
  await expect(f.start).toHaveValue(start);
  await expect(f.duration).toHaveValue('3');
  await expect(f.unit).toHaveValue('weeks');
  await expect(f.quantity).toHaveValue('2');
  await expect(f.operatorYes).toBeChecked();
  await expect(f.budget).toHaveValue('2500');
  await expect(f.budgetUnit).toHaveValue('day');
  await expect(f.note).toHaveValue('Night work possible; site gate on the east side.');
  await expect(f.phone).toHaveValue('98765 00033');
}

test('a guest fills every field, logs in when sending, and nothing typed is lost', async ({ page, errors }) => {
  await page.goto('/requirements/new');
  await expect(page).toHaveTitle(/Post a requirement/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.waitForLoadState('networkidle');
  const f = fields(page);
  const start = inDays(10);
  await f.machine.fill('backh');
  await page.getByRole('option', { name: /Backhoe Loader/ }).click();
  await f.site.fill('Pune');
  await f.start.fill(start);
  await f.duration.fill('3');
  await f.unit.selectOption('weeks');
  await f.quantity.fill('2');
  await f.operatorYes.check();
  await f.budget.fill('2500');
  await f.budgetUnit.selectOption('day');
  await f.note.fill('Night work possible; site gate on the east side.');
  await f.phone.fill('98765 00033');

  // Send asks a guest to log in; closing the dialog loses nothing.
  await page.getByRole('button', { name: 'Send requirement' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Close' }).click();
  await expect(login).toBeHidden();
  await expectAllKept(page, start);

  // A full page load (as after registering on another page) keeps it too.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expectAllKept(page, start);

  // Send again, log in in the dialog: the requirement goes at once, as typed.
  await page.getByRole('button', { name: 'Send requirement' }).click();
  await login.getByLabel('Email').fill(guest.email);
  await login.getByLabel('Password').fill('Client@123');
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  const sent = page.getByTestId('requirement-sent');
  await expect(sent).toContainText('Sent to 2 providers.');
  // The draft is gone: the form starts afresh.
  expect(await page.evaluate(() => sessionStorage.getItem('draft:requirement'))).toBeNull();

  await sent.getByRole('link', { name: 'See my requirements' }).click();
  await expect(page).toHaveURL(/\/client\/manage\?tab=requirements/);
  const card = page.getByTestId('requirement');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('Backhoe Loader × 2');
  await expect(card).toContainText('Pune, Maharashtra');
  await expect(card).toContainText('3 weeks');
  await expect(card).toContainText('₹2,500 / day');
  await expect(card).toContainText('Night work possible; site gate on the east side.');
  await expect(card).toContainText('2 providers');
  await expect(card.getByTestId('no-quotes')).toBeVisible();

  // Withdraw, after a question.
  await card.getByRole('button', { name: 'Withdraw' }).click();
  await expect(card.getByRole('group', { name: 'Withdraw this requirement?' })).toBeFocused();
  await card.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(card.getByTestId('requirement-status')).toHaveText('Withdrawn');
  await expect(card.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await expect(card.getByTestId('no-quotes')).toHaveText('No quotes came for this requirement.');
  expect(errors).toEqual([]);
});

test('a site no provider serves is refused under the Site field', async ({ page }) => {
  await signIn(page, guest.email, 'Client@123');
  await page.goto('/requirements/new?contractor=Civil%20Contractor&site=Pune');
  // The focus moving to the field is the page's script's doing: send once it runs (a send before that is the
  // plain form's, which shows the same error without moving the focus).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByLabel('Contractor type', { exact: true })).toHaveValue('Civil Contractor');
  await expect(page.getByLabel('Site city or PIN code')).toHaveValue('Pune');
  // The account's phone is filled in.
  await expect(page.getByLabel('Your phone')).toHaveValue('9876500011');
  await page.getByLabel('Start date').fill(inDays(20));
  await page.getByLabel('Duration', { exact: true }).fill('2');
  await page.getByLabel('Unit', { exact: true }).selectOption('months');
  await page.getByRole('button', { name: 'Send requirement' }).click();
  await expect(page.locator('#rq-site-err')).toContainText('No provider of Civil Contractor serves Pune, Maharashtra yet.');
  await expect(page.getByLabel('Site city or PIN code')).toHaveAttribute('aria-describedby', 'rq-site-err');
  // The field with the problem takes the focus (on a phone it may be a screen away).
  await expect(page.getByLabel('Site city or PIN code')).toBeFocused();
});

test('a client sees the quotes side by side, accepts one and gets that provider’s phone', async ({ page, errors }) => {
  await signIn(page, client.email, 'Client@123');
  await page.goto('/client/manage?tab=requirements');
  const card = page.getByTestId('requirement');
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('Backhoe Loader');
  await expect(card.getByTestId('requirement-status')).toHaveText('Open for quotes');
  const quotes = card.getByTestId('quote');
  await expect(quotes).toHaveCount(2);
  const deccanQuote = quotes.filter({ hasText: 'Deccan Earthmovers' });
  const sahyadriQuote = quotes.filter({ hasText: 'Sahyadri Machine Hire' });
  await expect(deccanQuote.getByTestId('quote-price')).toHaveText('₹1,800 / day');
  await expect(sahyadriQuote.getByTestId('quote-price')).toHaveText('₹2,100 / day');
  await expect(deccanQuote).toContainText('Verified');
  await expect(deccanQuote).toContainText('Operator and diesel included.');
  // Side by side on a laptop: the two cards share a row.
  const [a, b] = [await deccanQuote.boundingBox(), await sahyadriQuote.boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  expect(Math.abs(a!.x - b!.x)).toBeGreaterThan(100);
  // No phone before accepting.
  await expect(card).not.toContainText('98220');

  await deccanQuote.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(deccanQuote).toContainText('Accept the quote of Deccan Earthmovers?');
  await deccanQuote.getByRole('button', { name: 'Yes, accept' }).click();
  await expect(deccanQuote.getByTestId('provider-contacts')).toContainText('+91 98220 12345');
  await expect(deccanQuote.getByRole('link', { name: '+91 98220 12345' })).toHaveAttribute('href', 'tel:+919822012345');
  await expect(deccanQuote).toContainText('Accepted');
  await expect(sahyadriQuote).toContainText('Not chosen');
  await expect(sahyadriQuote).not.toContainText('98900');
  await expect(card.getByTestId('requirement-status')).toHaveText('Quote accepted');
  await expect(card.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);

  // The server agrees after a reload.
  await page.reload();
  await expect(page.getByTestId('quote').filter({ hasText: 'Deccan Earthmovers' })).toContainText('+91 98220 12345');
  await expect(page.getByTestId('quote').filter({ hasText: 'Sahyadri Machine Hire' })).toContainText('Not chosen');
  expect(errors).toEqual([]);
});

test('in Hindi on a phone: the form and the quotes read in Hindi and fit', async ({ openPage }) => {
  const page = await openPage({ width: 375, height: 800 });
  await page.goto('/hi/requirements/new?machine=backhoe-loader&site=Pune');
  await expectHindiPage(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ज़रूरत बताएँ');
  await expect(page.locator('#rq-machine')).toHaveValue('बैकहो लोडर');
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSidewaysScroll(page, 375);
  // A field error from the form's own check, in Hindi.
  await page.locator('#rq-site').fill('');
  await page.getByRole('button', { name: 'ज़रूरत भेजें' }).click();
  // Every problem at once, each under its field.
  for (const id of ['rq-site', 'rq-start', 'rq-duration', 'rq-operator', 'rq-phone']) await expect(page.locator(`#${id}-err`)).toBeVisible();
  await expect.poll(() => englishLeft(page)).toEqual([]);
  // From a Hindi contractor list (another visitor: this one's draft is kept): the contractor type reads in Hindi
  // from the first render (the page waits for the contractor types' Hindi names before it hydrates, app/i18n/hindi-names.ts).
  const fromList = await openPage({ width: 375, height: 800 });
  await fromList.goto('/hi/requirements/new?contractor=Civil%20Contractor&site=Pune');
  await expect(fromList.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(fromList.locator('#rq-contractor')).toHaveValue('सिविल ठेकेदार');
  expect(errorsOf(fromList)).toEqual([]);

  await signIn(page, client.email, 'Client@123');
  await page.goto('/hi/client/manage?tab=requirements');
  await expect(page.getByTestId('quote')).toHaveCount(2);
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSidewaysScroll(page, 375);
});
