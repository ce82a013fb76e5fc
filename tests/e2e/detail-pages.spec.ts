import { sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createProject, createReview, createUser, createVendor } from '../fixtures/factories.ts';
import { errorsOf, expect, test, type OpenPage } from './fixtures.ts';
import { countLoginPrompts, loginPromptsSince } from './login-prompt.ts';

test.use({ specFile: import.meta.url });
const LONG = 'Six-lane cement concrete road with service roads, storm water drains and street lighting, handed over in 2024 ahead of time.';
const SHORT = 'Compound wall and gate for a school.';
const GALLERY = ['/catalogue/tower-crane.svg', '/catalogue/crawler-crane.svg', '/catalogue/boom-lift.svg', '/catalogue/forklift.svg'];
const ACTIONS = ['WhatsApp', 'Call', 'Mail', 'Send Enquiry', 'Leave a Review'];

let crane: { id: number; url: string };
const others: { name: string; url: string }[] = [];
let patil: { id: number; url: string };
let reddy: { url: string };
let doomedContractorId: number;
let doomedEquipmentId: number;

test.beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db, { name: 'Sahyadri Cranes' });
  const c = await createEquipment(db, v.id, {
    name: 'Hydra 12 Tonne Crane',
    catalogueSlug: 'telescopic-crane',
    category: 'lifting-equipment',
    brand: 'Escorts',
    description: 'A 12 tonne pick and carry crane. Diesel, 2019.',
    thumbnailUrl: '/catalogue/telescopic-crane.svg',
    galleryImages: GALLERY,
  });
  crane = { id: c.id, url: `/equipment/hydra-12-tonne-crane--${c.id}` };
  for (const name of ['Sahyadri Boom Lift', 'Sahyadri Forklift']) {
    const o = await createEquipment(db, v.id, { name, category: 'lifting-equipment', thumbnailUrl: '/catalogue/forklift.svg' });
    others.push({ name, url: `/equipment/${name.toLowerCase().replace(/ /g, '-')}--${o.id}` });
  }
  const client = await createUser(db, { fullName: 'Anil Deshmukh' });
  await createReview(db, { userId: client.id, equipmentId: c.id, vendorId: v.id, stars: 5, text: 'Crane arrived on time, operator was careful.' });

  const p = await createContractor(db, {
    companyName: 'Patil Constructions',
    contractorTypes: ['Civil Contractor', 'Road Contractor'],
    workingSectors: ['Roads & Highways'],
    workLocations: ['Pune', 'Satara'],
    laborStrength: 250,
    specificWorkDetail: 'Roads, culverts and small bridges across western Maharashtra since 2004.',
  });
  patil = { id: p.id, url: `/contractor/patil-constructions--${p.id}` };
  await createProject(db, p.id, { title: 'School compound wall', location: 'Pune', description: SHORT });
  await createProject(db, p.id, { title: 'Satara ring road', location: 'Satara', sector: 'Roads & Highways', description: LONG });
  await createReview(db, { userId: client.id, contractorId: p.id, stars: 4, text: 'Finished the road before the monsoon.' });
  const r = await createContractor(db, {
    companyName: 'Reddy Electricals',
    contractorTypes: ['Electrical Contractor'],
    city: 'Hyderabad',
    state: 'Telangana',
    workLocations: ['Hyderabad'],
  });
  reddy = { url: `/contractor/reddy-electricals--${r.id}` };
  doomedContractorId = (await createContractor(db, { companyName: 'Vanishing Builders' })).id;
  doomedEquipmentId = (await createEquipment(db, (await createVendor(db)).id, { name: 'Vanishing Excavator' })).id;
});

/** A page at `path`, hydrated (clicks before hydration would do nothing). */
async function open(openPage: OpenPage, width: number, path: string): Promise<Page> {
  const page = await openPage({ width, height: width < 640 ? 800 : 900 });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page;
}

/** Every distinct toast text shown from now on (sonner replaces a toast's text in place). */
async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { __toasts: string[] }).__toasts = []);
    new MutationObserver(() => {
      for (const t of document.querySelectorAll('[data-sonner-toast]')) {
        const s = t.textContent?.trim() ?? '';
        if (s && !seen.includes(s)) seen.push(s);
      }
      // The whole document: an error page re-mounts the root layout, <body> included.
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts);
}

/** Holds the page-data requests of client navigations until `release()`, as a slow phone network would (the loading toast stays up). */
async function holdData(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/\.data(\?.*)?$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const panel = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])');
const visibleText = (page: Page) => panel(page).innerText();

