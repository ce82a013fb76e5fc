import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CurrentUser } from '../../contract/account.ts';
import { ALL_ROUTES, account, type RouteContract } from '../../contract/routes.ts';
import { buildApp } from '../../server/app.ts';
import { loginCookie, testConfig } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser } from '../fixtures/factories.ts';
import { assertNoDrift, installResponseCheck, routeTable, type Drift } from '../fixtures/response-check.ts';

/**
 * The check useTestApp runs on every API answer (tests/fixtures/response-check.ts) catches drift:
 * the same real answers, checked against a route table that is wrong on purpose, fail.
 */

/** GET /api/account/me as the contract would say it after each kind of drift. */
const meSaying = (data: z.ZodType): RouteContract => ({ ...account.me, response: z.object({ success: z.literal(true), data }) });

/** A real app whose answers are checked against `routes` instead of contract/routes.ts. */
function appCheckedAgainst(routes: RouteContract[]) {
  const drifts: Drift[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), db: testDb(), instrument: (a) => installResponseCheck(a, drifts, routeTable(routes)) });
    await app.ready();
  });
  afterAll(() => app.close());
  return { drifts, app: () => app };
}

const others = ALL_ROUTES.filter((r) => r !== account.me);

describe('a response that drifts from its contract fails the test', () => {
  const missingField = appCheckedAgainst([...others, meSaying(CurrentUser.extend({ Nickname: z.string() }))]);
  const extraField = appCheckedAgainst([...others, meSaying(CurrentUser.omit({ Phone: true }))]);
  const wrongType = appCheckedAgainst([...others, meSaying(CurrentUser.extend({ UserId: z.string() }))]);
  const matching = appCheckedAgainst(ALL_ROUTES);

  async function me(t: { app: () => FastifyInstance }) {
    const u = await createLoginUser(testDb(), 'Secret@123', { phone: '+91 98100 00042' });
    const cookie = await loginCookie(t.app(), u.email, 'Secret@123');
    const res = await t.app().inject({ method: 'GET', url: '/api/account/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
  }

  it('names a field the contract promises and the answer lacks', async () => {
    await me(missingField);
    expect(missingField.drifts).toEqual([expect.objectContaining({ method: 'GET', url: '/api/account/me', status: 200, problem: expect.stringContaining('data.Nickname') })]);
    expect(() => assertNoDrift(missingField.drifts)).toThrow(/GET \/api\/account\/me → 200: data\.Nickname/);
    expect(missingField.drifts).toEqual([]);
  });

  it('names a field the answer carries and the contract does not', async () => {
    await me(extraField);
    expect(() => assertNoDrift(extraField.drifts)).toThrow(/not in the contract: data\.Phone/);
  });

  it('names a field of the wrong type', async () => {
    await me(wrongType);
    expect(() => assertNoDrift(wrongType.drifts)).toThrow(/data\.UserId/);
  });

  it('passes the same answer against the real contract, and checks error answers against ErrorResponse', async () => {
    await me(matching);
    const unknown = await matching.app().inject({ method: 'GET', url: '/api/account/me' });
    expect(unknown.statusCode).toBe(401);
    expect(matching.drifts).toEqual([]);
  });
});
