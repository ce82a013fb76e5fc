import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../core/account/sessions.ts';
import { makeCtx } from '../../core/context.ts';
import { buildOpenApi } from '../../server/openapi.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createContractorUser, createEquipment, createLoginUser, createProject, createVendor, createVendorUser, createWorker } from '../fixtures/factories.ts';
import { operationsOf, requestsFor, serialise, type FuzzRequest, type Operation } from '../fixtures/fuzz-requests.ts';
import { multipartBody } from '../fixtures/multipart.ts';

/**
 * docs/product.md#security-and-abuse-limits (docs/decisions/020): every operation of the OpenAPI document (so a new route is covered without
 * touching this file) gets PER_OP generated requests per identity — a guest and a signed-in
 * client — half plausible bodies with one bad field, half arbitrary JSON or garbage. No answer
 * may be a 5xx, and every 4xx is JSON `{ success: false, message }`.
 * FUZZ_SEED and FUZZ_PER_OP reproduce or widen a run; the seed is printed.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_010);
const PER_OP = Number(process.env.FUZZ_PER_OP ?? 200);
/** guest and client always; FUZZ_IDENTITIES=vendor,contractor,jobseeker,admin adds others (admin last: it may disable the rest). */
const ROLES = ['vendor', 'contractor', 'jobseeker', 'admin'] as const;
type Identity = 'guest' | 'client' | (typeof ROLES)[number];
const IDENTITIES: Identity[] = ['guest', 'client', ...ROLES.filter((r) => (process.env.FUZZ_IDENTITIES ?? '').split(',').includes(r))];
const CONCURRENCY = 4;

const app = useTestApp();
const ops = operationsOf(buildOpenApi('http://localhost') as never);

type Failure = { op: string; note: string; status: number; answer: string; sent: string };
type Tally = { sent: number; byStatus: Record<string, number>; byOp: Record<string, Record<string, number>>; failures: Failure[] };

let ids: number[] = [];
const users = new Map<Identity, { userId: number; cookie: string }>();

beforeAll(async () => {
  const db = testDb();
  // Real rows, so plausible ids reach the database: a listing, a contractor with a project, a worker.
  const { vendor } = await createVendorUser(db);
  const eq = await createEquipment(db, vendor.id);
  const { contractor } = await createContractorUser(db);
  const project = await createProject(db, contractor.id);
  const worker = await createWorker(db);
  // Signed in before any fuzzing, so the login throttle cannot stand in the way.
  const roles = { client: 'Client', vendor: 'Vendor', contractor: 'Contractor', jobseeker: 'JobSeeker', admin: 'Admin' } as const;
  for (const identity of IDENTITIES) {
    if (identity === 'guest') continue;
    const u = await createLoginUser(db, 'Fuzz-Pass-1234', { role: roles[identity] });
    if (identity === 'vendor') await createEquipment(db, (await createVendor(db, { userId: u.id, email: u.email })).id);
    if (identity === 'contractor') await createContractor(db, { userId: u.id, email: u.email });
    if (identity === 'jobseeker') await createWorker(db, { userId: u.id });
    users.set(identity, { userId: u.id, cookie: await loginCookie(app(), u.email, u.password) });
  }
  ids = [...new Set([1, vendor.id, eq.id, contractor.id, project.id, worker.id, ...[...users.values()].map((u) => u.userId)])];
});

/**
 * A new session for the identity. A fuzzed logout ends the session it is sent with, and a
 * successful login or registration replaces it (rotation): each operation starts with its own
 * session, and every request to /api/account/* gets one of its own, so the identity stays signed in.
 */
const SESSION_CHANGING = /^\/api\/account\//;
async function freshCookie(userId: number) {
  const { token } = await createSession(makeCtx(testDb()), { userId });
  return `bm_session=${token}`;
}

function toInject(op: Operation, r: FuzzRequest, cookie: string | undefined) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  switch (r.kind) {
    case 'query':
      return { method: op.method, url: r.query ? `${op.path}?${r.query}` : op.path, headers };
    case 'json':
      return { method: op.method, url: op.path, headers: { ...headers, 'content-type': 'application/json' }, payload: serialise(r.body) };
    case 'raw':
      return { method: op.method, url: op.path, headers: { ...headers, 'content-type': r.contentType }, payload: r.payload };
    case 'multipart': {
      const m = multipartBody(r.fields);
      return { method: op.method, url: op.path, headers: { ...headers, ...m.headers }, payload: m.payload };
    }
  }
}

