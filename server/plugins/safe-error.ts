/**
 * What an error may put in the log (docs/decisions/020): its class, code, a
 * message with quoted values and anything after "params:" removed, the database's table /
 * column / constraint names, and the stack frames. Never the SQL text or its parameters (a
 * registration's include the password hash), never a request body, never pg's `detail`
 * ("Key (email)=(…) already exists").
 *
 * Used as the logger's `err` serializer (server/app.ts), so every `log.error({ err })` — the API's
 * error handler, the page renderer's (server/ssr.ts), Fastify's own — goes through it.
 */
export type SafeError = {
  type: string;
  message: string;
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  stack?: string;
  cause?: SafeError;
};

const MAX_MESSAGE = 300;

/** Removes values from a message: quoted parts, hashes, long digit runs, and whatever follows "params:". */
export function redactMessage(message: string): string {
  return message
    .replace(/\n?\s*params:[\s\S]*$/i, ' [params withheld]')
    .replace(/^Failed query:[\s\S]*?(\[params withheld\]|$)/, 'Failed query [SQL withheld]')
    .replace(/\$argon2[^\s,"']*/g, '[hash]')
    .replace(/"[^"\n]*"/g, '"…"')
    .replace(/'[^'\n]*'/g, "'…'")
    .replace(/\d{7,}/g, '…')
    .slice(0, MAX_MESSAGE);
}

const str = (v: unknown) => (typeof v === 'string' && v.length <= 200 ? v : undefined);

/** Stack frames only: the first line of a stack repeats the (unsafe) message. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((l) => /^\s+at /.test(l))
        .slice(0, 12)
        .join('\n')
    : undefined;

export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: typeof err === 'string' ? redactMessage(err) : 'non-Error value thrown' };
  const e = err as Error & Record<string, unknown>;
  const isQueryError = 'query' in e && 'params' in e;
  const out: SafeError = {
    type: e.constructor?.name || e.name || 'Error',
    message: isQueryError ? 'Failed query [SQL withheld]' : redactMessage(e.message ?? ''),
  };
  const code = e.code;
  if (typeof code === 'string' || typeof code === 'number') out.code = String(code).slice(0, 40);
  for (const k of ['table', 'column', 'constraint', 'routine'] as const) {
    const v = str(e[k]);
    if (v) out[k] = v;
  }
  const frames = framesOf(e.stack);
  if (frames) out.stack = frames;
  if (e.cause !== undefined && depth < 2) out.cause = safeError(e.cause, depth + 1);
  return out;
}

/** Query parameters whose values are secrets handed out in links (the unlock link's token) or typed codes. */
const SECRET_PARAM = /token|otp|code|pass|secret|key|sig/i;

/** A request URL as the log may keep it: path and query, with the values of secret-looking parameters replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of new Set(params.keys())) if (SECRET_PARAM.test(name)) params.set(name, '[withheld]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

type LoggedRequest = { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } };

/** The logger's `req` serializer: Fastify's usual fields, the URL through redactUrl (docs/decisions/028). */
export const safeRequest = (req: LoggedRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  hostname: req.hostname,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});
