import { describe, expect, it } from 'vitest';
import { makeCtx } from '../context.ts';
import { hireView, placeHire } from './hire-details.ts';
import { newEnquiryMail } from './notify.ts';

// 23:30 UTC on 24 Nov is already 25 Nov in India.
const NOW = new Date('2026-11-24T23:30:00Z');
const hire = (o: Partial<Parameters<typeof placeHire>[0]> = {}) => ({
  startDate: '2026-11-25',
  duration: 1,
  durationUnit: 'days' as const,
  site: 'Delhi NCR',
  operatorNeeded: true,
  ...o,
});

describe('hire details (docs/decisions/053)', () => {
  it('reads today in India time and names the site as cards do', () => {
    expect(placeHire(hire(), NOW)).toEqual({ hireStart: '2026-11-25', hireDuration: 1, hireDurationUnit: 'days', sitePlace: 'Delhi', sitePin: null, operatorNeeded: true });
    expect(placeHire(hire({ site: 'pune, maharashtra' }), NOW).sitePlace).toBe('Pune, Maharashtra');
    expect(() => placeHire(hire({ startDate: '2026-11-24' }), NOW)).toThrow('The start date cannot be in the past.');
    expect(() => placeHire(hire({ site: 'Kerala' }), NOW)).toThrow("We could not find 'Kerala'. Enter a city or a 6-digit PIN code.");
  });

  it('puts them first in the provider’s mail, and a thread without them shows none', () => {
    const stored = placeHire(hire({ duration: 2, durationUnit: 'weeks', site: '411057', operatorNeeded: false }), NOW);
    const mail = newEnquiryMail(makeCtx({} as never), {
      to: 'v@example.in',
      enquiryId: 7,
      clientName: 'Farah',
      clientEmail: 'f@example.in',
      clientPhone: null,
      subject: 'Backhoe',
      message: 'Dig',
      about: 'JCB 3DX',
      hire: stored,
    });
    expect(mail.text).toContain('Start date: 2026-11-25\nDuration: 2 weeks\nSite: PIN 411057\nOperator needed: no\n\nSubject: Backhoe');
    expect(hireView({ hireStart: null, hireDuration: null, hireDurationUnit: null, sitePlace: null, sitePin: null, operatorNeeded: null })).toBeNull();
  });
});
