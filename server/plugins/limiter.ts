import { AppError } from '../../core/errors.ts';

/**
 * At most `max` list searches run at once; others wait in a bounded queue. The database pool is
 * larger than `max`, so detail pages, writes and health checks always find a free connection while
 * heavy searches run (bench/README.md, isolation). A full queue answers 503.
 */
export class Limiter {
  private running = 0;
  private readonly queue: (() => void)[] = [];
  constructor(
    private readonly max: number,
    private readonly maxQueue: number,
  ) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running >= this.max) {
      if (this.queue.length >= this.maxQueue) throw new AppError('UNAVAILABLE', 'The search is busy. Please try again in a moment.');
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await fn();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}
