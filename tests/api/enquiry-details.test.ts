import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquiries } from '../../db/schema/index.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createLoginUser, createVendorUser } from '../fixtures/factories.ts';

/** An equipment enquiry's start date, duration, site and operator (contract/hire-details.ts, docs/decisions/053). */
const app = useTestApp();

/** 'YYYY-MM-DD' in India, `days` from today. */
const indiaDay = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

async function session(email: string) {
  const cookie = await loginCookie(app(), email, 'Secret@123');
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const r = await app().inject({ method, url, payload, headers: { cookie } });
    return { status: r.statusCode, body: r.json() as Record<string, any> };
  };
  return { get: (url: string) => call('GET', url), post: (url: string, payload: object) => call('POST', url, payload) };
}

async function setting() {
  const { user: vendorUser, vendor } = await createVendorUser(testDb());
  const machine = await createEquipment(testDb(), vendor.id, { name: 'Tata Hitachi EX200 Excavator', city: 'Pune', state: 'Maharashtra' });
  const client = await createLoginUser(testDb(), 'Secret@123', { fullName: 'Farah Khan' });
  return { vendor: await session(vendorUser.email), client: await session(client.email), machine, clientId: client.id };
}

const base = { name: 'Farah Khan', email: 'farah@example.in', subject: 'Excavator for a basement', message: 'Basement dig, about 900 cubic metres.' };
const hire = () => ({ startDate: indiaDay(7), duration: '2', durationUnit: 'weeks', site: 'Bangalore', operatorNeeded: 'yes' });

describe('equipment enquiry with hire details', () => {
  it('stores them, and the provider (at the top of the thread) and the client both read them', async () => {
    const s = await setting();
    const sent = await s.client.post('/api/enquiry/submit', { ...base, equipmentId: s.machine.id, ...hire() });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const expected = { StartDate: indiaDay(7), Duration: 2, DurationUnit: 'weeks', Site: 'Bengaluru, Karnataka', SitePin: null, OperatorNeeded: true };
    const provider = await s.vendor.get(`/api/provider/enquiry-thread?id=${sent.body.id}`);
    expect(provider.status).toBe(200);
    expect(provider.body.data.Hire).toEqual(expected);
    const client = await s.client.get(`/api/client/enquiry?id=${sent.body.id}`);
    expect(client.body.data.Hire).toEqual(expected);

    // A PIN code is kept as the site; the answer "no" is kept as false.
    const pin = await s.client.post('/api/enquiry/submit', {
      ...base,
      equipmentId: s.machine.id,
      ...hire(),
      site: ' 411001 ',
      duration: 10,
      durationUnit: 'Days',
      operatorNeeded: false,
    });
    expect(pin.status, JSON.stringify(pin.body)).toBe(200);
    const [row] = await testDb().select().from(enquiries).where(eq(enquiries.id, pin.body.id));
    expect(row).toMatchObject({ hireStart: indiaDay(7), hireDuration: 10, hireDurationUnit: 'days', sitePlace: 'PIN 411001', sitePin: '411001', operatorNeeded: false });
  });

  it('leaves an API client that sends none of them as before (Hire null)', async () => {
    const s = await setting();
    const sent = await s.client.post('/api/enquiry/submit', { ...base, equipmentId: s.machine.id });
    expect(sent.status).toBe(200);
    expect((await s.vendor.get(`/api/provider/enquiry-thread?id=${sent.body.id}`)).body.data.Hire).toBeNull();
  });

  it('names every missing or wrong field with a 400, and saves nothing', async () => {
    const s = await setting();
    const blank = await s.client.post('/api/enquiry/submit', { ...base, equipmentId: s.machine.id, startDate: '', duration: '', durationUnit: '', site: '', operatorNeeded: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([
      { field: 'startDate', message: 'Please choose the start date.' },
      { field: 'duration', message: 'Please enter the duration.' },
      { field: 'durationUnit', message: 'Please choose days, weeks or months.' },
      { field: 'site', message: 'Please enter the site city or PIN code.' },
      { field: 'operatorNeeded', message: 'Please say whether you need an operator.' },
    ]);
    expect(blank.body.message).toContain('Please choose the start date.');
    // Named together with the other fields' problems, so the dialog shows them all at once.
    const both = await s.client.post('/api/enquiry/submit', {
      ...base,
      message: '',
      equipmentId: s.machine.id,
      startDate: '',
      duration: '3',
      durationUnit: 'weeks',
      site: 'Pune',
      operatorNeeded: 'no',
    });
    expect(both.status).toBe(400);
    expect(both.body.errors).toContainEqual({ field: 'message', message: 'Message is required.' });
    expect(both.body.errors).toContainEqual({ field: 'startDate', message: 'Please choose the start date.' });
    // Sending one of them asks for the rest.
    const partial = await s.client.post('/api/enquiry/submit', { ...base, equipmentId: s.machine.id, site: 'Pune' });
    expect(partial.status).toBe(400);
    expect(partial.body.errors.map((e: { field: string }) => e.field)).toEqual(['startDate', 'duration', 'durationUnit', 'operatorNeeded']);

    for (const [change, field, message] of [
      [{ startDate: '2026-02-30' }, 'startDate', 'Please enter a valid start date.'],
      [{ startDate: indiaDay(-1) }, 'startDate', 'The start date cannot be in the past.'],
      [{ startDate: indiaDay(400) }, 'startDate', 'The start date must be within a year from today.'],
      [{ duration: '0' }, 'duration', 'Duration must be a whole number: at most 365 days, 52 weeks or 24 months.'],
      [{ duration: '1.5' }, 'duration', 'Duration must be a whole number: at most 365 days, 52 weeks or 24 months.'],
      [{ duration: '25', durationUnit: 'months' }, 'duration', 'Duration must be a whole number: at most 365 days, 52 weeks or 24 months.'],
      [{ durationUnit: 'hours' }, 'durationUnit', 'Please choose days, weeks or months.'],
      [{ site: 'Atlantis' }, 'site', "We could not find 'Atlantis'. Enter a city or a 6-digit PIN code."],
      [{ site: 'Maharashtra' }, 'site', "We could not find 'Maharashtra'. Enter a city or a 6-digit PIN code."],
      [{ site: '000000' }, 'site', 'We do not know where PIN code 000000 is. Try the nearest city instead.'],
      [{ site: 'x'.repeat(101) }, 'site', 'Site is too long (100 characters at most).'],
      [{ operatorNeeded: 'maybe' }, 'operatorNeeded', 'Please say whether you need an operator.'],
    ] as const) {
      const r = await s.client.post('/api/enquiry/submit', { ...base, equipmentId: s.machine.id, ...hire(), ...change });
      expect(r.status, JSON.stringify(change)).toBe(400);
      expect(r.body.message).toContain(message);
      expect(r.body.errors).toEqual([{ field, message }]);
    }
    expect(await testDb().select().from(enquiries).where(eq(enquiries.userId, s.clientId))).toEqual([]);
  });

  it('refuses hire details on a contractor enquiry', async () => {
    const s = await setting();
    const contractor = await createContractor(testDb(), { companyName: 'Sahyadri Infra' });
    const r = await s.client.post('/api/enquiry/submit', { ...base, contractorId: contractor.id, isContractor: true, ...hire() });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([{ field: 'startDate', message: 'Start date, duration, site and operator go with an equipment enquiry.' }]);
  });
});
