import type { Ctx } from '../core/context.ts';

/** What server loaders and actions receive as `context` (server/ssr.ts builds it per request). */
export type AppContext = {
  ctx: Ctx;
  config: { siteUrl: string; manageUrl: string; supportEmail: string; supportPhone: string };
  /** This response's script nonce (server/plugins/security-headers.ts), for app/entry.server.tsx only: never return it from a loader. */
  cspNonce?: string;
};

declare module 'react-router' {
  interface AppLoadContext extends AppContext {}
}
