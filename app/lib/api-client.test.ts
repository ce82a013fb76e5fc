import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, callApi } from './api-client.ts';
import { apiRouteTables, renderApiRoutes } from './api-routes-source.ts';
import { describeFailure, runSubmit, type SubmitState } from './use-submit.ts';

type Seen = { url: string; init: RequestInit };
/** Answers every fetch with `status` and `body` (JSON), or fails like a dropped connection when `body` is an Error. */
function answer(status: number, body: unknown): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    if (body instanceof Error) throw body;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}
afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('posts JSON to the contract path with cookies, a timeout signal, and answers the body', async () => {
    const seen = answer(200, { success: true, message: 'Thanks for your review!', id: 4 });
    const out = await callApi(api.client.reviewSubmit, { RefId: 7, IsContractor: false, Stars: 5, Text: 'Good machine.' });
    expect(out).toEqual({ success: true, message: 'Thanks for your review!', id: 4 });
    expect(seen[0]!.url).toBe('/api/review/submit');
    expect(seen[0]!.init.method).toBe('POST');
    expect(seen[0]!.init.credentials).toBe('same-origin');
    expect(seen[0]!.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(seen[0]!.init.body))).toEqual({ RefId: 7, IsContractor: false, Stars: 5, Text: 'Good machine.' });
    expect(seen[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('says the page’s language (Accept-Language) so the server words its refusals in it; nothing outside a page', async () => {
    const seen = answer(200, { success: true, data: [], total: 0 });
    await callApi(api.client.wishlist, { type: 'contractor' });
    expect(seen[0]!.init.headers).not.toHaveProperty('Accept-Language');
    vi.stubGlobal('document', { documentElement: { lang: 'hi' } });
    await callApi(api.client.wishlist, { type: 'contractor' });
    expect(seen[1]!.init.headers).toMatchObject({ 'Accept-Language': 'hi' });
    vi.stubGlobal('document', { documentElement: { lang: 'en-IN' } });
    await callApi(api.client.wishlist, { type: 'contractor' });
    expect(seen[2]!.init.headers).toMatchObject({ 'Accept-Language': 'en' });
  });

  it('sends GET input as the query string and FormData as multipart (no JSON content type)', async () => {
    const seen = answer(200, { success: true, data: [], total: 0 });
    await callApi(api.client.wishlist, { type: 'contractor', dateFilter: 'lastmonth', page: 2, pageSize: 10 });
    expect(seen[0]!.url).toBe('/api/client/wishlist?type=contractor&dateFilter=lastmonth&page=2&pageSize=10');
    expect(seen[0]!.init.body).toBeUndefined();
    const form = new FormData();
    form.set('FullName', 'Farah Khan');
    await callApi(api.profile.update, form);
    expect(seen[1]!.init.body).toBe(form);
    expect(seen[1]!.init.headers).not.toHaveProperty('Content-Type');
  });

  it('throws ApiError with the server sentence and status; no answer is status 0', async () => {
    answer(429, { success: false, message: 'You can write at most 10 reviews an hour. Please try again later.' });
    const refused = await callApi(api.client.reviewSubmit, { RefId: 7, IsContractor: false, Stars: 5, Text: 'x' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, message: 'You can write at most 10 reviews an hour. Please try again later.' });
    answer(200, { success: false });
    expect(await callApi(api.profile.sendVerifyOtp).catch((e: unknown) => e)).toMatchObject({ status: 200, message: '' });
    answer(0, new TypeError('Failed to fetch'));
    expect(await callApi(api.account.me).catch((e: unknown) => e)).toMatchObject({ status: 0 });
  });

  it('only takes references from the generated table', () => {
    // @ts-expect-error a hand-made method and path is not a contract entry
    void (() => callApi(['POST', '/api/not-in-the-contract'] as const, {}));
    // @ts-expect-error the input must be the entry's request
    void (() => callApi(api.client.reviewSubmit, { Stars: 'five' }));
  });

  it('the tables are exactly what scripts/gen-api-routes.ts writes from contract/', () => {
    for (const [file, text] of Object.entries(renderApiRoutes(apiRouteTables))) expect(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'), file).toBe(text);
  });
});

describe('runSubmit (the logic of useSubmit)', () => {
  const review = { fallback: 'Something went wrong.', rejected: 'Failed to submit review.' };
  const input = { RefId: 7, IsContractor: false, Stars: 4, Text: 'Fine.' };

  async function run(status: number, body: unknown, o: Parameters<typeof runSubmit>[2] = review) {
    answer(status, body);
    const states: SubmitState[] = [];
    const out = await runSubmit(api.client.reviewSubmit, input, o, (s) => states.push(s));
    return { out, states };
  }

  it('is pending while the call runs, then idle with the answer passed to onSuccess', async () => {
    const onSuccess = vi.fn();
    const { out, states } = await run(200, { success: true, message: 'Thanks for your review!', id: 1 }, { ...review, onSuccess });
    expect(states.map((s) => s.pending)).toEqual([true, false]);
    expect(states.at(-1)!.failure).toBeNull();
    expect(out).toMatchObject({ id: 1 });
    expect(onSuccess).toHaveBeenCalledWith(out);
  });

  it('shows the server sentence of a refusal (4xx)', async () => {
    const { out, states } = await run(401, { success: false, message: 'Please log in to continue.' });
    expect(out).toBeUndefined();
    expect(states.map((s) => s.pending)).toEqual([true, false]);
    expect(states.at(-1)!.failure).toEqual({ message: 'Please log in to continue.', status: 401 });
  });

  it("shows the form's own text when the server gave no sentence, failed (5xx) or did not answer", async () => {
    expect((await run(400, { success: false })).states.at(-1)!.failure!.message).toBe('Failed to submit review.');
    expect((await run(500, { success: false, message: 'Internal error at db.ts:12' })).states.at(-1)!.failure!.message).toBe('Something went wrong.');
    expect((await run(0, new TypeError('Failed to fetch'))).states.at(-1)!.failure!.message).toBe('Something went wrong.');
  });

  it('puts the server field errors by field, and words client-area refusals with the reason under', async () => {
    const { states } = await run(400, { success: false, message: 'Please check the form.', errors: [{ field: 'Text', message: 'Text is too long.' }] });
    expect(states.at(-1)!.errors).toEqual({ Text: 'Text is too long.' });
    expect(describeFailure(new ApiError('Your old password is not correct.', 400), { fallback: 'Failed to change password.', reasonUnder: true })).toEqual({
      message: 'Failed to change password.',
      reason: 'Your old password is not correct.',
      status: 400,
    });
  });
});