const short = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

async function fuzz(identity: Identity): Promise<Tally> {
  const user = users.get(identity);
  const tally: Tally = { sent: 0, byStatus: {}, byOp: {}, failures: [] };
  for (const [i, op] of ops.entries()) {
    const samples = fc.sample(requestsFor(op, ids), { seed: SEED + i * 7919 + IDENTITIES.indexOf(identity), numRuns: PER_OP });
    const name = `${op.method} ${op.path}`;
    const opCookie = user && (i === 0 ? user.cookie : await freshCookie(user.userId));
    for (let at = 0; at < samples.length; at += CONCURRENCY) {
      await Promise.all(
        samples.slice(at, at + CONCURRENCY).map(async (r) => {
          const cookie = user && (SESSION_CHANGING.test(op.path) ? await freshCookie(user.userId) : opCookie);
          const req = toInject(op, r, cookie);
          const res = await app().inject(req as never);
          tally.sent++;
          const bucket = `${Math.floor(res.statusCode / 100)}xx`;
          tally.byStatus[bucket] = (tally.byStatus[bucket] ?? 0) + 1;
          const ofOp = (tally.byOp[name] ??= {});
          ofOp[res.statusCode] = (ofOp[res.statusCode] ?? 0) + 1;
          let problem = res.statusCode >= 500;
          if (res.statusCode >= 400 && res.statusCode < 500) {
            let body: unknown;
            try {
              body = res.json();
            } catch {
              body = undefined;
            }
            const b = body as { success?: unknown; message?: unknown } | undefined;
            if (!String(res.headers['content-type']).includes('application/json') || b?.success !== false || typeof b.message !== 'string') problem = true;
          }
          if (problem) tally.failures.push({ op: name, note: r.note, status: res.statusCode, answer: short(res.body), sent: short(String(req.payload ?? req.url)) });
        }),
      );
    }
  }
  return tally;
}

function report(identity: string, t: Tally) {
  const perOp = new Map<string, number>();
  for (const f of t.failures) perOp.set(`${f.status} ${f.op}`, (perOp.get(`${f.status} ${f.op}`) ?? 0) + 1);
  console.log(
    `[fuzz] ${identity}: seed ${SEED}, ${ops.length} operations × ${PER_OP} = ${t.sent} requests; by status ${JSON.stringify(t.byStatus)}; ` +
      `${t.failures.filter((f) => f.status >= 500).length} 5xx, ${t.failures.filter((f) => f.status < 500).length} 4xx without a JSON error body`,
  );
  for (const [k, n] of perOp) console.log(`[fuzz]   ${n} × ${k}`);
  // FUZZ_VERBOSE=1: the statuses of every operation (is a route reached past validation?).
  if (process.env.FUZZ_VERBOSE) for (const [op, statuses] of Object.entries(t.byOp)) console.log(`[fuzz]   ${op} ${JSON.stringify(statuses)}`);
  for (const f of t.failures.slice(0, 15)) console.log(`[fuzz]   e.g. ${f.status} ${f.op} (${f.note}) sent ${f.sent} → ${f.answer}`);
}

describe('API fuzz (docs/product.md#security-and-abuse-limits): every operation of the OpenAPI document', () => {
  it('covers every operation of the document', () => {
    expect(ops.length).toBeGreaterThan(50);
    expect(ops.some((o) => o.path === '/api/public/v3/equipments')).toBe(true);
  });

  for (const identity of IDENTITIES) {
    it(`as a ${identity}: no 5xx, and every 4xx is { success: false, message }`, { timeout: 240_000 }, async () => {
      const t = await fuzz(identity);
      report(identity, t);
      expect(t.sent).toBe(ops.length * PER_OP);
      // Signed in all along: no 401 from calls that need a session, even after the login and registration operations.
      const signedIn = Object.entries(t.byOp).filter(([op]) => /^GET \/api\/(account\/me|client\/profile|admin\/overview)$/.test(op));
      expect(signedIn).toHaveLength(3);
      for (const [op, statuses] of signedIn) {
        if (identity === 'guest') expect(statuses['401'] ?? 0, op).toBeGreaterThan(0);
        else expect(statuses['401'] ?? 0, `${identity} ${op}`).toBe(0);
      }
      expect(t.failures.slice(0, 5), `${t.failures.length} failures (see the [fuzz] lines above)`).toEqual([]);
    });
  }
});
