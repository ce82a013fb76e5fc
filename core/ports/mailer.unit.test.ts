import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxMailer } from './mailer.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'bm-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('outbox mailer', () => {
  it('logs the recipient and subject with the one-time code blanked; the outbox file keeps the whole mail', async () => {
    const lines: string[] = [];
    await outboxMailer(dir, 'BuildMart <no-reply@buildmart.in>', (l) => lines.push(l)).send({
      to: 'asha@example.in',
      subject: '482913 is your BuildMart verification code',
      text: 'Your BuildMart email verification code is 482913.',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^mail to asha@example\.in: •••••• is your BuildMart verification code \(outbox /);
    expect(lines[0]).not.toContain('482913');
    const [file] = readdirSync(dir);
    expect(JSON.parse(readFileSync(path.join(dir, file!), 'utf8'))).toMatchObject({ subject: '482913 is your BuildMart verification code', to: 'asha@example.in' });
  });
});
