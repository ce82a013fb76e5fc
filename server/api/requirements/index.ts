import type { FastifyInstance } from 'fastify';
import { requirementRoutes as r } from '../../../contract/requirements.ts';
import { acceptQuote, closeRequirement } from '../../../core/requirement/decide-requirement.ts';
import { listClientRequirements } from '../../../core/requirement/list-client-requirements.ts';
import { postRequirement } from '../../../core/requirement/post-requirement.ts';
import { getProviderRequirement, listProviderRequirements } from '../../../core/requirement/provider-requirements.ts';
import { submitQuote } from '../../../core/requirement/submit-quote.ts';
import type { Config } from '../../config.ts';
import { abuseLimits } from '../abuse-limits.ts';
import { defineRoute } from '../route.ts';

/** Requirements and quotes (docs/decisions/056): the client's side and the provider's. */
export async function requirementApi(app: FastifyInstance, opts: { config: Config }) {
  const limits = abuseLimits(opts.config);
  defineRoute(
    app,
    r.post,
    async (input, ctx) => {
      const res = await postRequirement(ctx, input);
      return { success: true, message: `Your requirement was sent to ${res.recipients} ${res.recipients === 1 ? 'provider' : 'providers'}.`, ...res };
    },
    { limits: limits.requirement },
  );
  defineRoute(app, r.mine, async (input, ctx) => ({ success: true, ...(await listClientRequirements(ctx, input)) }));
  defineRoute(app, r.accept, async (input, ctx) => ({
    success: true,
    message: 'Quote accepted. The provider has your contact details.',
    data: await acceptQuote(ctx, input.quoteId),
  }));
  defineRoute(app, r.close, async (input, ctx) => ({ success: true, message: 'Requirement withdrawn.', data: await closeRequirement(ctx, input.requirementId) }));
  defineRoute(app, r.inbox, async (input, ctx) => ({ success: true, ...(await listProviderRequirements(ctx, input)) }));
  defineRoute(app, r.inboxOne, async (input, ctx) => ({ success: true, data: await getProviderRequirement(ctx, input.id) }));
  defineRoute(app, r.quote, async (input, ctx) => ({ success: true, message: 'Quote sent.', data: await submitQuote(ctx, input) }), { limits: limits.quote });
}
