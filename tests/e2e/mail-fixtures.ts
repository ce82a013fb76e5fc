import { smtpMailer } from '../../core/ports/mailer.ts';
import { type SmtpCapture, startSmtpCapture } from '../fixtures/smtp-capture.ts';
import { testConfig } from '../fixtures/test-config.ts';
import { test as base } from './fixtures.ts';

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
