import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../fixtures/app.ts';

/** Issue: production safety 1. Every limit keys on the client address; X-Forwarded-For is believed only from configured proxies. */
const client = () => ({ fullName: 'Asha Rao', email: `c-${randomUUID().slice(0, 8)}@example.in`, phone: '9876543210', password: 'Secret@123' });

describe('client address with the default configuration (TRUST_PROXY unset)', () => {
  const app = useTestApp({ registerRateLimit: 2 });
  const register = (remoteAddress: string, forwardedFor?: string) =>
    app().inject({
      method: 'POST',
      url: '/api/account/register-client',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: client(),
    });

  it('a forged X-Forwarded-For does not walk past the limit', async () => {
    const codes = [];
    for (const fake of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) codes.push((await register('203.0.113.7', fake)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });

  it("a forged X-Forwarded-For naming someone else's address does not lock that address out", async () => {
    for (let i = 0; i < 3; i++) await register('203.0.113.8', '198.51.100.20');
    expect((await register('198.51.100.20')).statusCode).toBe(200);
  });
});

describe('client address behind one trusted proxy (TRUST_PROXY=1)', () => {
  const app = useTestApp({ registerRateLimit: 2, trustProxy: 1 });
  const register = (forwardedFor: string) =>
    app().inject({ method: 'POST', url: '/api/account/register-client', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': forwardedFor }, payload: client() });

  it('counts per forwarded client address', async () => {
    expect([(await register('198.51.100.1')).statusCode, (await register('198.51.100.1')).statusCode, (await register('198.51.100.1')).statusCode]).toEqual([200, 200, 429]);
    expect((await register('198.51.100.2')).statusCode).toBe(200);
  });
});
