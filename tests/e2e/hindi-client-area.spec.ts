import type { Page } from '@playwright/test';
import { makeCtx, type Viewer } from '../../core/context.ts';
import { replyToEnquiry } from '../../core/enquiry/reply-to-enquiry.ts';
import { submitEnquiry } from '../../core/enquiry/submit-enquiry.ts';
import { saveItem } from '../../core/saved/save-item.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createLoginUser, createVendor } from '../fixtures/factories.ts';
import { errorsOf, expect, signIn, test, type OpenPage } from './fixtures.ts';
import { englishLeft, expectHindiPage, expectNoSidewaysScroll } from './hindi.ts';

/**
 * The client account area in Hindi (docs/decisions/048-hindi-site.md): every tab and dialog reads in Hindi
 * at 375 and 1280 px, with only what the client and the providers typed left in Latin letters, and the
 * language switch keeps the tab. The area is noindex, but it exists in both languages: its canonical and
 * hreflang alternates are there as on every bilingual page.
 */
test.use({ specFile: import.meta.url });

type LoginUser = Awaited<ReturnType<typeof createLoginUser>>;
const viewerOf = (u: LoginUser, role: Viewer['role'] = 'Client'): Viewer => ({ userId: u.id, role, name: u.fullName, email: u.email });
const asUser = (u: LoginUser) => makeCtx(testDb(), viewerOf(u));

let client: LoginUser;

test.beforeAll(async () => {
  const db = testDb();
  const vendorUser = await createLoginUser(db, 'Vendor@123', { role: 'Vendor', fullName: 'Suresh Patil' });
  const vendor = await createVendor(db, { userId: vendorUser.id, name: 'Shree Earthmovers', contactPerson: 'Suresh Patil', email: 'suresh@shree.in', phone: '9822000000' });
  const machine = await createEquipment(db, vendor.id, { name: 'Tata Hitachi EX200 Excavator', city: 'Nagpur', state: 'Maharashtra' });
  const contractorUser = await createLoginUser(db, 'Contr@123', { role: 'Contractor' });
  const builder = await createContractor(db, {
    userId: contractorUser.id,
    companyName: 'Kaveri Builders',
    contactPerson: 'Anil Rao',
    email: 'info@kaveri.in',
    mobile: '9845000000',
    state: 'Karnataka',
    city: 'Mysuru',
    laborStrength: 240,
    contractorTypes: ['Civil Contractor', 'Road Contractor'],
    workLocations: ['Mysuru', 'Bengaluru'],
  });
  client = await createLoginUser(db, 'Client@123', { fullName: 'Aarav Mehta', phone: '9820012345' });
  const { id } = await submitEnquiry(asUser(client), {
    name: 'Aarav Mehta',
    email: client.email,
    subject: 'Excavator for a drainage job',
    message: 'We need an excavator with operator for 20 days from next Monday near Butibori MIDC. Please quote a daily rate.',
    equipmentId: machine.id,
  });
  await replyToEnquiry(makeCtx(db, viewerOf(vendorUser, 'Vendor')), { EnquiryId: id, Message: 'Available from Monday, ₹6,500 a day with operator.' });
  await submitEnquiry(asUser(client), {
    name: 'Aarav Mehta',
    email: client.email,
    subject: 'Warehouse shed',
    message: 'A 10,000 sq ft PEB shed in Mysuru.',
    contractorId: builder.id,
    isContractor: true,
  });
  await saveItem(asUser(client), { id: machine.id, userType: 'equipment' });
  await saveItem(asUser(client), { id: builder.id, userType: 'contractor' });
});

async function hindiArea(openPage: OpenPage, width: number, tab: string) {
  const page = await openPage({ width, height: 800 });
  await signIn(page, client.email, client.password);
  await page.goto(`/hi/client/manage?tab=${tab}`);
  await page.waitForLoadState('networkidle');
  return page;
}

/** Nothing in English outside typed content, nothing wider than the screen; a screenshot to look at. */
async function checkScreen(page: Page, width: number, name: string) {
  expect(await englishLeft(page), name).toEqual([]);
  await expectNoSidewaysScroll(page, width);
  await page.screenshot({ path: `test-results/hindi-client-area/${name}-${width}.png`, fullPage: true });
}

