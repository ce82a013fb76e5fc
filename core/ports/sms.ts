import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One text message (docs/decisions/057). `text` is the whole message as the outbox and the log show it;
 * `template` and `vars` are what a DLT-registered provider needs instead (in India every template is
 * registered with the operators and only its variables travel): `otp` → the one-time code template.
 */
export type Sms = { to: string; text: string; template: 'otp'; vars: Record<string, string> };

/** Sends text messages. Offline default: files in an outbox folder plus a log line; MSG91 when configured. */
export interface SmsSender {
  send(sms: Sms): Promise<void>;
}

/** A log line shows the number and the text with every run of 4 or more digits that is not the number blanked (the code). */
export const loggableSms = (text: string) => text.replace(/\d{4,}/g, (d) => '•'.repeat(d.length));

/** Writes each message as JSON to `dir` (newest last by name: the demo's codes are read there) and logs it with the code blanked. */
export function outboxSms(dir: string, log: (line: string) => void = console.log): SmsSender {
  return {
    async send(sms) {
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`);
      writeFileSync(file, JSON.stringify({ ...sms, date: new Date().toISOString() }, null, 2));
      log(`sms to ${sms.to}: ${loggableSms(sms.text)} (outbox ${file})`);
    },
  };
}

export type Msg91Settings = {
  /** MSG91's flow endpoint (MSG91_URL; tests point it at a local server). */
  url: string;
  authKey: string;
  /** The registered 6-character sender header (DLT). */
  sender: string;
  /** The flow/template id of the OTP message as registered on DLT and MSG91; its variable is `otp`. */
  otpTemplateId: string;
};

/** '+91 98765 43210' → '919876543210', the form MSG91 wants. */
const msisdn = (to: string) => {
  const d = to.replace(/\D/g, '');
  return d.length === 10 ? `91${d}` : d;
};

/**
 * MSG91's flow API (POST JSON with the `authkey` header): the template id, the sender and one recipient
 * with the template's variables. Anything but a 2xx answer whose `type` is not "error" fails the
 * attempt (the job queue tries again); the error names the status and MSG91's own message, never the key.
 */
export function msg91Sms(s: Msg91Settings, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    async send(sms) {
      const res = await fetchImpl(s.url, {
        method: 'POST',
        headers: { authkey: s.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ template_id: s.otpTemplateId, sender: s.sender, short_url: '0', recipients: [{ mobiles: msisdn(sms.to), ...sms.vars }] }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.text()).slice(0, 500);
      let said: { type?: string; message?: string } = {};
      try {
        said = JSON.parse(body) as typeof said;
      } catch {
        // Not JSON: the status decides.
      }
      if (!res.ok || said.type === 'error') throw new Error(`SMS provider answered ${res.status}: ${said.message ?? body.slice(0, 200)}`);
    },
  };
}

/** Keeps every message in memory (tests read the code from it). */
export function recordingSms(): SmsSender & { sent: Sms[] } {
  const sent: Sms[] = [];
  return {
    sent,
    async send(sms) {
      sent.push(sms);
    },
  };
}
