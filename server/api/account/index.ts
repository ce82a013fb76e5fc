import type { FastifyInstance } from 'fastify';
import { account } from '../../../contract/routes.ts';
import { getCurrentUser } from '../../../core/account/current-user.ts';
import { logIn } from '../../../core/account/log-in.ts';
import { registerClient } from '../../../core/account/register-client.ts';
import { deleteSession } from '../../../core/account/sessions.ts';
import { unlockLogin } from '../../../core/account/unlock-login.ts';
import type { Ctx } from '../../../core/context.ts';
import type { Config } from '../../config.ts';
import { clearSessionCookie, readCookie, SESSION_COOKIE } from '../../plugins/session.ts';
import { setDeviceCookie, trustedDevice } from './device-cookie.ts';
import { startSession as startSessionFor } from './start-session.ts';
import { abuseLimits } from '../abuse-limits.ts';
import { defineRoute } from '../route.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Account calls (docs/product.md#calls): register-client, login, me, logout; and the unlock link of a paused login. */
export async function accountRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const startSession = (ctx: Ctx, req: FastifyRequest, reply: FastifyReply, userId: number) => startSessionFor(config, ctx, req, reply, userId);

  defineRoute(app, account.login, async (input, ctx, req, reply) => {
    const device = trustedDevice(req, config, input.email, ctx.now());
    const user = await logIn(ctx, { ...input, ip: req.ip, device, limits: config.loginLimits });
    await startSession(ctx, req, reply, user.UserId);
    // This browser has now proved it knows the password: trusted for this account from here on.
    setDeviceCookie(reply, config, input.email, ctx.now());
    return { success: true, message: 'Login successful!', user };
  });

  defineRoute(
    app,
    account.registerClient,
    async (input, ctx, req, reply) => {
      try {
        const user = await registerClient(ctx, input);
        await startSession(ctx, req, reply, user.UserId);
        return { success: true, UserId: user.UserId, Message: 'Registration successful!', user };
      } catch (err) {
        // The spec's register screen reads Message on failure.
        const e = err as { status?: number; message: string };
        if (e.status && e.status < 500) return reply.status(e.status).send({ success: false, Message: e.message, message: e.message });
        throw err;
      }
    },
    { limits: abuseLimits(config).registerClient },
  );

  defineRoute(app, account.me, async (_input, ctx) => ({ success: true, data: await getCurrentUser(ctx) }));

  defineRoute(app, account.unlock, async (input, ctx, req) => {
    await unlockLogin(ctx, { token: input.token, ip: req.ip });
    return { success: true, message: 'Sign-in is unlocked. You can log in now.' };
  });

  defineRoute(app, account.logout, async (_input, ctx, req, reply) => {
    await deleteSession(ctx, readCookie(req, SESSION_COOKIE));
    clearSessionCookie(reply, config);
    return { success: true };
  });
}
