import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors.ts';

/** Spec §8: the one message for a wrong, missing, forged, expired or reused captcha. */
export const INVALID_CAPTCHA = 'Invalid captcha code';
export const CAPTCHA_TTL_MS = 30 * 60 * 1000;

export type CaptchaChallenge = { Code: string; Token: string; ExpiresAt: string };

const b64 = (buf: Buffer) => buf.toString('base64url');

/**
 * The Contact Us captcha (spec §5: a number 1000-9999 the visitor types back), issued and checked
 * by the server so that a message cannot be posted without first asking for a challenge
 * (docs/decisions/007). The token is `expiry.nonce.signature`, the signature an HMAC of
 * code|expiry|nonce with a key derived from the session secret: the code itself is not in the
 * token, so only the right answer reproduces the signature. Each token is accepted once per
 * process (nonces remembered until they expire).
 */
export class CaptchaGuard {
  private readonly key: Buffer;
  private readonly used = new Map<string, number>();

  constructor(
    secret: string,
    private readonly ttlMs = CAPTCHA_TTL_MS,
    private readonly maxRemembered = 100_000,
  ) {
    this.key = createHmac('sha256', secret).update('buildmart contact captcha v1').digest();
  }

  private sign(code: string, expiry: string, nonce: string): Buffer {
    return createHmac('sha256', this.key).update(`${code}|${expiry}|${nonce}`).digest();
  }

  issue(now: Date): CaptchaChallenge {
    const code = String(randomInt(1000, 10000));
    const expiresAt = now.getTime() + this.ttlMs;
    const expiry = expiresAt.toString(36);
    const nonce = b64(randomBytes(12));
    return { Code: code, Token: `${expiry}.${nonce}.${b64(this.sign(code, expiry, nonce))}`, ExpiresAt: new Date(expiresAt).toISOString() };
  }

  /** Throws AppError BAD_REQUEST 'Invalid captcha code' unless `answer` is the code of a fresh, unused `token`. */
  verify(token: string | null | undefined, answer: string | null | undefined, now: Date): void {
    const refuse = () => new AppError('BAD_REQUEST', INVALID_CAPTCHA);
    if (!token || !answer || !/^[1-9]\d{3}$/.test(answer)) throw refuse();
    const [expiry, nonce, signature, extra] = token.split('.');
    if (!expiry || !nonce || !signature || extra !== undefined) throw refuse();
    const expected = this.sign(answer, expiry, nonce);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse();
    const expiresAt = parseInt(expiry, 36);
    if (!Number.isFinite(expiresAt) || expiresAt <= now.getTime()) throw refuse();
    this.forgetExpired(now.getTime());
    if (this.used.has(nonce)) throw refuse();
    this.used.set(nonce, expiresAt);
  }

  private forgetExpired(now: number) {
    for (const [nonce, expiresAt] of this.used) if (expiresAt <= now) this.used.delete(nonce);
    // Still full (a flood of valid answers): drop the oldest; they can be replayed only until they expire.
    while (this.used.size >= this.maxRemembered) this.used.delete(this.used.keys().next().value!);
  }
}
