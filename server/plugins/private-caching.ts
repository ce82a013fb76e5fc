import type { FastifyInstance, FastifyRequest } from 'fastify';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The API calls anyone may cache like a public page: the public catalogue (docs/product.md#calls) and its
 * documentation. Every other /api/ call is private by default (account, client, enquiry, review,
 * wishlist, vendor, contractor, provider, workers' resumes, admin…), so a new private call cannot
 * be forgotten.
 */
const PUBLIC_API = ['/api/public/', '/api/docs'];

export function isPrivateApi(url: string): boolean {
  const path = url.split('?')[0]!;
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  return !PUBLIC_API.some((p) => path.startsWith(p));
}

const dependsOnSession = (req: FastifyRequest, setsCookie: boolean) => Boolean(req.viewer) || setsCookie || isPrivateApi(req.url);

/**
 * `Cache-Control: private, no-store` on every response that depends on a session (a page or JSON
 * rendered for a signed-in viewer, one that sets a cookie, any private API answer), so neither a
 * shared cache nor the browser's back/forward history keeps another person's page. Files keep
 * their long caching: the session plugin never reads the session for /assets, /uploads… so
 * req.viewer is unset there. Anonymous public pages keep whatever their route says.
 */
export function registerPrivateCaching(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (dependsOnSession(req, reply.hasHeader('set-cookie'))) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return payload;
  });
}
