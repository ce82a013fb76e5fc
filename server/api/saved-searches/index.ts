import type { FastifyInstance } from 'fastify';
import { savedSearchRoutes as r, UnsubscribeRequest } from '../../../contract/saved-searches.ts';
import { deleteSavedSearch, listSavedSearches, SAVED_SEARCH_MAX, saveSearch, unsubscribeSavedSearch, updateSavedSearch } from '../../../core/saved-search/saved-searches.ts';
import type { Config } from '../../config.ts';
import { abuseLimits } from '../abuse-limits.ts';
import { defineRoute } from '../route.ts';

/** Saved searches (docs/decisions/059-saved-searches.md): the owner's calls, and the mail's one-click unsubscribe. */
export async function savedSearchApi(app: FastifyInstance, opts: { config: Config }) {
  const limits = abuseLimits(opts.config);
  defineRoute(
    app,
    r.save,
    async (input, ctx) => {
      const res = await saveSearch(ctx, input);
      return { success: true, message: res.created ? 'Search saved. We will email you new matches once a day.' : 'This search is already saved.', ...res };
    },
    { limits: limits.savedSearch },
  );
  defineRoute(app, r.list, async (_input, ctx) => ({ success: true, data: await listSavedSearches(ctx), max: SAVED_SEARCH_MAX }));
  defineRoute(app, r.update, async (input, ctx) => ({ success: true, message: 'Saved search updated.', data: await updateSavedSearch(ctx, input) }));
  defineRoute(app, r.remove, async (input, ctx) => {
    await deleteSavedSearch(ctx, input.id);
    return { success: true, message: 'Saved search deleted.' };
  });
  // A mail program's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form to the
  // link of the List-Unsubscribe header, id and token in its query: both are read, the body's first.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.route({
    method: r.unsubscribe.method,
    url: r.unsubscribe.path,
    handler: async (req) => {
      const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
      const input = UnsubscribeRequest.parse({ ...(req.query as Record<string, unknown>), ...body });
      await unsubscribeSavedSearch(req.ctx, { ...input, secret: opts.config.sessionSecret });
      return { success: true, message: 'You will no longer get emails for this saved search.' };
    },
  });
}
