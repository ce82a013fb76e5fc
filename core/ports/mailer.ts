import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html?: string };

/** Sends mail. Offline default: files in an outbox folder plus a log line; SMTP when configured. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Writes each message as JSON to `dir` (newest last by name) and logs its subject and recipient. */
export function outboxMailer(dir: string, from: string, log: (line: string) => void = console.log): Mailer {
  return {
    async send(mail) {
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`);
      writeFileSync(file, JSON.stringify({ from, ...mail, date: new Date().toISOString() }, null, 2));
      log(`mail to ${mail.to}: ${mail.subject} (outbox ${file})`);
    },
  };
}

/** Real SMTP through nodemailer (SMTP_URL like smtp://user:pass@host:587). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
