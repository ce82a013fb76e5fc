import type { APIRequestContext, Page } from '@playwright/test';
import { testDb } from '../fixtures/db.ts';
import { requirementRecipients, requirements } from '../../db/schema/index.ts';
import { createContractorUser, createEquipment, createLoginUser, createVendorUser } from '../fixtures/factories.ts';
import { violations } from './axe.ts';
import { expect, signIn, test, toasts, type OpenPage } from './fixtures.ts';

/**
 * The provider's side of requirements and quotes (docs/decisions/056): a client posts a requirement
 * for an excavator in Pune (through the API); a vendor with an excavator there finds it marked new,
 * opens it (no phone yet), quotes (a bad price is named next to its field), sees the client's phone;
 * a vendor with only a bulldozer never gets it (its address is not found for them); once the client
 * accepts another vendor's quote, the first vendor reads that.
 */
test.use({ specFile: import.meta.url });

const PHONE = '9876501234';
const IST_MS = 330 * 60 * 1000;
/** 'YYYY-MM-DD' in India, `days` from today. */
const indiaDate = (days: number) => new Date(Date.now() + IST_MS + days * 86_400_000).toISOString().slice(0, 10);

async function pageAs(openPage: OpenPage, email: string, width: number) {
  const page = await openPage({ width, height: 900 });
  await signIn(page, email, 'Secret@123');
  return page;
}

