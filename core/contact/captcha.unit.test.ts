import { describe, expect, it } from 'vitest';
import { CaptchaSealer } from './captcha.ts';
import { captchaPng, captchaSvg } from './captcha-image.ts';

const SECRET = 's'.repeat(40);
const T0 = new Date('2025-07-01T10:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

describe('CaptchaSealer', () => {
  it('seals codes 1000-9999 across the whole range; the token bytes do not carry the code in the clear', () => {
    const g = new CaptchaSealer(SECRET);
    const codes = Array.from({ length: 2000 }, () => {
      const { Token } = g.issue(T0);
      const code = g.open(Token, T0)!.code;
      expect(Buffer.from(Token, 'base64url').toString('latin1')).not.toContain(code);
      return Number(code);
    });
    expect(Math.min(...codes)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...codes)).toBeLessThanOrEqual(9999);
    expect(new Set(codes.map((c) => Math.floor(c / 1000))).size).toBe(9);
  });

  it('opens until just before expiry, in another process with the same secret, never with another', () => {
    const a = new CaptchaSealer(SECRET, 60_000).issue(T0);
    expect(new CaptchaSealer(SECRET, 60_000).open(a.Token, later(59_999))).toMatchObject({ code: expect.stringMatching(/^[1-9]\d{3}$/) });
    expect(new CaptchaSealer(SECRET).open(a.Token, later(60_000))).toBeNull();
    expect(new CaptchaSealer('t'.repeat(40)).open(a.Token, T0)).toBeNull();
  });

  it('refuses any changed byte, a truncated token and garbage', () => {
    const g = new CaptchaSealer(SECRET);
    const { Token } = g.issue(T0);
    const raw = Buffer.from(Token, 'base64url');
    for (let i = 0; i < raw.length; i++) {
      const bad = Buffer.from(raw);
      bad[i]! ^= 0x01;
      expect(g.open(bad.toString('base64url'), T0), `byte ${i}`).toBeNull();
    }
    for (const t of [Token.slice(0, -4), '', 'not-a-token', 'a.b.c', 'x'.repeat(500), null, undefined]) expect(g.open(t, T0)).toBeNull();
  });
});

describe('captcha picture', () => {
  it('draws the digits as paths, never as text, the same way for the same seed', async () => {
    const seed = Buffer.alloc(32, 7);
    const svg = captchaSvg('4821', seed);
    expect(svg).not.toMatch(/<text|font/i);
    expect(svg).not.toContain('4821');
    expect(captchaSvg('4821', seed)).toBe(svg);
    expect(captchaSvg('4821', Buffer.alloc(32, 8))).not.toBe(svg);
    const png = await captchaPng('4821', seed);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.toString('latin1')).not.toContain('4821');
  });
});
