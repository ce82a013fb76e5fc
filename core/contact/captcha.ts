import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { hit } from '../limits/counter.ts';

/** docs/product.md#company-pages-and-contact-us: the one message for a wrong, missing, forged, expired or reused captcha. */
export const INVALID_CAPTCHA = 'Invalid captcha code';
export const CAPTCHA_TTL_MS = 30 * 60 * 1000;

/** What the browser gets: a sealed token and when it expires; never the code (docs/decisions/022). */
export type CaptchaChallenge = { Token: string; ExpiresAt: string };

/** An opened token: the code, its expiry, and the id under which its one use is recorded. */
export type OpenedCaptcha = { code: string; expiresAt: number; id: string };

const b64 = (buf: Buffer) => buf.toString('base64url');
const AAD = Buffer.from('buildmart contact captcha v2');

/**
 * The Contact Us captcha (docs/product.md#company-pages-and-contact-us: a number 1000-9999 the visitor types back). The token is the
 * code and its expiry sealed with AES-256-GCM under a key derived from the session secret: the
 * browser cannot read it (so the code never leaves the server as text — it is shown only as a
 * picture drawn from the token, core/contact/captcha-image.ts) and cannot change it (the tag
 * fails). Any process with the same secret can open it; its single use is recorded in PostgreSQL
 * (`verifyCaptcha`), so a token is accepted once across all processes.
 */
export class CaptchaSealer {
  private readonly key: Buffer;
  /** Seeds the picture's distortions, so one token always shows the same picture. */
  private readonly drawKey: Buffer;

  constructor(
    secret: string,
    private readonly ttlMs = CAPTCHA_TTL_MS,
  ) {
    this.key = createHmac('sha256', secret).update('buildmart contact captcha v2: seal').digest();
    this.drawKey = createHmac('sha256', secret).update('buildmart contact captcha v2: draw').digest();
  }

  issue(now: Date): CaptchaChallenge {
    const code = String(randomInt(1000, 10000));
    const expiresAt = now.getTime() + this.ttlMs;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(AAD);
    const sealed = Buffer.concat([cipher.update(`${code}|${expiresAt}`, 'utf8'), cipher.final()]);
    return { Token: b64(Buffer.concat([iv, sealed, cipher.getAuthTag()])), ExpiresAt: new Date(expiresAt).toISOString() };
  }

  /** The token's content, or null when it is malformed, forged, from another secret or expired. */
  open(token: string | null | undefined, now: Date): OpenedCaptcha | null {
    if (!token || token.length > 200 || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
    const raw = Buffer.from(token, 'base64url');
    if (raw.length < 12 + 16 + 6) return null;
    const iv = raw.subarray(0, 12);
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv)
        .setAAD(AAD)
        .setAuthTag(raw.subarray(raw.length - 16));
      const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
      const m = /^([1-9]\d{3})\|(\d{1,16})$/.exec(text);
      if (!m) return null;
      const expiresAt = Number(m[2]);
      if (expiresAt <= now.getTime()) return null;
      return { code: m[1]!, expiresAt, id: b64(iv) };
    } catch {
      return null;
    }
  }

  /** A per-token seed for the picture (not guessable without the secret). */
  drawSeed(token: string): Buffer {
    return createHmac('sha256', this.drawKey).update(token).digest();
  }
}

/** The rate_counters bucket that records used tokens until they expire. */
const USED_BUCKET = 'captcha:used';

/**
 * Throws AppError BAD_REQUEST 'Invalid captcha code' unless `answer` is the code of a valid,
 * unexpired, unused token. A token that opens is used up by this check, right or wrong: one guess
 * per picture. The use is one atomic upsert in PostgreSQL, so two processes (or two parallel
 * requests) cannot both accept it.
 */
export async function verifyCaptcha(ctx: Pick<Ctx, 'db' | 'now'>, sealer: CaptchaSealer, token: string | null | undefined, answer: string | null | undefined): Promise<void> {
  const refuse = () => new AppError('BAD_REQUEST', INVALID_CAPTCHA);
  if (!answer || !/^[1-9]\d{3}$/.test(answer)) throw refuse();
  const now = ctx.now();
  const opened = sealer.open(token, now);
  if (!opened) throw refuse();
  const { hits } = await hit(ctx.db, USED_BUCKET, opened.id, opened.expiresAt - now.getTime(), now);
  if (hits > 1 || answer !== opened.code) throw refuse();
}
