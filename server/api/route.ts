import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteContract } from '../../contract/routes.ts';
import type { Ctx } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';

export type Handler<C extends RouteContract> = (
  input: C['request'] extends z.ZodType ? z.output<C['request']> : undefined,
  ctx: Ctx,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>;

/**
 * Registers a contract route: the body (POST) or query (GET) passes the contract's Zod schema
 * first — a ZodError becomes a 400 in the error handler — then the handler runs with a Ctx.
 */
export function defineRoute<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: Handler<C>,
  options: { config?: Record<string, unknown> } = {},
) {
  app.route({
    method: contract.method,
    url: contract.path,
    config: options.config,
    handler: async (req, reply) => {
      if (contract.auth && !req.viewer) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
      const raw = contract.method === 'GET' ? req.query : (req.body ?? {});
      const input = contract.request ? contract.request.parse(raw) : undefined;
      return handler(input as never, req.ctx, req, reply);
    },
  });
}

/** Account creation per IP (REGISTER_RATE_LIMIT, default 20 in 10 minutes): enough for an office behind one address, not for a script. */
export const registerLimit = (max: number) => ({ config: { rateLimit: { max, timeWindow: '10 minutes' } } });
