import { describe, expect, it } from 'vitest';
import { MANAGE, manageHref } from '../../lib/manage-urls.ts';
import { roleMenu } from './role-menus.ts';
import { allEquipmentUrl, contractorTypeUrl, emptySearchUrl, equipmentCategoryUrl, mailtoUrl, registerUrl, searchUrl, staffingUrl } from './links.ts';
import { telUrl, whatsappUrl } from '../../lib/phone.ts';

describe('home links (docs/product.md#home-page)', () => {
  it('builds the tile targets', () => {
    expect(equipmentCategoryUrl('earth-moving-equipment')).toBe('/equipments?cat=earth-moving-equipment');
    expect(allEquipmentUrl()).toBe('/equipments?cat=ALL-Equipment&name=ALL&loc=ALL');
    expect(contractorTypeUrl('Civil Contractor')).toBe('/contractors?type=Civil+Contractor');
    expect(staffingUrl('skilled')).toBe('/staffing?cat=skilled&name=ALL&loc=ALL');
    expect(registerUrl('https://manage.example.in/')).toBe('https://manage.example.in/account/register');
    expect(registerUrl('https://manage.example.in', 'vendor')).toBe('https://manage.example.in/account/register?role=vendor');
    expect(registerUrl('https://manage.example.in', 'contractor')).toBe('https://manage.example.in/account/register?role=contractor');
  });
  it('keeps registration and management links relative while MANAGE_URL is unset (the visitor keeps their host)', () => {
    for (const unset of ['', undefined, '  ']) {
      expect(registerUrl(unset)).toBe('/account/register');
      expect(registerUrl(unset, 'vendor')).toBe('/account/register?role=vendor');
      expect(manageHref(unset, MANAGE.equipments)).toBe('/manage/equipments');
    }
    expect(manageHref('https://manage.example.in/', MANAGE.enquiry(7))).toBe('https://manage.example.in/manage/enquiries/7');
    expect(roleMenu('Vendor', '').map((i) => i.href)).toEqual(['/manage/equipments', '/manage/enquiries', '/manage/requirements', '/manage/vendor-profile']);
    expect(roleMenu('Contractor', '').map((i) => i.href)).toEqual(['/manage/projects', '/manage/enquiries', '/manage/requirements', '/manage/contractor-profile']);
    expect(roleMenu('Admin', '')[0]!.href).toBe('/admin');
    expect(roleMenu('JobSeeker', '')[0]!.href).toBe('/manage/resume');
    expect(roleMenu('Vendor', 'https://manage.example.in')[0]!.href).toBe('https://manage.example.in/manage/equipments');
    // The client's own screens are always on this site.
    expect(roleMenu('Admin', 'https://manage.example.in')[1]!.href).toBe('/client/manage?tab=profile');
  });
  it('follows the search redirect rules with only non-empty, encoded parameters', () => {
    expect(searchUrl('contractor', ' Road Contractor ', 'Pune')).toBe('/contractors?type=Road+Contractor&loc=Pune');
    expect(searchUrl('equipment', 'JCB & Co', '')).toBe('/equipments?q=JCB+%26+Co');
    expect(searchUrl('staffing', '', 'Navi Mumbai')).toBe('/equipments?loc=Navi+Mumbai');
  });
  it('keeps the search of a Hindi page and its empty-search return in Hindi', () => {
    expect(searchUrl('contractor', 'Road Contractor', 'Pune', 'hi')).toBe('/hi/contractors?type=Road+Contractor&loc=Pune');
    expect(searchUrl('equipment', 'crane', '', 'hi')).toBe('/hi/equipments?q=crane');
    expect(emptySearchUrl('hi')).toBe('/hi/?search=empty#search');
    expect(emptySearchUrl()).toBe('/?search=empty#search');
  });
});

describe('support contact links (docs/product.md#business-constants-and-limits: country code 91)', () => {
  it('builds tel: and WhatsApp links from any common way of writing an Indian number', () => {
    for (const phone of ['+91 98765 43210', '098765 43210', '9876543210', '91-98765-43210']) {
      expect(telUrl(phone), phone).toBe('tel:+919876543210');
      expect(whatsappUrl(phone), phone).toBe('https://wa.me/919876543210');
    }
    expect(telUrl('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(mailtoUrl('support@buildmart.in')).toBe('mailto:support@buildmart.in');
  });
});
