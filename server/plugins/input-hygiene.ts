import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findForbiddenText, forbiddenTextMessage } from '../../contract/text-hygiene.ts';
import { AppError } from '../../core/errors.ts';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page address with a bad character: a small, self-contained 400 page (no scripts, no styles to allow). */
function badPage(reply: FastifyReply, message: string) {
  return reply
    .status(400)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Bad address | BuildMart</title></head>` +
        `<body><main><h1>This address cannot be opened</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`,
    );
}

/**
 * Input hygiene in one place (docs/decisions/020): before any schema or handler
 * runs, every string a request carries — query string, path parameters and the parsed JSON body,
 * keys and values at any depth — is checked for NUL and lone surrogates. Multipart text fields are
 * checked as they are read (server/api/multipart.ts). API calls answer JSON 400 naming the field;
 * pages answer a 400 page.
 */
export function registerInputHygiene(app: FastifyInstance) {
  app.addHook('preValidation', async (req: FastifyRequest, reply: FastifyReply) => {
    const where = (
      [
        ['query', req.query],
        ['params', req.params],
        ['body', req.body],
      ] as const
    )
      .map(([part, value]) => [part, findForbiddenText(value)] as const)
      .find(([, path]) => path !== null);
    if (!where) return;
    const [part, path] = where;
    // A wildcard path parameter ('*') is the page address itself.
    const field = part === 'params' && path === '*' ? '' : (path ?? '');
    const message = forbiddenTextMessage(field);
    if (isApi(req.url)) throw new AppError('BAD_REQUEST', message, { errors: [{ field, message }] });
    return badPage(reply, field ? message : 'The address contains characters that are not allowed.');
  });
}
