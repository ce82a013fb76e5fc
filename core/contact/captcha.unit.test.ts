import { describe, expect, it } from 'vitest';
import { CaptchaGuard, INVALID_CAPTCHA } from './captcha.ts';

const SECRET = 's'.repeat(40);
const T0 = new Date('2025-07-01T10:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

describe('CaptchaGuard', () => {
  it('issues codes 1000-9999 across the whole range', () => {
    const g = new CaptchaGuard(SECRET);
    const codes = Array.from({ length: 2000 }, () => Number(g.issue(T0).Code));
    expect(Math.min(...codes)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...codes)).toBeLessThanOrEqual(9999);
    expect(new Set(codes.map((c) => Math.floor(c / 1000))).size).toBe(9);
  });

  it('accepts the right answer until just before expiry, and only once', () => {
    const g = new CaptchaGuard(SECRET, 60_000);
    const a = g.issue(T0);
    expect(() => g.verify(a.Token, a.Code, later(59_999))).not.toThrow();
    expect(() => g.verify(a.Token, a.Code, later(59_999))).toThrow(INVALID_CAPTCHA);
    const b = g.issue(T0);
    expect(() => g.verify(b.Token, b.Code, later(60_000))).toThrow(INVALID_CAPTCHA);
  });

  it('accepts a token from another process with the same secret, not with another secret', () => {
    const a = new CaptchaGuard(SECRET).issue(T0);
    expect(() => new CaptchaGuard(SECRET).verify(a.Token, a.Code, T0)).not.toThrow();
    expect(() => new CaptchaGuard('t'.repeat(40)).verify(a.Token, a.Code, T0)).toThrow(INVALID_CAPTCHA);
  });

  it('refuses answers that are not exactly the code', () => {
    const g = new CaptchaGuard(SECRET);
    const a = g.issue(T0);
    for (const answer of ['', ` ${a.Code}`, `${a.Code}0`, `0${a.Code}`, a.Code.slice(0, 3)]) {
      expect(() => g.verify(a.Token, answer, T0), JSON.stringify(answer)).toThrow(INVALID_CAPTCHA);
    }
  });

  it('forgets used tokens once they expire and stays bounded', () => {
    const g = new CaptchaGuard(SECRET, 60_000, 3);
    const used = Array.from({ length: 5 }, () => g.issue(T0));
    for (const c of used) g.verify(c.Token, c.Code, T0);
    // Only the newest 2 (+ the one being added) are remembered; the oldest could be replayed until it expires.
    expect(() => g.verify(used[4]!.Token, used[4]!.Code, T0)).toThrow(INVALID_CAPTCHA);
    expect(() => g.verify(used[0]!.Token, used[0]!.Code, T0)).not.toThrow();
    expect(() => g.verify(used[1]!.Token, used[1]!.Code, later(60_000))).toThrow(INVALID_CAPTCHA);
  });
});
