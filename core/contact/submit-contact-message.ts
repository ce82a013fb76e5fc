import type { ContactRequest } from '../../contract/public-v3.ts';
import { contactMessages } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import type { CaptchaGuard } from './captcha.ts';

/**
 * Stores a Contact Us message (spec §2) once its captcha answer checks out (docs/decisions/007).
 * Returns only after the row is committed.
 */
export async function submitContactMessage(
  ctx: Ctx,
  input: ContactRequest,
  meta: { ip?: string; userAgent?: string; captcha: CaptchaGuard },
) {
  meta.captcha.verify(input.CaptchaToken, input.CaptchaAnswer, ctx.now());
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      subject: input.subject || null,
      message: input.message,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: contactMessages.id });
  return { id: row!.id };
}
