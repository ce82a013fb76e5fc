import type { Ctx } from '../core/context.ts';

/** What server loaders and actions receive as `context` (server/ssr.ts builds it per request). */
export type AppContext = {
  ctx: Ctx;
  config: { siteUrl: string; manageUrl: string; supportEmail: string; supportPhone: string };
};

declare module 'react-router' {
  interface AppLoadContext extends AppContext {}
}
