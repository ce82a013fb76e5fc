import { smtpMailer } from '../../core/ports/mailer.ts';
import { type SmtpCapture, startSmtpCapture } from '../fixtures/smtp-capture.ts';
import { testConfig } from '../fixtures/test-config.ts';
import { test as base, expect } from './fixtures.ts';

/**
 * The suite's fixtures plus `smtp`: a real SMTP capture for the file (like its app), to which the
 * file's app sends its mail. Use it instead of `test` in a spec that reads the mail it causes.
 */
export const testWithMail = base.extend<object, { smtp: SmtpCapture }>({
  smtp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; this one has none
    async ({}, use) => {
      const smtp = await startSmtpCapture();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  appOptions: [async ({ smtp }, use) => use({ overrides: { smtpUrl: smtp.url }, deps: { mailer: smtpMailer(smtp.url, testConfig().mailFrom) } }), { scope: 'worker' }],
});

/** A quoted-printable mail body as text (soft line breaks joined, =XX bytes decoded as UTF-8). */
const qp = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** The body of the one mail to `to` with `subject` in the capture (sending may finish after the response, so it is polled for). */
export async function mailTo(smtp: SmtpCapture, to: string, subject: string): Promise<string> {
  await expect.poll(() => smtp.mails.filter((m) => m.to === to && m.subject === subject).length, `mail to ${to}: ${subject}`).toBe(1);
  return qp(smtp.mails.find((m) => m.to === to && m.subject === subject)!.text);
}
