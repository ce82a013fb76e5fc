import { describe, expect, it } from 'vitest';
import { allEquipmentUrl, contractorTypeUrl, equipmentCategoryUrl, mailtoUrl, registerUrl, searchUrl, staffingUrl, telUrl, whatsappUrl } from './links.ts';

describe('home links (spec §2)', () => {
  it('builds the tile targets', () => {
    expect(equipmentCategoryUrl('earth-moving-equipment')).toBe('/equipments?cat=earth-moving-equipment');
    expect(allEquipmentUrl()).toBe('/equipments?cat=ALL-Equipment&name=ALL&loc=ALL');
    expect(contractorTypeUrl('Civil Contractor')).toBe('/contractors?type=Civil+Contractor');
    expect(staffingUrl('skilled')).toBe('/staffing?cat=skilled&name=ALL&loc=ALL');
    expect(registerUrl('https://manage.example.in/')).toBe('https://manage.example.in/account/register');
    expect(registerUrl('https://manage.example.in', 'vendor')).toBe('https://manage.example.in/account/register?role=vendor');
    expect(registerUrl('https://manage.example.in', 'contractor')).toBe('https://manage.example.in/account/register?role=contractor');
  });
  it('follows the search redirect rules with only non-empty, encoded parameters', () => {
    expect(searchUrl('contractor', ' Road Contractor ', 'Pune')).toBe('/contractors?type=Road+Contractor&loc=Pune');
    expect(searchUrl('equipment', 'JCB & Co', '')).toBe('/equipments?q=JCB+%26+Co');
    expect(searchUrl('staffing', '', 'Navi Mumbai')).toBe('/equipments?loc=Navi+Mumbai');
  });
});

describe('support contact links (spec §9: country code 91)', () => {
  it('builds tel: and WhatsApp links from any common way of writing an Indian number', () => {
    for (const phone of ['+91 98765 43210', '098765 43210', '9876543210', '91-98765-43210']) {
      expect(telUrl(phone), phone).toBe('tel:+919876543210');
      expect(whatsappUrl(phone), phone).toBe('https://wa.me/919876543210');
    }
    expect(telUrl('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(mailtoUrl('support@buildmart.in')).toBe('mailto:support@buildmart.in');
  });
});
