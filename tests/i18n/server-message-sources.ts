import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import type { z } from 'zod';
import { contractorRoutes } from '../../contract/contractor.ts';
import type { RouteContract } from '../../contract/route-contract.ts';
import { account, client, profile, publicV3 } from '../../contract/routes.ts';
import { requirementRoutes } from '../../contract/requirements.ts';
import { vendorRoutes } from '../../contract/vendor.ts';
import { workforceRoutes } from '../../contract/workforce.ts';

/**
 * Every English sentence the API can answer a refusal with, gathered from the source (docs/decisions/051):
 * - the messages of every request schema of every contract entry, read from the schemas themselves
 *   (so label-built messages such as 'Company name is too long (100 characters at most).' come out
 *   exactly as a client reads them);
 * - the sentence literals of contract/, core/, lib/ and server/ (AppError texts, constants, limits),
 *   where `${…}` parts become `{}` holes: these are the templates the table answers with patterns.
 */

type Def = Record<string, unknown> & { type?: string; checks?: { _zod: { def: Def } }[]; error?: (iss?: unknown) => unknown };
const defOf = (s: unknown): Def | undefined => (s as { _zod?: { def: Def } })?._zod?.def;

function messagesOfSchema(schema: z.ZodType, out: Set<string>, seen = new Set<unknown>()) {
  const visit = (s: unknown) => {
    const def = defOf(s);
    if (!def || seen.has(s)) return;
    seen.add(s);
    const say = (d: Def) => {
      if (typeof d.error !== 'function') return;
      try {
        const m = d.error({ code: 'custom', input: undefined, path: [] });
        if (typeof m === 'string') out.add(m);
        else if (m && typeof (m as { message?: unknown }).message === 'string') out.add((m as { message: string }).message);
      } catch {
        // an error function that needs a real issue: its texts are literals the static scan finds
      }
    };
    say(def);
    for (const c of def.checks ?? []) say(c._zod.def);
    for (const key of ['innerType', 'in', 'out', 'element', 'schema', 'left', 'right', 'valueType', 'keyType', 'rest']) if (def[key]) visit(def[key]);
    if (def.shape) for (const v of Object.values(def.shape as Record<string, unknown>)) visit(v);
    if (Array.isArray(def.options)) for (const v of def.options) visit(v);
    if (Array.isArray(def.items)) for (const v of def.items) visit(v);
    if (typeof def.getter === 'function') visit((def.getter as () => unknown)());
  };
  visit(schema);
}

/** The messages of every request schema of the contract, exactly as a client reads them (the admin desk stays English: decision 048). */
export function schemaMessages(): Set<string> {
  const out = new Set<string>();
  for (const table of [account, client, profile, publicV3, contractorRoutes, vendorRoutes, workforceRoutes, requirementRoutes] as Record<string, RouteContract>[]) {
    for (const entry of Object.values(table)) if (entry.request) messagesOfSchema(entry.request, out);
  }
  return out;
}

/** Files whose sentences are not answers to a site visitor (logs, start-up, documentation, the English-only admin desk). */
const NOT_ANSWERS = /^(server\/(main|primary|serve|prepare-database|openapi|lifecycle)\.ts|core\/jobs\/|server\/jobs\/|core\/admin\/|server\/api\/admin\/|contract\/admin\.ts)/;
/** Mails are translated as whole mails (core/*\/…-mail texts), not sentence by sentence. */
const MAIL_FILES = /^core\/(account\/(email-otp|unlock-login|password-reset)|enquiry\/notify|requirement\/notify|contacts\/|contact\/notify)/;

/**
 * Sentence literals of the server's source ('Starts upper-case … ends with . ! or ?'), with `${…}`
 * replaced by `{}`. Success sentences (`{ success: true, message }`) are left to the forms, which show their own words.
 */
export function sourceSentences(): Map<string, string> {
  const files = execSync('git ls-files contract core server lib', { encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f) && !NOT_ANSWERS.test(f));
  const out = new Map<string, string>();
  const literal = /'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;
  for (const f of files) {
    const src = readFileSync(f, 'utf8');
    for (const m of src.matchAll(literal)) {
      const raw = m[1] ?? m[2] ?? '';
      const s = raw.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, '{}').replace(/\\'/g, "'");
      // A sentence ('Starts … ends with . ! or ?'), or any text given to AppError or named as a message
      // constant (the spec's 'Invalid captcha code' has no full stop).
      const before = src.slice(Math.max(0, (m.index ?? 0) - 60), m.index);
      const named = /(new AppError\('[A-Z_]+',\s*|export const [A-Z][A-Z0-9_]*\s*=\s*)$/.test(before) && /^[A-Z].*\s/.test(s);
      if ((!named && !/^[A-Z{].*\s.*[.!?]$/s.test(s)) || s.includes('\n')) continue;
      if (MAIL_FILES.test(f) && !/^(Please|Too many|Your code|Mail is|This unlock)/.test(s)) continue;
      if (!out.has(s)) out.set(s, f);
    }
  }
  return out;
}
