import { describe, expect, it } from 'vitest';
import { testDb } from '../../tests/fixtures/db.ts';
import { isAppError } from '../errors.ts';
import { consume, hit, peek, purgeExpiredCounters, release, resetCounter, type LimitRule } from './counter.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

describe('rate counters (PostgreSQL)', () => {
  it('counts 40 parallel hits exactly once each', async () => {
    const db = testDb();
    const results = await Promise.all(Array.from({ length: 40 }, () => hit(db, 't:parallel', 'k', 60_000, at(0))));
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await peek(db, 't:parallel', 'k', at(1))).toBe(40);
  });

  it('starts a new window once the old one has ended, and keys are independent', async () => {
    const db = testDb();
    await hit(db, 't:window', 'a', 1000, at(0));
    await hit(db, 't:window', 'a', 1000, at(500));
    expect((await hit(db, 't:window', 'b', 1000, at(600))).hits).toBe(1);
    expect(await peek(db, 't:window', 'a', at(999))).toBe(2);
    expect(await peek(db, 't:window', 'a', at(1000))).toBe(0);
    expect((await hit(db, 't:window', 'a', 1000, at(1000))).hits).toBe(1);
  });

  it('consume refuses the (max+1)-th use with a 429 and a retry time; reset forgets', async () => {
    const db = testDb();
    const rule: LimitRule = { bucket: 't:consume', max: 3, windowMs: 60_000, message: 'Slow down.' };
    const ctx = { db, now: () => at(0) };
    for (let i = 0; i < 3; i++) await consume(ctx, rule, 'x');
    const err = await consume(ctx, rule, 'x').catch((e: unknown) => e);
    expect(isAppError(err) && err.status).toBe(429);
    expect(isAppError(err) && err.details).toEqual({ retryAfterSeconds: 60 });
    await resetCounter(db, 't:consume', 'x');
    await expect(consume(ctx, rule, 'x')).resolves.toBeUndefined();
  });

  it('release gives uses back within the window, never below zero', async () => {
    const db = testDb();
    await hit(db, 't:release', 'k', 1000, at(0), 3);
    await release(db, 't:release', 'k', at(10));
    expect(await peek(db, 't:release', 'k', at(20))).toBe(2);
    await release(db, 't:release', 'k', at(30), 5);
    expect(await peek(db, 't:release', 'k', at(40))).toBe(0);
    expect((await hit(db, 't:release', 'k', 1000, at(50))).hits).toBe(1);
  });

  it('purges only ended windows', async () => {
    const db = testDb();
    await hit(db, 't:purge', 'old', 1000, at(0));
    await hit(db, 't:purge', 'new', 10_000, at(0));
    await purgeExpiredCounters(db, at(5000));
    expect(await peek(db, 't:purge', 'old', at(0))).toBe(0);
    expect(await peek(db, 't:purge', 'new', at(5000))).toBe(1);
  });
});
