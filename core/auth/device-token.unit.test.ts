import { describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_TTL_MS, signDeviceToken, verifyDeviceToken } from './device-token.ts';

const secret = 'k'.repeat(40);
const t0 = new Date(Date.UTC(2026, 0, 1));

describe('device tokens', () => {
  it('are accepted for the email they were issued for (any case), with a nonce per token', () => {
    const a = signDeviceToken(secret, 'asha@example.in', t0);
    const b = signDeviceToken(secret, 'asha@example.in', t0);
    expect(verifyDeviceToken(secret, a, 'Asha@Example.in', t0)).toBe(a.split('.')[0]);
    expect(verifyDeviceToken(secret, a, 'asha@example.in', t0)).not.toBe(verifyDeviceToken(secret, b, 'asha@example.in', t0));
  });

  it('are refused for another email, another secret, when altered, or when too old', () => {
    const a = signDeviceToken(secret, 'asha@example.in', t0);
    const [nonce, issued, sig] = a.split('.');
    expect(verifyDeviceToken(secret, a, 'ravi@example.in', t0)).toBeUndefined();
    expect(verifyDeviceToken('z'.repeat(40), a, 'asha@example.in', t0)).toBeUndefined();
    expect(verifyDeviceToken(secret, `${nonce}x.${issued}.${sig}`, 'asha@example.in', t0)).toBeUndefined();
    expect(verifyDeviceToken(secret, `${nonce}.${Number(issued) + 1}.${sig}`, 'asha@example.in', t0)).toBeUndefined();
    expect(verifyDeviceToken(secret, 'garbage', 'asha@example.in', t0)).toBeUndefined();
    expect(verifyDeviceToken(secret, undefined, 'asha@example.in', t0)).toBeUndefined();
    expect(verifyDeviceToken(secret, a, 'asha@example.in', new Date(t0.getTime() + DEVICE_TOKEN_TTL_MS - 1000))).toBe(nonce);
    expect(verifyDeviceToken(secret, a, 'asha@example.in', new Date(t0.getTime() + DEVICE_TOKEN_TTL_MS + 1000))).toBeUndefined();
  });
});