async function guestActionsAskToLogin(page: Page) {
  await countLoginPrompts(page);
  for (const [i, name] of ACTIONS.entries()) {
    await page.getByRole('button', { name, exact: true }).click();
    await expect.poll(() => loginPromptsSince(page), name).toBe(i + 1);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  expect(page.url()).toMatch(/\/(equipment|contractor)\//);
  await expect(page.getByRole('link', { name: 'Edit listing' })).toHaveCount(0);
}

/** On a phone the fixed contact bar must not hide the end of the page. */
async function barLeavesTheEndVisible(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // How far the footer's end reaches below the bar's top (the scroll may still be settling: polled).
  const overlap = () => page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().bottom - document.getElementById('enquire')!.getBoundingClientRect().top);
  await expect.poll(overlap).toBeLessThanOrEqual(1);
}

test.describe('equipment detail in Chromium', () => {
  test('switches tabs: overview, at most 3 photos, other equipment linking to their pages, reviews', async ({ openPage }) => {
    const page = await open(openPage, 1280, crane.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hydra 12 Tonne Crane');
    await expect(panel(page)).toContainText('A 12 tonne pick and carry crane.');
    await expect(page.getByTestId('vendor-card')).toContainText('Sahyadri Cranes');

    await page.getByRole('tab', { name: 'Photos' }).click();
    await expect(panel(page)).not.toContainText('pick and carry');
    const photos = page.getByTestId('photos').locator('img');
    await expect(photos).toHaveCount(3);
    expect(await photos.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')))).toEqual(GALLERY.slice(0, 3));
    await expect(photos.nth(2)).toBeVisible();

    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(panel(page)).toContainText('Crane arrived on time, operator was careful.');
    await expect(panel(page)).toContainText('Anil Deshmukh');

    await page.getByRole('tab', { name: 'Other equipments' }).click();
    const row = page.getByTestId('other-equipments');
    await expect(row).toBeVisible();
    await expect(row).toHaveCSS('overflow-x', 'auto');
    const links = row.getByRole('link');
    await expect.poll(async () => (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).sort()).toEqual(others.map((o) => o.url).sort());
    await row.getByRole('link', { name: /Sahyadri Forklift/ }).click();
    await page.waitForURL((u) => u.pathname === others.find((o) => o.name === 'Sahyadri Forklift')!.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sahyadri Forklift');
    expect(errorsOf(page)).toEqual([]);
  });

  test('asks a guest to log in for every action, shows no edit pencil, and keeps the phone bar clear of the page', async ({ openPage }) => {
    for (const w of [1280, 375]) {
      const page = await open(openPage, w, crane.url);
      await guestActionsAskToLogin(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
      if (w === 375) await barLeavesTheEndVisible(page);
      // All four tabs in sight on a phone ('Reviews' once hid behind a sideways scroll).
      await expect(page.getByRole('tab')).toHaveCount(4);
      await expect.poll(async () => Math.max(...(await page.getByRole('tab').evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect().right))))).toBeLessThanOrEqual(w);
      expect(errorsOf(page)).toEqual([]);
    }
  });

  test('shows the loading and loaded toasts on a client-side navigation from a list card', async ({ openPage }) => {
    const page = await open(openPage, 1280, '/equipments?q=hydra');
    const toasts = await recordToasts(page);
    const release = await holdData(page);
    await page.getByRole('link', { name: 'Hydra 12 Tonne Crane' }).first().click();
    await expect.poll(toasts).toEqual(['Loading Equipment...']);
    release();
    await page.waitForURL((u) => u.pathname === crane.url);
    await expect.poll(toasts).toEqual(['Loading Equipment...', 'Page Loaded Successfully!']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hydra 12 Tonne Crane');
    expect(errorsOf(page)).toEqual([]);
  });

  test("says 'Failed to load equipment.' when the listing went away before the click", async ({ openPage }) => {
    const page = await open(openPage, 1280, '/equipments?q=vanishing');
    const toasts = await recordToasts(page);
    await testDb().execute(sql`UPDATE equipment SET status = 'paused' WHERE id = ${doomedEquipmentId}`);
    await page.getByRole('link', { name: 'Vanishing Excavator' }).first().click();
    await expect.poll(toasts).toEqual(['Loading Equipment...', 'Failed to load equipment.']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('moves other URL forms to the canonical one with a 301 and answers a 404 page for unknown ids', async ({ page }) => {
    const res = await page.goto(`/equipment/${crane.id}?ref=qr`);
    expect(new URL(res!.url()).pathname + new URL(res!.url()).search).toBe(`${crane.url}?ref=qr`);
    expect((await res!.request().redirectedFrom()?.response())?.status()).toBe(301);
    const missing = await page.goto('/equipment/nothing--99999999');
    expect(missing!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test.describe('contractor detail in Chromium', () => {
  test('switches tabs: overview facts and badges, projects cut at 100 characters, reviews and their empty state', async ({ openPage }) => {
    for (const w of [1280, 375]) {
      const page = await open(openPage, w, patil.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Patil Constructions');
      for (const text of [
        'Civil Contractor',
        'Road Contractor',
        'Roads & Highways',
        'Pune, Satara',
        'Pune, Maharashtra',
        '250',
        'Roads, culverts and small bridges',
        '4.0 out of 5 (1)',
      ])
        await expect(panel(page), text).toContainText(text);
      await expect(page.locator('[role="tabpanel"]:not([hidden]) li')).toHaveText(['Civil Contractor', 'Road Contractor']);

      await page.getByRole('tab', { name: 'Projects' }).click();
      const descriptions = page.getByTestId('project-description');
      await expect.poll(() => descriptions.allTextContents()).toEqual(expect.arrayContaining([`${LONG.slice(0, 100)}...`, SHORT]));
      await expect(panel(page)).toContainText('Satara · Roads & Highways');
      await expect(panel(page)).not.toContainText('Roads, culverts');

      await page.getByRole('tab', { name: 'Reviews' }).click();
      await expect(panel(page)).toContainText('Finished the road before the monsoon.');
      await expect(panel(page)).toContainText('Anil Deshmukh');
      await expect(page.getByTestId('reviews').getByRole('img', { name: '4 out of 5 stars' })).toHaveCount(1);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
      expect(errorsOf(page)).toEqual([]);
    }
    const empty = await open(openPage, 375, reddy.url);
    await empty.getByRole('tab', { name: 'Reviews' }).click();
    await expect.poll(() => visibleText(empty)).toBe('No reviews yet.');
    await empty.getByRole('tab', { name: 'Projects' }).click();
    await expect.poll(() => visibleText(empty)).toBe('No projects listed yet.');
  });

  test('asks a guest to log in for every action, shows no edit pencil, and keeps the phone bar clear of the page', async ({ openPage }) => {
    for (const w of [1280, 375]) {
      const page = await open(openPage, w, patil.url);
      await guestActionsAskToLogin(page);
      if (w === 375) await barLeavesTheEndVisible(page);
      expect(errorsOf(page)).toEqual([]);
    }
  });

  test('shows the loading and loaded toasts on a client-side navigation from a list card', async ({ openPage }) => {
    const page = await open(openPage, 375, '/contractors?q=patil');
    const toasts = await recordToasts(page);
    const release = await holdData(page);
    await page.getByRole('link', { name: 'Patil Constructions' }).first().click();
    await expect.poll(toasts).toEqual(['Loading Contractor...']);
    release();
    await page.waitForURL((u) => u.pathname === patil.url);
    await expect.poll(toasts).toEqual(['Loading Contractor...', 'Page Loaded Successfully!']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Patil Constructions');
    expect(errorsOf(page)).toEqual([]);
  });

  test("says 'Failed to load contractor.' when the contractor went away before the click", async ({ openPage }) => {
    const page = await open(openPage, 1280, '/contractors?q=vanishing');
    const toasts = await recordToasts(page);
    await testDb().execute(sql`UPDATE contractors SET status = 'paused' WHERE id = ${doomedContractorId}`);
    await page.getByRole('link', { name: 'Vanishing Builders' }).first().click();
    await expect.poll(toasts).toEqual(['Loading Contractor...', 'Failed to load contractor.']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('moves /contractor/{id} and /contractor/{slug}-{id} to the canonical URL with a 301 and answers a 404 page for unknown ids', async ({ page }) => {
    for (const form of [`/contractor/${patil.id}?from=enquiry`, `/contractor/patil-constructions-${patil.id}?from=enquiry`]) {
      const res = await page.goto(form);
      const u = new URL(res!.url());
      expect(u.pathname + u.search, form).toBe(`${patil.url}?from=enquiry`);
      expect((await res!.request().redirectedFrom()?.response())?.status(), form).toBe(301);
    }
    for (const bad of ['/contractor/nobody--99999999', '/contractor/not-a-number']) {
      const res = await page.goto(bad);
      expect(res!.status(), bad).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    }
  });
});
