import type { StoredHire } from './hire-details.ts';
import { MANAGE } from '../../lib/manage-urls.ts';
import { clientAreaUrl } from '../../lib/urls.ts';
import type { Ctx } from '../context.ts';
import { type MailLang, pathInLanguage } from '../account/user-language.ts';
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
  o: { to: string; enquiryId: number; clientName: string; clientEmail: string; clientPhone: string | null; subject: string; message: string; about: string; hire?: StoredHire },
): Mail {
  const link = absolute(ctx.manageUrl ?? ctx.siteUrl, MANAGE.enquiry(o.enquiryId));
  return {
    to: o.to,
    subject: `New enquiry: ${o.subject}`,
    text: [
      `${o.clientName} sent you an enquiry on BuildMart about ${o.about}.`,
      '',
      ...(o.hire ? hireLines(o.hire) : []),
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

/** The hire details first, as the inbox shows them (docs/decisions/053). */
const hireLines = (h: StoredHire) => [
  `Start date: ${h.hireStart}`,
  `Duration: ${h.hireDuration} ${h.hireDuration === 1 ? h.hireDurationUnit.replace(/s$/, '') : h.hireDurationUnit}`,
  `Site: ${h.sitePlace}`,
  `Operator needed: ${h.operatorNeeded ? 'yes' : 'no'}`,
  '',
];

/** A provider's reply, mailed to the client in their language (docs/decisions/051); the provider's words stay as typed. */
export function providerReplyMail(ctx: Ctx, o: { to: string; providerName: string; subject: string; message: string; lang?: MailLang }): Mail {
  const link = absolute(ctx.siteUrl, pathInLanguage(clientAreaUrl('enquiries'), o.lang ?? 'en'));
  if (o.lang === 'hi') {
    return {
      to: o.to,
      subject: `आपकी पूछताछ का जवाब: ${o.subject}`,
      text: [`${o.providerName} ने BuildMart पर आपकी पूछताछ "${o.subject}" का जवाब दिया है:`, '', quote(o.message), '', `बातचीत पढ़ें और अपने खाते में जवाब दें: ${link}`].join('\n'),
    };
  }
  return {
    to: o.to,
    subject: `Reply to your enquiry: ${o.subject}`,
    text: [`${o.providerName} replied to your enquiry "${o.subject}" on BuildMart:`, '', quote(o.message), '', `Read the conversation and answer in your account: ${link}`].join(
      '\n',
    ),
  };
}