const post = async (api: APIRequestContext, base: string, path: string, data: unknown) => {
  const res = await api.post(`${base}${path}`, { data, headers: { origin: base } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
};

/** No sideways scrolling: the page is no wider than the window. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a matching vendor quotes and sees the client’s phone (1280 px); a rival quotes on a phone (375 px) and wins; a vendor without the machine never sees it', async ({
  openPage,
  app,
}) => {
  test.slow(); // four browser contexts on a shared machine
  const db = testDb();
  const tag = 'loop';
  const client = await createLoginUser(db, 'Secret@123', { fullName: `Asha Kulkarni ${tag}` });
  const { user: matching, vendor: mv } = await createVendorUser(db, { vendor: { name: `Sahyadri Earthmovers ${tag}` } });
  await createEquipment(db, mv.id, { name: `Excavator CAT 320 ${tag}` });
  const { user: other, vendor: ov } = await createVendorUser(db, { vendor: { name: `Deccan Dozers ${tag}` } });
  await createEquipment(db, ov.id, { name: `Bulldozer D6 ${tag}` });
  const { user: rival, vendor: rv } = await createVendorUser(db, { vendor: { name: `Konkan Excavation ${tag}` } });
  await createEquipment(db, rv.id, { name: `Excavator Komatsu PC210 ${tag}` });

  // The client posts a requirement through the API.
  const clientPage = await pageAs(openPage, client.email, 1280);
  const clientApi = clientPage.context().request;
  const posted = await post(clientApi, app.base, '/api/requirements', {
    kind: 'equipment',
    machineType: 'excavator',
    site: 'Pune',
    startDate: indiaDate(7),
    duration: 2,
    durationUnit: 'weeks',
    operatorNeeded: 'yes',
    quantity: 2,
    budget: 9000,
    budgetUnit: 'day',
    note: `Basement digging for a 4-storey building, ${tag}.`,
    phone: PHONE,
  });
  const id: number = posted.id;

  // The matching vendor: the account menu leads to requirements on the Hindi site too (the management site is English only).
  const page = await pageAs(openPage, matching.email, 1280);
  await page.goto('/hi/');
  // The account menu opens once the page's script runs (a click before that does nothing).
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /Test/ }).click();
  const menuItem = page.locator('#user-menu').getByRole('link', { name: 'ज़रूरतें' });
  await expect(menuItem).toHaveAttribute('href', '/manage/requirements');
  await menuItem.click();

  // The nav counts it, the list marks it new.
  await page.waitForURL('**/manage/requirements');
  const nav = page.getByRole('navigation', { name: 'Workspace' });
  await expect(nav.getByRole('link', { name: /Requirements/ }).getByTestId('unread-badge')).toHaveText('1 unread');
  const item = page.getByTestId('requirement-item');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item.getByTestId('new-tag')).toHaveText('New');
  await expect(item).toContainText('2 × Excavator');
  await expect(item).toContainText('Pune');
  await expect(item).toContainText('with operator');
  await expect(item).toContainText('budget ₹9,000 / day');
  await expect(item).toContainText('Not quoted yet');
  await expect(item).toContainText('0 quotes in total');
  await expect(item.getByTestId('requirement-status')).toHaveText('Open');
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // Opened: the whole requirement; no phone before quoting.
  await item.getByRole('link').click();
  await expect(page.getByRole('heading', { name: '2 × Excavator', level: 1 })).toBeVisible();
  const facts = page.getByTestId('requirement-facts');
  await expect(facts).toContainText('2 weeks');
  await expect(facts).toContainText('Needed');
  await expect(facts).toContainText('₹9,000 / day');
  await expect(facts).toContainText(`Basement digging for a 4-storey building, ${tag}.`);
  await expect(page.getByTestId('phone-hidden')).toContainText('shown here once you send a quote');
  await expect(page.locator('a[href*="9876501234"]')).toHaveCount(0);
  await expect(page.getByText('98765 01234')).toHaveCount(0);
  // Opening it read it: the nav badge is gone.
  await expect(nav.getByTestId('unread-badge')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // A bad price: the server's message next to the price field.
  const price = page.getByLabel('Price (₹)');
  await price.fill('0');
  await page.getByRole('button', { name: 'Send quote' }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#q-price-err')).toHaveText('Price must be a whole number of rupees from 1 to 10,00,00,000.');

  // A good one: sent; the client's phone and email appear; the button now updates it.
  await price.fill('8500');
  await page.getByLabel('Price is').selectOption('day');
  await page.getByLabel('Note to the client').fill('Operator and diesel included.');
  await page.getByRole('button', { name: 'Send quote' }).click();
  await expect(toasts(page).last()).toContainText('Quote sent');
  const phone = page.getByTestId('client-phone');
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute('href', /^tel:.*9876501234$/);
  await expect(phone).toHaveText('+91 98765 01234');
  await expect(page.getByTestId('client-box')).toContainText(client.email);
  await expect(page.getByRole('button', { name: 'Update quote' })).toBeVisible();
  await expect(page.getByTestId('quote-count')).toHaveText('1 quote so far');

  // Back in the list: read, with the quote.
  await nav.getByRole('link', { name: /Requirements/ }).click();
  await page.waitForURL('**/manage/requirements');
  await expect(item).toHaveAttribute('data-unread', 'false');
  await expect(item).toContainText('You quoted ₹8,500 / day');
  await expect(nav.getByTestId('unread-badge')).toHaveCount(0);
  await item.getByRole('link').click();
  await expect(page.getByRole('button', { name: 'Update quote' })).toBeVisible();

  // A vendor whose machine does not match (on a phone): nothing in the list, and not found at its address.
  const otherPage = await pageAs(openPage, other.email, 375);
  await otherPage.goto('/manage/requirements');
  await expect(otherPage.getByTestId('requirements-empty')).toContainText('No requirements yet.');
  await expect(otherPage.getByTestId('requirements-empty').getByRole('link', { name: 'equipment listings' })).toBeVisible();
  const res = await otherPage.goto(`/manage/requirements/${id}`);
  expect(res?.status()).toBe(404);
  await expect(otherPage.getByRole('heading', { name: 'Requirement not found' })).toBeVisible();

  // The rival quotes on a phone, then the client accepts the rival's quote.
  const rivalPage = await pageAs(openPage, rival.email, 375);
  await rivalPage.goto('/manage/requirements');
  const rivalItem = rivalPage.getByTestId('requirement-item');
  await expect(rivalItem).toHaveAttribute('data-unread', 'true');
  await expect(rivalItem).toContainText('1 quote in total');
  expect(await overflow(rivalPage)).toBeLessThanOrEqual(0);
  await rivalItem.getByRole('link').click();
  await expect(rivalPage.getByTestId('phone-hidden')).toBeVisible();
  await rivalPage.getByLabel('Price (₹)').fill('7800');
  await rivalPage.getByRole('button', { name: 'Send quote' }).click();
  await expect(rivalPage.getByTestId('client-phone')).toBeVisible();
  await expect(rivalPage.getByTestId('quote-count')).toHaveText('2 quotes so far');
  expect(await overflow(rivalPage)).toBeLessThanOrEqual(0);
  const mine = await (await clientApi.get(`${app.base}/api/requirements`)).json();
  const quote = mine.data.find((r: { Id: number }) => r.Id === id).Quotes.find((q: { ProviderName: string }) => q.ProviderName === rv.name);
  await post(clientApi, app.base, '/api/requirements/accept', { quoteId: quote.Id });

  // The first vendor, on the page opened before the decision, tries to change the quote: the server's refusal is shown.
  await page.getByRole('button', { name: 'Update quote' }).click();
  await expect(page.getByTestId('quote-form').getByRole('alert')).toHaveText('This requirement is closed: the client has accepted a quote or withdrawn it.');

  // Reloaded: the decision; the form is gone.
  await page.reload();
  await expect(page.getByTestId('decision')).toContainText('The client chose another quote');
  await expect(page.getByTestId('requirement-status')).toHaveText('Accepted');
  await expect(page.getByTestId('quote-form')).toHaveCount(0);
  await expect(page.getByTestId('decision')).toContainText('You quoted ₹8,500 / day');
  await expect(page.getByTestId('decision')).toContainText('not chosen');

  // The rival reads that theirs was accepted, with a call button.
  await rivalPage.goto(`/manage/requirements/${id}`);
  await expect(rivalPage.getByTestId('decision')).toContainText('Accepted — call the client');
  await expect(rivalPage.getByTestId('decision').getByRole('link', { name: `Call ${client.fullName}` })).toHaveAttribute('href', /9876501234$/);
});

test('a contractor pages through requirements, reads a withdrawn one, and another contractor reads how they arrive (375 px)', async ({ openPage }) => {
  const db = testDb();
  const client = await createLoginUser(db, 'Secret@123', { fullName: 'Ravi Patil' });
  const { user, contractor } = await createContractorUser(db, { contractor: { companyName: 'Malwa Civil Works' } });
  const { user: newcomer } = await createContractorUser(db, { contractor: { companyName: 'Narmada Builders' } });
  // Twelve requirements sent to the first contractor, one a minute; the newest was withdrawn by the client.
  const base = Date.now() - 60 * 60_000;
  const ids: number[] = [];
  for (let i = 0; i < 12; i++) {
    const at = new Date(base + i * 60_000);
    const [row] = await db
      .insert(requirements)
      .values({
        userId: client.id,
        kind: 'contractor',
        contractorType: 'Civil Contractor',
        sitePlace: 'Indore, Madhya Pradesh',
        siteCity: 'Indore',
        siteState: 'Madhya Pradesh',
        startDate: indiaDate(10 + i),
        duration: i + 1,
        durationUnit: 'months',
        note: `Warehouse shed number ${i + 1}`,
        contactName: client.fullName,
        contactEmail: client.email,
        contactPhone: PHONE,
        status: i === 11 ? 'closed' : 'open',
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: requirements.id });
    ids.push(row!.id);
    await db.insert(requirementRecipients).values({ requirementId: row!.id, providerUserId: user.id, contractorId: contractor.id, distanceKm: 12.5, createdAt: at });
  }

  const page = await pageAs(openPage, user.email, 375);
  await page.goto('/manage/requirements');
  await expect(page.getByTestId('requirements-summary')).toHaveText('12 requirements · 12 new');
  const items = page.getByTestId('requirement-item');
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText('Civil Contractor');
  await expect(items.first()).toContainText('Indore, Madhya Pradesh · 12.5 km away');
  await expect(items.first()).toContainText('for 12 months');
  await expect(items.first().getByTestId('requirement-status')).toHaveText('Closed');
  await expect(items.first()).toContainText('You did not quote');
  await expect(items.nth(1)).not.toContainText('operator');
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(items).toHaveCount(2);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // The withdrawn one: no form, no contacts, the reason.
  await page.goto(`/manage/requirements/${ids[11]}`);
  await expect(page.getByTestId('decision')).toContainText('Withdrawn by the client');
  await expect(page.getByTestId('quote-form')).toHaveCount(0);
  await expect(page.getByTestId('phone-hidden')).toContainText('shown only to providers who quoted');
  const facts = page.getByTestId('requirement-facts');
  await expect(facts).toContainText('Not given');
  await expect(facts).not.toContainText('Operator');
  await expect(facts).toContainText('Warehouse shed number 12');

  // A contractor with none: how requirements arrive, and where to change that.
  const other = await pageAs(openPage, newcomer.email, 375);
  await other.goto('/manage/requirements');
  const empty = other.getByTestId('requirements-empty');
  await expect(empty).toContainText('a contractor of a type you offer');
  await expect(empty.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/manage/contractor-profile');
  expect(await violations(other)).toEqual([]);
});
