import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toHindi } from '../../lib/server-message-hi.ts';

/**
 * The API's refusals in the caller's language (docs/decisions/051). The site's pages say which
 * language they are in with `Accept-Language: hi` or `en` on every call (app/lib/api-client.ts); an API
 * client that sends nothing, or anything but Hindi first, reads the exact English sentences of the
 * contract, byte for byte. Only failure answers are translated (4xx and 5xx `{ message, Message,
 * errors[].message }`): a success's `message` is not shown by the site, which words its own.
 */
export type MessageLang = 'en' | 'hi';

/** The caller's first language: Hindi when the Accept-Language header puts it first ('hi', 'hi-IN'). */
export function requestLang(req: Pick<FastifyRequest, 'headers'>): MessageLang {
  const first = String(req.headers['accept-language'] ?? '')
    .split(',')[0]!
    .split(';')[0]!
    .trim()
    .toLowerCase();
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : 'en';
}

/**
 * The language of the page a request came from, for core (Ctx.lang): a /hi address is Hindi; an API
 * call says it with Accept-Language (the site's pages always do); a caller that says nothing: undefined.
 */
export function callerLang(req: Pick<FastifyRequest, 'headers' | 'url'>): MessageLang | undefined {
  if (/^\/hi(?:[/?#]|$)/.test(req.url)) return 'hi';
  return req.headers['accept-language'] ? requestLang(req) : undefined;
}

/** A failure body with its sentences in Hindi (values that are not sentences stay as they are). */
export function failureInHindi(body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  if (typeof out.message === 'string') out.message = toHindi(out.message);
  if (typeof out.Message === 'string') out.Message = toHindi(out.Message);
  if (Array.isArray(out.errors)) {
    out.errors = out.errors.map((e) =>
      e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string' ? { ...e, message: toHindi((e as { message: string }).message) } : e,
    );
  }
  return out;
}

/**
 * One onSend hook on the root, registered before every API route: whoever wrote the failure (the error
 * handler, a route's own 404, the session's cross-site refusal, the 503 while the database restarts),
 * a Hindi caller reads it in Hindi.
 */
export function registerMessageLanguage(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode < 400 || !req.url.startsWith('/api/')) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-language/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
    if (typeof payload !== 'string' || requestLang(req) !== 'hi') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return payload;
    reply.header('content-language', 'hi');
    return JSON.stringify(failureInHindi(body as Record<string, unknown>));
  });
}
