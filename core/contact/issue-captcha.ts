import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { captchaPng } from './captcha-image.ts';
import type { CaptchaChallenge, CaptchaSealer } from './captcha.ts';

/** A new challenge for the Contact Us form (its route counts it per address: contactLimits). */
export async function issueCaptcha(ctx: Ctx, o: { captcha: CaptchaSealer }): Promise<CaptchaChallenge> {
  return o.captcha.issue(ctx.now());
}

/** The picture of a challenge's code; 404 when the token does not open (forged, other secret, expired). */
export async function drawCaptcha(ctx: Ctx, o: { token: string; captcha: CaptchaSealer }): Promise<Buffer> {
  const opened = o.captcha.open(o.token, ctx.now());
  if (!opened) throw new AppError('NOT_FOUND', 'This code has expired. Press the new code button for another.');
  return captchaPng(opened.code, o.captcha.drawSeed(o.token));
}
