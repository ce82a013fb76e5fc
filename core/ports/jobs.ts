import type { Mail, Mailer } from './mailer.ts';
import type { Sms, SmsSender } from './sms.ts';

/**
 * Work done outside the request that caused it (docs/decisions/034-job-queue.md): a request adds a
 * job and answers; a runner in every app process does the work, with retries. One payload type per
 * task, so a sender added later (SMS, WhatsApp) is a new entry here plus its task in the runner.
 */
export type JobPayloads = {
  /** One mail, delivered with the real transport (SMTP_URL or the outbox folder). */
  send_mail: Mail;
  /** One text message (an OTP), delivered with the real SMS sender (SMS_PROVIDER or the outbox folder). */
  send_sms: Sms;
  /** Hourly cleanup of expired rows (scheduled by the runner's crontab). */
  housekeeping: Record<string, never>;
  /** The daily mail of saved searches' new matches (scheduled by the runner's crontab; docs/decisions/059-saved-searches.md). */
  saved_search_alerts: Record<string, never>;
};
export type JobName = keyof JobPayloads;

export type EnqueueOptions = {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Attempts before the job stays failed (default: the queue's, JOB_MAX_ATTEMPTS). */
  maxAttempts?: number;
};

export interface JobQueue {
  /** Adds a job; resolves once it is stored (it survives a restart), not once it has run. */
  enqueue<T extends JobName>(task: T, payload: JobPayloads[T], opts?: EnqueueOptions): Promise<void>;
}

/** The app's default Mailer: each mail becomes a `send_mail` job, so no request waits on a mail server. */
export function queuedMailer(queue: JobQueue): Mailer {
  return {
    send: (mail) =>
      queue.enqueue('send_mail', {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      }),
  };
}

/** The app's default SmsSender: each message becomes a `send_sms` job, so no request waits on the SMS provider. */
export function queuedSms(queue: JobQueue): SmsSender {
  return { send: (sms) => queue.enqueue('send_sms', { to: sms.to, text: sms.text, template: sms.template, vars: sms.vars }) };
}
