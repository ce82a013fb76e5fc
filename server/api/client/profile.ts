import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../contract/profile.ts';
import { profile } from '../../../contract/routes.ts';
import { changePassword } from '../../../core/account/change-password.ts';
import { getClientProfile, updateClientProfile } from '../../../core/account/client-profile.ts';
import { sendVerifyOtp, verifyEmailOtp } from '../../../core/account/email-otp.ts';
import { sessionDigest } from '../../../core/account/sessions.ts';
import { AppError } from '../../../core/errors.ts';
import type { Config } from '../../config.ts';
import { readCookie, SESSION_COOKIE } from '../../plugins/session.ts';
import { defineRoute } from '../route.ts';

/** Reads a multipart form: text fields and at most one file (size-capped while streaming). */
async function readMultipart(req: FastifyRequest): Promise<{ fields: Record<string, string>; file?: Buffer }> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 2000 } })) {
      if (part.type === 'file') file = await part.toBuffer();
      else fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', 'The picture must be at most 1 MB.');
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', 'Send one picture at most.');
    throw new AppError('BAD_REQUEST', 'The form could not be read.');
  }
  return { fields, file: file && file.length ? file : undefined };
}

/** Profile, password and email verification (spec §7 client calls). */
export async function profileRoutes(app: FastifyInstance, _opts: { config: Config }) {
  await app.register(multipart);

  defineRoute(app, profile.get, async (_input, ctx) => ({ success: true, data: await getClientProfile(ctx) }));

  // Multipart (spec §7) or JSON: the fields pass the same schema either way.
  app.route({
    method: 'POST',
    url: profile.update.path,
    handler: async (req) => {
      if (!req.viewer) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
      const { fields, file } = req.isMultipart() ? await readMultipart(req) : { fields: (req.body ?? {}) as Record<string, string>, file: undefined };
      const input = profile.update.request.parse(fields);
      const data = await updateClientProfile(req.ctx, { ...input, picture: file });
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
