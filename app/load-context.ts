import type { Ctx } from '../core/context.ts';

/** What server loaders and actions receive as `context` (server/ssr.ts builds it per request). */
export type AppContext = {
  ctx: Ctx;
  config: { siteUrl: string; manageUrl: string; supportEmail: string; supportPhone: string };
  /** This response's script nonce (server/plugins/security-headers.ts), for app/entry.server.tsx only: never return it from a loader. */
  cspNonce?: string;
  /** This request's logger (Fastify's, carrying the request id): app/entry.server.tsx logs a failed page with it. */
  log?: PageLogger;
};

/** The one call the page side makes on the server's logger (pino's `error(object, message)`). */
export type PageLogger = { error: (fields: Record<string, unknown>, message: string) => void };

declare module 'react-router' {
  interface AppLoadContext extends AppContext {}
}
