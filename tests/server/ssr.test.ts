import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../fixtures/app.ts';
import { decodeEntities } from '../fixtures/html.ts';
import { hasBuild } from '../../server/ssr.ts';

/** The built React Router site served by the same Fastify app (npm test builds it first: pretest). */
const app = useTestApp();

beforeAll(async () => {
  expect(hasBuild()).toBe(true);
});

describe('server-rendered pages', () => {
  it('renders the home page on the server: spec texts, configured support phone, a unique title', async () => {
    const res = await app().inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    for (const text of [
      'Construction Equipment',
      'Rent Smart » Build Strong',
      'Elevate Projects with Expert Contractors',
      'Construction Solution Specialists',
      '10K+',
      '5K+',
      '15K+',
      '300+',
      'We help industry to complete the project faster with us.',
      "Let's get registered now",
      'Registered to get real time leads!',
      '+91 98765 43210',
    ])
      expect(decodeEntities(res.body), text).toContain(text);
    expect(res.body).toMatch(/<title>BuildMart[^<]*<\/title>/);
    expect(res.body).toContain('href="/equipments?cat=earth-moving-equipment"');
    expect(res.body).toContain('href="/equipments?cat=ALL-Equipment&amp;name=ALL&amp;loc=ALL"');
    expect(res.body).toContain('href="/staffing?cat=skilled&amp;name=ALL&amp;loc=ALL"');
  });

  it('serves built assets with a year-long immutable cache', async () => {
    const page = await app().inject({ method: 'GET', url: '/' });
    const asset = /href="(\/assets\/[^"]+\.js)"/.exec(page.body)![1]!;
    const res = await app().inject({ method: 'GET', url: asset });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect((await app().inject({ method: 'GET', url: '/catalogue/excavator.svg' })).statusCode).toBe(200);
  });

  it('answers an unknown page with a real 404 page, and an unknown API path with JSON', async () => {
    const page = await app().inject({ method: 'GET', url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Page not found');
    const api = await app().inject({ method: 'POST', url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
  });

  it('answers HEAD without a body', async () => {
    const res = await app().inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});