for (const width of [375, 1280]) {
  test(`profile, edit profile and change password in Hindi at ${width}`, async ({ openPage }) => {
    const page = await hindiArea(openPage, width, 'profile');
    await expectHindiPage(page);
    await expect(page).toHaveTitle('प्रोफाइल | मेरा खाता | BuildMart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरा खाता');
    const card = page.getByTestId('profile-card');
    await expect(card.getByText('Aarav Mehta')).toBeVisible();
    await expect(card.getByTestId('email-status')).toHaveText('सत्यापित नहीं');
    await expect(card.getByText('सदस्य कब से')).toBeVisible();
    await checkScreen(page, width, 'profile');

    // Edit profile: a wrong mobile number is caught in the browser, in Hindi.
    await page.getByRole('button', { name: 'प्रोफाइल बदलें' }).click();
    const edit = page.getByRole('dialog', { name: 'प्रोफाइल बदलें' });
    await edit.getByLabel('फोन').fill('12345');
    await edit.getByRole('button', { name: 'सेव करें' }).click();
    await expect(edit.getByText('कृपया सही 10 अंकों का भारतीय मोबाइल नंबर डालें।')).toBeVisible();
    await checkScreen(page, width, 'edit-profile');
    // Closing with typed changes asks first, in Hindi.
    await edit.getByRole('button', { name: 'बंद करें' }).click();
    await expect(edit.getByText('अपने बदलाव छोड़ दें?')).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
    await edit.getByRole('button', { name: 'छोड़ दें' }).click();
    await expect(edit).toBeHidden();

    // Change password: the client-side checks read in Hindi.
    await page.getByRole('button', { name: 'पासवर्ड बदलें' }).click();
    const pw = page.getByRole('dialog', { name: 'पासवर्ड बदलें' });
    await pw.getByRole('button', { name: 'सेव करें' }).click();
    await expect(pw.getByRole('alert')).toHaveText('सभी फील्ड भरना जरूरी है।');
    await pw.getByLabel('पुराना पासवर्ड').fill('Client@123');
    await pw.getByLabel('नया पासवर्ड', { exact: true }).fill('NewPass@123');
    await pw.getByLabel('नया पासवर्ड दोबारा डालें').fill('NewPass@124');
    await pw.getByRole('button', { name: 'सेव करें' }).click();
    await expect(pw.getByRole('alert')).toHaveText('पासवर्ड मेल नहीं खाते।');
    await checkScreen(page, width, 'change-password');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'ईमेल सत्यापित करें' }).click();
    await expect(page.getByRole('dialog', { name: 'अपना ईमेल सत्यापित करें' }).getByRole('button', { name: 'OTP भेजें' })).toBeVisible();
    await checkScreen(page, width, 'verify-email');
    expect(errorsOf(page)).toEqual([]);
  });

  test(`enquiries and an enquiry's detail in Hindi at ${width}`, async ({ openPage }) => {
    const page = await hindiArea(openPage, width, 'enquiries');
    await expectHindiPage(page);
    await expect(page).toHaveTitle('पूछताछ | मेरा खाता | BuildMart');
    await expect(page.getByRole('tab', { name: 'वेंडर पूछताछ' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('कुल: 1 पूछताछ')).toBeVisible();
    const card = page.getByTestId('enquiry-card');
    await expect(card.getByRole('heading')).toHaveText('Excavator for a drainage job');
    await expect(card.getByTestId('status-badge')).toHaveText('नई');
    // The card's date in hi-IN (a Hindi month name), not the English pages' en-US format.
    await expect(card.locator('time')).toHaveText(/[\u0900-\u097F]/);
    await checkScreen(page, width, 'enquiries');

    await card.getByRole('button', { name: 'विवरण देखें' }).click();
    const d = page.getByRole('dialog', { name: 'पूछताछ का विवरण' });
    await expect(d.getByRole('region', { name: 'वेंडर' })).toBeVisible();
    await expect(d.getByText('Available from Monday, ₹6,500 a day with operator.')).toBeVisible();
    await expect(d.getByRole('region', { name: 'उपकरण' }).getByText('अर्थ मूविंग उपकरण')).toBeVisible();
    await expect(d.getByRole('link', { name: 'विवरण देखें' })).toHaveAttribute('href', /^\/hi\/equipment\//);
    await expect(d.getByPlaceholder('जवाब लिखें…')).toBeVisible();
    await checkScreen(page, width, 'enquiry-detail');
    await page.keyboard.press('Escape');

    // The contractor sub-tab and its detail.
    await page.getByRole('tab', { name: 'ठेकेदार पूछताछ' }).click();
    await expect(page).toHaveURL(/\/hi\/client\/manage\?tab=enquiries&type=contractor$/);
    await page.getByTestId('enquiry-card').getByRole('button', { name: 'विवरण देखें' }).click();
    const cd = page.getByRole('dialog', { name: 'ठेकेदार पूछताछ का विवरण' });
    await expect(cd.getByText('कामगारों की संख्या: 240')).toBeVisible();
    await checkScreen(page, width, 'contractor-enquiry-detail');
    expect(errorsOf(page)).toEqual([]);
  });

  test(`wishlist in Hindi at ${width}, and the language switch keeps the tab`, async ({ openPage }) => {
    const page = await hindiArea(openPage, width, 'wishlist');
    await expectHindiPage(page);
    await expect(page).toHaveTitle('पसंदीदा | मेरा खाता | BuildMart');
    const item = page.getByTestId('wishlist-equipment');
    await expect(item.getByRole('heading')).toHaveText('Tata Hitachi EX200 Excavator');
    await expect(item.getByRole('link', { name: /^देखें/ })).toHaveAttribute('href', /^\/hi\/equipment\//);
    await expect(item.getByRole('button', { name: 'पसंदीदा से हटाएं' })).toBeVisible();
    await checkScreen(page, width, 'wishlist-equipment');

    await page.getByRole('tab', { name: 'ठेकेदार' }).click();
    const c = page.getByTestId('wishlist-contractor');
    await expect(c.getByRole('list', { name: 'ठेकेदार के प्रकार' }).getByRole('listitem')).toHaveText(['सिविल ठेकेदार', 'सड़क ठेकेदार']);
    await expect(c.getByRole('link', { name: /^देखें/ })).toHaveAttribute('href', /^\/hi\/contractor\//);
    await checkScreen(page, width, 'wishlist-contractor');

    // The switch: English on the same tab and sub-tab (as the address names them), and back.
    await page.goto('/hi/client/manage?tab=wishlist&type=contractor');
    await expect(page.getByTestId('wishlist-contractor')).toBeVisible();
    const toEnglish = page.locator('a[hreflang="en-IN"]:visible').first();
    await expect(toEnglish).toHaveAttribute('href', '/client/manage?tab=wishlist&type=contractor');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/client\/manage\?tab=wishlist&type=contractor$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('tab', { name: 'Contractors' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
    await page.locator('a[hreflang="hi-IN"]:visible').first().click();
    await expect(page).toHaveURL(/\/hi\/client\/manage\?tab=wishlist&type=contractor$/);
    await expect(page.getByRole('tab', { name: 'ठेकेदार' })).toHaveAttribute('aria-selected', 'true');
    expect(errorsOf(page)).toEqual([]);
  });
}
