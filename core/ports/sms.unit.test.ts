import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg91Sms, outboxSms } from './sms.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'bm-sms-outbox-'));
const sms = { to: '+91 98765 43210', text: '482913 is your BuildMart code. It is valid for 5 minutes.', template: 'otp' as const, vars: { otp: '482913' } };

/** A local stand-in for MSG91's flow endpoint: records each request and answers what the test says. */
type Seen = { method?: string; url?: string; headers: IncomingHttpHeaders; body: unknown };
const seen: Seen[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{"type":"success","message":"3763646c3058373530393938"}' };
let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(raw || 'null') });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5/flow`;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await new Promise((r) => server.close(r));
});

describe('outbox SMS (SMS_PROVIDER unset)', () => {
  it('logs the number and the text with the code blanked; the outbox file keeps the whole message', async () => {
    const lines: string[] = [];
    await outboxSms(dir, (l) => lines.push(l)).send(sms);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^sms to \+91 98765 43210: •••••• is your BuildMart code\. It is valid for 5 minutes\. \(outbox /);
    expect(lines[0]).not.toContain('482913');
    const [file] = readdirSync(dir);
    expect(JSON.parse(readFileSync(path.join(dir, file!), 'utf8'))).toMatchObject({ to: '+91 98765 43210', vars: { otp: '482913' } });
  });
});

describe('MSG91 adapter (SMS_PROVIDER=msg91)', () => {
  const settings = () => ({ url, authKey: 'test-auth-key-123', sender: 'BLDMRT', otpTemplateId: 'tmpl_otp_6543' });

  it('posts the DLT template id, the sender and the recipient with the code as the template variable, the auth key in a header', async () => {
    answer = { status: 200, body: '{"type":"success","message":"ok"}' };
    await msg91Sms(settings()).send(sms);
    const req = seen.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/api/v5/flow');
    expect(req.headers.authkey).toBe('test-auth-key-123');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.body).toEqual({ template_id: 'tmpl_otp_6543', sender: 'BLDMRT', short_url: '0', recipients: [{ mobiles: '919876543210', otp: '482913' }] });
  });

  it('fails the attempt (so the job retries) on an error answer, naming MSG91’s words but never the key', async () => {
    answer = { status: 200, body: '{"type":"error","message":"Template ID Missing or Invalid"}' };
    const err = await msg91Sms(settings())
      .send(sms)
      .then(
        () => null,
        (e: Error) => e,
      );
    expect(err?.message).toBe('SMS provider answered 200: Template ID Missing or Invalid');
    answer = { status: 401, body: '{"type":"error","message":"Authentication failure"}' };
    const denied = await msg91Sms(settings())
      .send(sms)
      .then(
        () => null,
        (e: Error) => e,
      );
    expect(denied?.message).toBe('SMS provider answered 401: Authentication failure');
    expect(denied?.message).not.toContain('test-auth-key-123');
    answer = { status: 502, body: 'Bad gateway' };
    expect(
      (
        await msg91Sms(settings())
          .send(sms)
          .then(
            () => null,
            (e: Error) => e,
          )
      )?.message,
    ).toBe('SMS provider answered 502: Bad gateway');
  });
});
