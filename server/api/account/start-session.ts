import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSession, deleteSession } from '../../../core/account/sessions.ts';
import type { Ctx } from '../../../core/context.ts';
import type { Config } from '../../config.ts';
import { readCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/session.ts';

/**
 * A fresh session for every sign-in: the session id the browser presented (its own, or one planted
 * by someone else: session fixation) is deleted and a new random one is issued. Shared by login and
 * both registrations.
 */
export async function startSession(config: Config, ctx: Ctx, req: FastifyRequest, reply: FastifyReply, userId: number) {
  await deleteSession(ctx, readCookie(req, SESSION_COOKIE));
  // Expired sessions and counters are removed by the hourly housekeeping job (core/housekeeping/purge-expired.ts), not here.
  const s = await createSession(ctx, { userId, ip: req.ip, userAgent: req.headers['user-agent'], policy: config.session });
  setSessionCookie(reply, config, s.token, s.expiresAt, ctx.now());
}
