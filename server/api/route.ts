import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteContract } from '../../contract/routes.ts';
import type { Ctx } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { consume, type LimitRule } from '../../core/limits/counter.ts';

type Input<C extends RouteContract> = C['request'] extends z.ZodType ? z.output<C['request']> : undefined;

export type Handler<C extends RouteContract> = (input: Input<C>, ctx: Ctx, req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * One abuse limit on a route (server/api/abuse-limits.ts builds them from the configuration): the
 * PostgreSQL counter rule and what it counts per — the account, the client address (`req.ip`, see
 * TRUST_PROXY), or the account and the listing.
 */
export type RouteLimit<I = any> = { rule: LimitRule; key: (input: I, req: FastifyRequest) => string };

/**
 * Registers a contract route: the body (POST) or query (GET) passes the contract's Zod schema
 * first — a ZodError becomes a 400 in the error handler — then each of `limits` counts the call,
 * in order, and the first one over its maximum refuses it (429 with Retry-After) before the
 * handler runs, so a refused call writes nothing and mails no one. Then the handler runs with a Ctx.
 */
export function defineRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: Handler<C>,
  options: { config?: Record<string, unknown>; limits?: readonly RouteLimit<Input<C>>[] } = {},
) {
  app.route({
    method: contract.method,
    url: contract.path,
    config: options.config,
    handler: async (req, reply) => {
      if (contract.auth && !req.viewer) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
      const raw = contract.method === 'GET' ? req.query : (req.body ?? {});
      const input = (contract.request ? contract.request.parse(raw) : undefined) as Input<C>;
      for (const limit of options.limits ?? []) await consume(req.ctx, limit.rule, limit.key(input, req));
      return handler(input, req.ctx, req, reply);
    },
  });
}
