import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createProject, createReview, createUser, createVendor } from '../fixtures/factories.ts';
import { useBrowser } from './browser.ts';

const b = useBrowser();
const LONG = 'Six-lane cement concrete road with service roads, storm water drains and street lighting, handed over in 2024 ahead of time.';
const SHORT = 'Compound wall and gate for a school.';
const GALLERY = ['/catalogue/tower-crane.svg', '/catalogue/crawler-crane.svg', '/catalogue/boom-lift.svg', '/catalogue/forklift.svg'];
const ACTIONS = ['WhatsApp', 'Call', 'Mail', 'Send Enquiry', 'Leave a Review'];

let crane: { id: number; url: string };
let others: { name: string; url: string }[] = [];
let patil: { id: number; url: string };
let reddy: { url: string };
let doomedContractorId: number;
let doomedEquipmentId: number;

beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db, { name: 'Sahyadri Cranes' });
  const c = await createEquipment(db, v.id, { name: 'Hydra 12 Tonne Crane', category: 'lifting-equipment', brand: 'Escorts', description: 'A 12 tonne pick and carry crane. Diesel, 2019.', thumbnailUrl: '/catalogue/telescopic-crane.svg', galleryImages: GALLERY });
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
  const r = await createContractor(db, { companyName: 'Reddy Electricals', contractorTypes: ['Electrical Contractor'], city: 'Hyderabad', state: 'Telangana', workLocations: ['Hyderabad'] });
  reddy = { url: `/contractor/reddy-electricals--${r.id}` };
  doomedContractorId = (await createContractor(db, { companyName: 'Vanishing Builders' })).id;
  doomedEquipmentId = (await createEquipment(db, (await createVendor(db)).id, { name: 'Vanishing Excavator' })).id;
});

/** A page at `path`, hydrated (clicks before hydration would do nothing). */
async function open(width: number, path: string): Promise<Page> {
  const page = await b.page(width, width < 640 ? 800 : 900);
  await page.goto(b.base() + path);
  await page.waitForLoadState('networkidle');
  return page;
}

/** Counts the app-wide open-login events (the login prompt, docs/product.md#accounts-and-sessions). */
async function countLoginPrompts(page: Page) {
  await page.evaluate(() => {
    (window as any).__logins = 0;
    window.addEventListener('open-login', () => (window as any).__logins++);
  });
  return () => page.evaluate(() => (window as any).__logins as number);
}

/** Every distinct toast text shown from now on (sonner replaces a toast's text in place). */
async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = ((window as any).__toasts = []);
    new MutationObserver(() => {
      for (const t of document.querySelectorAll('[data-sonner-toast]')) {
        const s = t.textContent?.trim() ?? '';
        if (s && !seen.includes(s)) seen.push(s);
      }
    // The whole document: an error page re-mounts the root layout, <body> included.
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as any).__toasts as string[]);
}

/** Holds the page-data requests of client navigations for a moment, as a slow phone network would. */
const slowData = (page: Page) =>
  page.route(/\.data(\?.*)?$/, async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });

const visibleText = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])').innerText();

