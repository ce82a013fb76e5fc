import { MANAGE } from '../../lib/manage-urls.ts';
import { clientAreaUrl } from '../../lib/urls.ts';
import type { Ctx } from '../context.ts';
import type { Mail } from '../ports/mailer.ts';

const absolute = (origin: string | undefined, path: string) => (origin ? `${origin.replace(/\/+$/, '')}${path}` : path);

/**
 * Sends a notification without ever failing the call that caused it: the enquiry or reply is
 * already saved, so a mail failure is logged and the request carries on. No mailer (some tests,
 * scripts): nothing is sent.
 */
export async function notifyQuietly(ctx: Ctx, mail: Mail) {
  if (!ctx.mailer || !mail.to) return;
  try {
    await ctx.mailer.send(mail);
  } catch (err) {
    console.error(`Notification mail to ${mail.to} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

const quote = (s: string) =>
  s
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');

export function newEnquiryMail(
  ctx: Ctx,
  o: { to: string; enquiryId: number; clientName: string; clientEmail: string; clientPhone: string | null; subject: string; message: string; about: string },
): Mail {
  const link = absolute(ctx.manageUrl ?? ctx.siteUrl, MANAGE.enquiry(o.enquiryId));
  return {
    to: o.to,
    subject: `New enquiry: ${o.subject}`,
    text: [
      `${o.clientName} sent you an enquiry on BuildMart about ${o.about}.`,
      '',
      `Subject: ${o.subject}`,
      quote(o.message),
      '',
      `Email: ${o.clientEmail}`,
      ...(o.clientPhone ? [`Phone: ${o.clientPhone}`] : []),
      '',
      `Reply and track it in your inbox: ${link}`,
    ].join('\n'),
  };
}

export function providerReplyMail(ctx: Ctx, o: { to: string; providerName: string; subject: string; message: string }): Mail {
  const link = absolute(ctx.siteUrl, clientAreaUrl('enquiries'));
  return {
    to: o.to,
    subject: `Reply to your enquiry: ${o.subject}`,
    text: [`${o.providerName} replied to your enquiry "${o.subject}" on BuildMart:`, '', quote(o.message), '', `Read the conversation and answer in your account: ${link}`].join(
      '\n',
    ),
  };
}
