import type { ContactRequest } from '../../contract/public-v3.ts';
import { contactMessages } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { consume } from '../limits/counter.ts';
import { verifyCaptcha, type CaptchaSealer } from './captcha.ts';
import type { ContactLimits } from './contact-limits.ts';

/**
 * Stores a Contact Us message (spec §2) once its captcha answer checks out (docs/decisions/022).
 * Every attempt counts towards the address's limit first, so wrong answers are limited too.
 * Returns only after the row is committed.
 */
export async function submitContactMessage(
  ctx: Ctx,
  input: ContactRequest,
  meta: { ip: string; userAgent?: string; captcha: CaptchaSealer; limits: ContactLimits },
) {
  await consume(ctx, meta.limits.message, meta.ip);
  await verifyCaptcha(ctx, meta.captcha, input.CaptchaToken, input.CaptchaAnswer);
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      subject: input.subject || null,
      message: input.message,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: contactMessages.id });
  return { id: row!.id };
}
