import type { ContactRequest } from '../../contract/public-v3.ts';
import { contactMessages } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { verifyCaptcha, type CaptchaSealer } from './captcha.ts';

/**
 * Stores a Contact Us message (docs/product.md#company-pages-and-contact-us) once its captcha answer checks out (docs/decisions/022).
 * Its route counts every attempt towards the address's limit first (contactLimits), so wrong answers are limited too.
 * Returns only after the row is committed.
 */
export async function submitContactMessage(ctx: Ctx, input: ContactRequest, meta: { ip: string; userAgent?: string; captcha: CaptchaSealer }) {
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
