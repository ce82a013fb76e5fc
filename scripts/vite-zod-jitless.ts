import type { Plugin } from 'vite';

const ZOD_CORE = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;
const DECLARATION = 'export const globalConfig = ';

/**
 * Browser build only: Zod's global config starts with `jitless: true`. The site's CSP allows no
 * eval, and Zod decides when a schema is *defined* whether to compile its parser with
 * `new Function` — probing first, and the refused probe is reported as a CSP violation
 * (docs/decisions/018-security-headers.md). Route modules define schemas before any entry code
 * could call `z.config()`, so the setting goes where every schema's definition must pass first:
 * the module that creates the config. The server keeps the compiled fast path.
 */
export function zodJitless(): Plugin {
  return {
    name: 'buildmart-zod-jitless',
    applyToEnvironment: (env) => env.name === 'client',
    transform(code, id) {
      if (!ZOD_CORE.test(id)) return null;
      // Fail the build loudly if Zod moves its config: the CSP guard would otherwise only catch it in the browser suite.
      if (!code.includes(DECLARATION)) throw new Error(`zod-jitless: no "${DECLARATION}" in ${id}; update scripts/vite-zod-jitless.ts for this Zod version`);
      return { code: `${code}\nglobalConfig.jitless = true;\n`, map: null };
    },
  };
}
