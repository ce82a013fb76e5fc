import type { FastifyInstance } from 'fastify';
import { account } from '../../../contract/routes.ts';
import { getCurrentUser } from '../../../core/account/current-user.ts';
import { logIn } from '../../../core/account/log-in.ts';
import { registerClient } from '../../../core/account/register-client.ts';
import { deleteSession } from '../../../core/account/sessions.ts';
import { unlockLogin } from '../../../core/account/unlock-login.ts';
import { requestPasswordReset, resetPassword } from '../../../core/account/password-reset.ts';
import { sendPhoneOtp, verifyPhoneOtp } from '../../../core/account/phone-otp.ts';
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

  // docs/decisions/057: "Forgot password?" → a one-time link by mail → a new password, every session ended, this browser signed in.
  defineRoute(
    app,
    account.forgotPassword,
    async (input, ctx) => {
      await requestPasswordReset(ctx, input);
      return { success: true, message: 'If an account uses this email, we have sent it a link to reset the password. The link works once, for 30 minutes.' };
    },
    { limits: abuseLimits(config).forgotPassword },
  );

  defineRoute(app, account.resetPassword, async (input, ctx, req, reply) => {
    const user = await resetPassword(ctx, input);
    await startSession(ctx, req, reply, user.UserId);
    return { success: true, message: 'Your password has been changed. You are logged in.', user };
  });

  // Phone codes (docs/decisions/057): signed in → verify the account's number; signed out → sign in by a verified number.
  defineRoute(
    app,
    account.phoneSendOtp,
    async (input, ctx) => {
      const r = await sendPhoneOtp(ctx, input);
      if (r.alreadyVerified) return { success: true, message: 'This number is already verified.', alreadyVerified: true };
      return {
        success: true,
        message: ctx.viewer
          ? `We have sent a 6-digit code to ${input.phone}. It is valid for 5 minutes.`
          : 'If this number is verified on a BuildMart account, we have sent it a 6-digit code. It is valid for 5 minutes.',
        alreadyVerified: false,
      };
    },
    { limits: abuseLimits(config).phoneOtp },
  );

  defineRoute(app, account.phoneVerify, async (input, ctx, req, reply) => {
    const r = await verifyPhoneOtp(ctx, input);
    if (r.signedIn) {
      await startSession(ctx, req, reply, r.user.UserId);
      return { success: true, message: 'Login successful!', signedIn: true, user: r.user };
    }
    return { success: true, message: 'Your phone number has been verified.', signedIn: false, user: r.user };
  });

  defineRoute(app, account.logout, async (_input, ctx, req, reply) => {
    await deleteSession(ctx, readCookie(req, SESSION_COOKIE));
    clearSessionCookie(reply, config);
    return { success: true };
  });
}
