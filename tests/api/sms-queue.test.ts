import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loginCookie, testConfig, type TestOverrides } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser } from '../fixtures/factories.ts';

/**
 * Text messages go through the job queue (docs/decisions/057): the request adds a `send_sms` job and
 * answers; the runner delivers it with MSG91 (SMS_PROVIDER=msg91) or writes it to DATA_DIR/sms-outbox.
 */
const seen: { headers: IncomingHttpHeaders; body: { recipients: { mobiles: string; otp: string }[]; template_id: string } }[] = [];
let provider: Server;
let providerUrl = '';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bm-sms-queue-'));
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  provider = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      seen.push({ headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"type":"success","message":"queued"}');
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/api/v5/flow`;
});
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});
afterAll(async () => {
  await new Promise((r) => provider.close(r));
  rmSync(dataDir, { recursive: true, force: true });
});

async function app(overrides: TestOverrides) {
  const a = await buildApp({ config: testConfig({ dataDir, ...overrides }), db: testDb() });
  apps.push(a);
  await a.ready();
  return a;
}

async function askForCode(a: FastifyInstance, phone: string) {
  const u = await createLoginUser(testDb());
  const cookie = await loginCookie(a, u.email, u.password);
  const r = await a.inject({ method: 'POST', url: '/api/account/phone/send-otp', headers: { cookie }, payload: { phone } });
  expect(r.statusCode).toBe(200);
}

describe('SMS through the job queue', () => {
  it('SMS_PROVIDER unset: the message lands in the sms-outbox folder', async () => {
    const a = await app({});
    await askForCode(a, '9123400001');
    const outbox = path.join(dataDir, 'sms-outbox');
    const files = () => {
      try {
        return readdirSync(outbox);
      } catch {
        return [];
      }
    };
    await expect.poll(files, { timeout: 15_000 }).toHaveLength(1);
    const msg = JSON.parse(readFileSync(path.join(outbox, files()[0]!), 'utf8'));
    expect(msg).toMatchObject({ to: '+91 91234 00001', template: 'otp' });
    expect(msg.text).toContain(msg.vars.otp);
  });

  it('SMS_PROVIDER=msg91: the runner posts the message to the provider', async () => {
    const a = await app({ msg91: { url: providerUrl, authKey: 'queue-test-key', sender: 'BLDMRT', otpTemplateId: 'tmpl_otp_1' } });
    await askForCode(a, '9123400002');
    await expect.poll(() => seen.length, { timeout: 15_000 }).toBe(1);
    expect(seen[0]!.headers.authkey).toBe('queue-test-key');
    expect(seen[0]!.body.template_id).toBe('tmpl_otp_1');
    expect(seen[0]!.body.recipients[0]!.mobiles).toBe('919123400002');
    expect(seen[0]!.body.recipients[0]!.otp).toMatch(/^\d{6}$/);
  });
});
