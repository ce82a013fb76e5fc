import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor } from '../fixtures/factories.ts';

const app = useTestApp();
let id: number;
let pendingId: number;

beforeAll(async () => {
  const v = await createVendor(testDb(), { name: 'Sahyadri Cranes' });
  id = (await createEquipment(testDb(), v.id, { name: 'ACE 14XW Pick & Carry Crane', description: 'A 14 tonne pick and carry crane. Diesel.', galleryImages: ['/a.webp', '/b.webp', '/c.webp', '/d.webp'] })).id;
  pendingId = (await createEquipment(testDb(), v.id, { status: 'pending' })).id;
});

describe('equipment detail pages', () => {
  it('renders the canonical /equipment/{slug}--{id} on the server', async () => {
    const res = await app().inject({ method: 'GET', url: `/equipment/ace-14xw-pick-carry-crane--${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1');
    expect(res.body).toContain('ACE 14XW Pick &amp; Carry Crane');
    expect(res.body).toMatch(/<title>ACE 14XW Pick &amp; Carry Crane for rent in Pune \| BuildMart<\/title>/);
    expect(res.body).toContain('Sahyadri Cranes');
    expect(res.body.match(/photo \d/g)).toEqual(['photo 1', 'photo 2', 'photo 3']);
  });

  it('moves the other forms permanently to the canonical URL', async () => {
    for (const url of [`/equipment/ace-14xw-pick-carry-crane-${id}`, `/equipment/${id}`, `/equipment/old-name--${id}`]) {
      const res = await app().inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location).toBe(`/equipment/ace-14xw-pick-carry-crane--${id}`);
    }
  });

  it('answers a real 404 page for an unknown or unapproved listing', async () => {
    for (const url of ['/equipment/nothing--99999999', `/equipment/x--${pendingId}`, '/equipment/no-id-here']) {
      const res = await app().inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Page not found');
    }
  });
});
