import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** `headers`: extra header lines (List-Unsubscribe on the saved-search mail, docs/decisions/059-saved-searches.md). */
export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };

/** Sends mail. Offline default: files in an outbox folder plus a log line; SMTP when configured. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * What a log line may show of a subject: runs of 4 or more digits (one-time codes, which the
 * verification mail puts in its subject) are blanked. The outbox file keeps the whole mail.
 */
export const loggableSubject = (subject: string) => subject.replace(/\d{4,}/g, (d) => '•'.repeat(d.length));

/** Writes each message as JSON to `dir` (newest last by name) and logs its recipient and subject, codes blanked. */
export function outboxMailer(dir: string, from: string, log: (line: string) => void = console.log): Mailer {
  return {
    async send(mail) {
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`);
      writeFileSync(file, JSON.stringify({ from, ...mail, date: new Date().toISOString() }, null, 2));
      log(`mail to ${mail.to}: ${loggableSubject(mail.subject)} (outbox ${file})`);
    },
  };
}

/**
 * Real SMTP through nodemailer (SMTP_URL like smtp://user:pass@host:587). Timeouts are shorter than
 * nodemailer's (2 min to connect, 10 min of silence): a server that hangs fails the attempt and the
 * job queue tries again later, instead of one stuck connection holding a worker for minutes.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
