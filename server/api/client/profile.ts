import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../contract/profile.ts';
import { profile } from '../../../contract/routes.ts';
import { changePassword } from '../../../core/account/change-password.ts';
import { getClientProfile, updateClientProfile } from '../../../core/account/client-profile.ts';
import { sendVerifyOtp, verifyEmailOtp } from '../../../core/account/email-otp.ts';
import { sessionDigest } from '../../../core/account/sessions.ts';
import { AppError } from '../../../core/errors.ts';
import type { Config } from '../../config.ts';
import { readCookie, SESSION_COOKIE } from '../../plugins/session.ts';
import { readFormOrJson } from '../multipart.ts';
import { defineRoute } from '../route.ts';

/** Profile, password and email verification (docs/product.md#client-account-area). */
export async function profileRoutes(app: FastifyInstance, _opts: { config: Config }) {
  await app.register(multipart);

  defineRoute(app, profile.get, async (_input, ctx) => ({ success: true, data: await getClientProfile(ctx) }));

  // Multipart (docs/product.md#calls) or JSON: the fields pass the same schema either way.
  app.route({
    method: 'POST',
    url: profile.update.path,
    handler: async (req) => {
      if (!req.viewer) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
      const { fields, files } = await readFormOrJson(req, {
        maxFileBytes: PROFILE_IMAGE_MAX_BYTES,
        maxFiles: 1,
        maxFields: 20,
        maxFieldBytes: 2000,
        tooLarge: 'The picture must be at most 1 MB.',
      });
      const input = profile.update.request.parse(fields);
      const data = await updateClientProfile(req.ctx, { ...input, picture: files[0]?.data });
      return { success: true, message: 'Updated Successfully!', data };
    },
  });

  defineRoute(app, profile.changePassword, async (input, ctx, req) => {
    const token = readCookie(req, SESSION_COOKIE);
    await changePassword(ctx, { ...input, keepSessionId: token ? sessionDigest(token) : undefined });
    return { success: true, message: 'Password updated!' };
  });

  defineRoute(app, profile.sendVerifyOtp, async (_input, ctx) => {
    const r = await sendVerifyOtp(ctx);
    return { success: true, message: r.alreadyVerified ? 'Your email is already verified.' : 'OTP sent to your registered email.' };
  });

  defineRoute(app, profile.verifyEmail, async (input, ctx) => {
    await verifyEmailOtp(ctx, input);
    return { success: true, message: 'Your email has been verified!' };
  });
}
