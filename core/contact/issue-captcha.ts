import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { consume } from '../limits/counter.ts';
import { captchaPng } from './captcha-image.ts';
import type { CaptchaChallenge, CaptchaSealer } from './captcha.ts';
import type { ContactLimits } from './contact-limits.ts';

/** A new challenge for the Contact Us form (counted per address). */
export async function issueCaptcha(ctx: Ctx, o: { ip: string; captcha: CaptchaSealer; limits: ContactLimits }): Promise<CaptchaChallenge> {
  await consume(ctx, o.limits.challenge, o.ip);
  return o.captcha.issue(ctx.now());
}

/** The picture of a challenge's code; 404 when the token does not open (forged, other secret, expired). */
export async function drawCaptcha(ctx: Ctx, o: { ip: string; token: string; captcha: CaptchaSealer; limits: ContactLimits }): Promise<Buffer> {
  await consume(ctx, o.limits.picture, o.ip);
  const opened = o.captcha.open(o.token, ctx.now());
  if (!opened) throw new AppError('NOT_FOUND', 'This code has expired. Press the new code button for another.');
  return captchaPng(opened.code, o.captcha.drawSeed(o.token));
}