async function guestActionsAskToLogin(page: Page) {
  const prompts = await countLoginPrompts(page);
  for (const [i, name] of ACTIONS.entries()) {
    await page.getByRole('button', { name, exact: true }).click();
    expect(await prompts(), name).toBe(i + 1);
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  }
  expect(page.url()).toMatch(/\/(equipment|contractor)\//);
  expect(await page.getByRole('link', { name: 'Edit listing' }).count()).toBe(0);
}

/** On a phone the fixed contact bar must not hide the end of the page. */
async function barLeavesTheEndVisible(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const { footerBottom, barTop } = await page.evaluate(() => {
    const footer = document.querySelector('footer')!;
    const bar = document.getElementById('enquire')!;
    return { footerBottom: footer.getBoundingClientRect().bottom, barTop: bar.getBoundingClientRect().top };
  });
  expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
}

describe('equipment detail in Chromium', () => {
  it('switches tabs: overview, at most 3 photos, other equipment linking to their pages, reviews', async () => {
    const page = await open(1280, crane.url);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Hydra 12 Tonne Crane');
    expect(await visibleText(page)).toContain('A 12 tonne pick and carry crane.');
    expect(await page.getByTestId('vendor-card').textContent()).toContain('Sahyadri Cranes');

    await page.getByRole('tab', { name: 'Photos' }).click();
    expect(await visibleText(page)).not.toContain('pick and carry');
    const photos = page.getByTestId('photos').locator('img');
    expect(await photos.count()).toBe(3);
    expect(await photos.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')))).toEqual(GALLERY.slice(0, 3));
    expect(await photos.nth(2).isVisible()).toBe(true);

    await page.getByRole('tab', { name: 'Reviews' }).click();
    expect(await visibleText(page)).toContain('Crane arrived on time, operator was careful.');
    expect(await visibleText(page)).toContain('Anil Deshmukh');

    await page.getByRole('tab', { name: 'Other equipments' }).click();
    const row = page.getByTestId('other-equipments');
    expect(await row.isVisible()).toBe(true);
    expect(await row.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    const links = row.getByRole('link');
    expect((await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).sort()).toEqual(others.map((o) => o.url).sort());
    await b.screenshot(page, 'equipment-detail-tabs-1280');
    await row.getByRole('link', { name: /Sahyadri Forklift/ }).click();
    await page.waitForURL((u) => u.pathname === others.find((o) => o.name === 'Sahyadri Forklift')!.url);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sahyadri Forklift');
    expect((page as any).errors).toEqual([]);
  });

  it('asks a guest to log in for every action, shows no edit pencil, and keeps the phone bar clear of the page', async () => {
    for (const w of [1280, 375]) {
      const page = await open(w, crane.url);
      await guestActionsAskToLogin(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
      if (w === 375) await barLeavesTheEndVisible(page);
      // All four tabs in sight on a phone ('Reviews' once hid behind a sideways scroll).
      const tabRights = await page.getByRole('tab').evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect().right));
      expect(tabRights).toHaveLength(4);
      expect(Math.max(...tabRights)).toBeLessThanOrEqual(w);
      await page.evaluate(() => window.scrollTo(0, 0));
      await b.screenshot(page, `equipment-detail-tabs-${w === 375 ? '375' : '1280-top'}`);
      expect((page as any).errors).toEqual([]);
    }
  });

  it('shows the loading and loaded toasts on a client-side navigation from a list card', async () => {
    const page = await open(1280, '/equipments?q=hydra');
    const toasts = await recordToasts(page);
    await slowData(page);
    await page.getByRole('link', { name: 'Hydra 12 Tonne Crane' }).first().click();
    await page.waitForURL((u) => u.pathname === crane.url);
    await expect.poll(toasts).toEqual(['Loading Equipment...', 'Page Loaded Successfully!']);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hydra 12 Tonne Crane');
    expect((page as any).errors).toEqual([]);
  });

  it("says 'Failed to load equipment.' when the listing went away before the click", async () => {
    const page = await open(1280, '/equipments?q=vanishing');
    const toasts = await recordToasts(page);
    await testDb().execute(sql`UPDATE equipment SET status = 'paused' WHERE id = ${doomedEquipmentId}`);
    await page.getByRole('link', { name: 'Vanishing Excavator' }).first().click();
    await expect.poll(toasts, { timeout: 5000 }).toEqual(['Loading Equipment...', 'Failed to load equipment.']);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
  });

  it('moves other URL forms to the canonical one with a 301 and answers a 404 page for unknown ids', async () => {
    const page = await b.page();
    const res = await page.goto(`${b.base()}/equipment/${crane.id}?ref=qr`);
    expect(new URL(res!.url()).pathname + new URL(res!.url()).search).toBe(`${crane.url}?ref=qr`);
    expect((await res!.request().redirectedFrom()?.response())?.status()).toBe(301);
    const missing = await page.goto(`${b.base()}/equipment/nothing--99999999`);
    expect(missing!.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
  });
});

describe('contractor detail in Chromium', () => {
  it('switches tabs: overview facts and badges, projects cut at 100 characters, reviews and their empty state', async () => {
    for (const w of [1280, 375]) {
      const page = await open(w, patil.url);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Patil Constructions');
      const overview = await visibleText(page);
      for (const text of ['Civil Contractor', 'Road Contractor', 'Roads & Highways', 'Pune, Satara', 'Pune, Maharashtra', '250', 'Roads, culverts and small bridges', '4.0 out of 5 (1)'])
        expect(overview, text).toContain(text);
      expect(await page.locator('[role="tabpanel"]:not([hidden]) li').allTextContents()).toEqual(['Civil Contractor', 'Road Contractor']);
      await b.screenshot(page, `contractor-detail-${w}`);

      await page.getByRole('tab', { name: 'Projects' }).click();
      const descriptions = await page.getByTestId('project-description').allTextContents();
      expect(descriptions).toContain(`${LONG.slice(0, 100)}...`);
      expect(descriptions).toContain(SHORT);
      expect(await visibleText(page)).toContain('Satara · Roads & Highways');
      expect(await visibleText(page)).not.toContain('Roads, culverts');
      await b.screenshot(page, `contractor-detail-projects-${w}`);

      await page.getByRole('tab', { name: 'Reviews' }).click();
      const reviews = await visibleText(page);
      expect(reviews).toContain('Finished the road before the monsoon.');
      expect(reviews).toContain('Anil Deshmukh');
      expect(await page.getByTestId('reviews').getByRole('img', { name: '4 out of 5 stars' }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
      expect((page as any).errors).toEqual([]);
    }
    const empty = await open(375, reddy.url);
    await empty.getByRole('tab', { name: 'Reviews' }).click();
    expect(await visibleText(empty)).toBe('No reviews yet.');
    await empty.getByRole('tab', { name: 'Projects' }).click();
    expect(await visibleText(empty)).toBe('No projects listed yet.');
  });

  it('asks a guest to log in for every action, shows no edit pencil, and keeps the phone bar clear of the page', async () => {
    for (const w of [1280, 375]) {
      const page = await open(w, patil.url);
      await guestActionsAskToLogin(page);
      if (w === 375) await barLeavesTheEndVisible(page);
      expect((page as any).errors).toEqual([]);
    }
  });

  it('shows the loading and loaded toasts on a client-side navigation from a list card', async () => {
    const page = await open(375, '/contractors?q=patil');
    const toasts = await recordToasts(page);
    await slowData(page);
    await page.getByRole('link', { name: 'Patil Constructions' }).first().click();
    await page.waitForURL((u) => u.pathname === patil.url);
    await expect.poll(toasts).toEqual(['Loading Contractor...', 'Page Loaded Successfully!']);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Patil Constructions');
    expect((page as any).errors).toEqual([]);
  });

  it("says 'Failed to load contractor.' when the contractor went away before the click", async () => {
    const page = await open(1280, '/contractors?q=vanishing');
    const toasts = await recordToasts(page);
    await testDb().execute(sql`UPDATE contractors SET status = 'paused' WHERE id = ${doomedContractorId}`);
    await page.getByRole('link', { name: 'Vanishing Builders' }).first().click();
    await expect.poll(toasts, { timeout: 5000 }).toEqual(['Loading Contractor...', 'Failed to load contractor.']);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
  });

  it('moves /contractor/{id} and /contractor/{slug}-{id} to the canonical URL with a 301 and answers a 404 page for unknown ids', async () => {
    const page = await b.page();
    for (const form of [`/contractor/${patil.id}?from=enquiry`, `/contractor/patil-constructions-${patil.id}?from=enquiry`]) {
      const res = await page.goto(b.base() + form);
      const u = new URL(res!.url());
      expect(u.pathname + u.search, form).toBe(`${patil.url}?from=enquiry`);
      expect((await res!.request().redirectedFrom()?.response())?.status(), form).toBe(301);
    }
    for (const bad of ['/contractor/nobody--99999999', '/contractor/not-a-number']) {
      const res = await page.goto(b.base() + bad);
      expect(res!.status(), bad).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    }
  });
});
