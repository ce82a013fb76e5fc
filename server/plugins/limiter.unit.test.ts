import { describe, expect, it } from 'vitest';
import { Limiter } from './limiter.ts';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('Limiter', () => {
  it('runs at most max at once, queues the rest in order, and 503s when the queue is full', async () => {
    const l = new Limiter(2, 2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const job = (i: number) =>
      l.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((r) => releases.push(r));
        order.push(i);
        running--;
        return i;
      });
    const jobs = [job(1), job(2), job(3), job(4)];
    await expect(job(5)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await tick();
    expect(releases).toHaveLength(2);
    while (order.length < 4) {
      releases.shift()?.();
      await tick();
    }
    expect(await Promise.all(jobs)).toEqual([1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('frees its slot when a job fails', async () => {
    const l = new Limiter(1, 0);
    await expect(
      l.run(async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await l.run(async () => 'ok')).toBe('ok');
  });
});
