import { describe, expect, it } from 'vitest';
import { indianMobileDigits, normaliseMobile, telUrl, whatsappUrl } from './phone.ts';

describe('Indian phone numbers (lib/phone.ts: one rule for forms, API and links)', () => {
  it('reads a mobile number however it is written, and stores it one way', () => {
    for (const typed of ['9876543210', '+91 98765 43210', '+91-98765-43210', '098765 43210', '0091 98765 43210', '91 9876543210', '(+91) 98765-43210']) {
      expect(normaliseMobile(typed), typed).toBe('+91 98765 43210');
      expect(indianMobileDigits(typed), typed).toBe('9876543210');
    }
  });

  it('refuses what is not an Indian mobile number', () => {
    for (const typed of ['12345', '5822012345', '98765432100', '+44 20 7946 0958', '020 2612 3456', 'nine eight seven', '']) {
      expect(normaliseMobile(typed), typed).toBeNull();
    }
  });

  it('builds tel: and WhatsApp links with country code 91 for any stored form of a number', () => {
    for (const stored of ['+91 98765 43210', '09876543210', '9876543210', '91-98765-43210', '0091 9876543210']) {
      expect(telUrl(stored), stored).toBe('tel:+919876543210');
      expect(whatsappUrl(stored), stored).toBe('https://wa.me/919876543210');
    }
  });

  it('dials other numbers as written and offers no WhatsApp link for them', () => {
    expect(telUrl('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(whatsappUrl('+44 20 7946 0958')).toBeUndefined();
    expect(whatsappUrl('12345')).toBeUndefined();
    expect(whatsappUrl(null)).toBeUndefined();
  });
});
