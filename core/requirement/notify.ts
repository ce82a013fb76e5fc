import type { PriceUnit } from '../../contract/requirements.ts';
import { MANAGE } from '../../lib/manage-urls.ts';
import { clientAreaUrl } from '../../lib/urls.ts';
import { type MailLang, pathInLanguage } from '../account/user-language.ts';
import type { Ctx } from '../context.ts';
import type { Mail } from '../ports/mailer.ts';

const absolute = (origin: string | undefined, path: string) => (origin ? `${origin.replace(/\/+$/, '')}${path}` : path);
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

export const UNIT_TEXT: Record<PriceUnit, { en: string; hi: string }> = {
  hour: { en: 'per hour', hi: 'प्रति घंटा' },
  day: { en: 'per day', hi: 'प्रति दिन' },
  week: { en: 'per week', hi: 'प्रति सप्ताह' },
  month: { en: 'per month', hi: 'प्रति माह' },
  sqft: { en: 'per sq ft', hi: 'प्रति वर्ग फुट' },
  job: { en: 'for the whole job', hi: 'पूरे काम के लिए' },
};
export const priceText = (price: number, unit: PriceUnit, lang: MailLang = 'en') => `${rupees(price)} ${UNIT_TEXT[unit][lang]}`;

/** What a provider reads about a new requirement: the need, never the client's contacts (those come after a quote). */
export function newRequirementMail(
  ctx: Ctx,
  o: { to: string; requirementId: number; what: string; quantity: number; site: string; startDate: string; duration: string; operator: boolean | null; note: string | null },
): Mail {
  const link = absolute(ctx.manageUrl ?? ctx.siteUrl, MANAGE.requirement(o.requirementId));
  return {
    to: o.to,
    subject: `New requirement: ${o.what}${o.quantity > 1 ? ` (${o.quantity})` : ''} in ${o.site}`,
    text: [
      `A client on BuildMart needs ${o.quantity > 1 ? `${o.quantity} units of ` : 'a '}${o.what} and you are among the providers who serve ${o.site}.`,
      '',
      `Site: ${o.site}`,
      `Start date: ${o.startDate}`,
      `Duration: ${o.duration}`,
      ...(o.operator === null ? [] : [`Operator needed: ${o.operator ? 'yes' : 'no'}`]),
      ...(o.note ? ['', o.note] : []),
      '',
      `Send your quote (price, available from, a note): ${link}`,
      "The client's phone number is shown to you once you have quoted.",
    ].join('\n'),
  };
}

/** A quote received (or changed), mailed to the client in their language (docs/decisions/051). */
export function quoteMail(ctx: Ctx, o: { to: string; providerName: string; what: string; price: number; unit: PriceUnit; changed: boolean; lang: MailLang }): Mail {
  const link = absolute(ctx.siteUrl, pathInLanguage(clientAreaUrl('requirements'), o.lang));
  if (o.lang === 'hi') {
    return {
      to: o.to,
      subject: `${o.what} के लिए ${o.changed ? 'बदला हुआ कोटेशन' : 'नया कोटेशन'}: ${o.providerName}`,
      text: [`${o.providerName} ने आपकी ज़रूरत "${o.what}" के लिए ${priceText(o.price, o.unit, 'hi')} का कोटेशन भेजा है।`, '', `सभी कोटेशन साथ-साथ देखें और एक चुनें: ${link}`].join('\n'),
    };
  }
  return {
    to: o.to,
    subject: `${o.changed ? 'Updated quote' : 'New quote'} for ${o.what}: ${o.providerName}`,
    text: [
      `${o.providerName} ${o.changed ? 'changed their quote' : 'sent you a quote'} for your requirement "${o.what}": ${priceText(o.price, o.unit)}.`,
      '',
      `See the quotes side by side and accept one: ${link}`,
    ].join('\n'),
  };
}

/** The accepted provider learns the client's choice and contacts; the other quoters that the client chose someone else. */
export function quoteOutcomeMail(
  ctx: Ctx,
  o: { to: string; requirementId: number; what: string; accepted: boolean; client?: { name: string; phone: string; email: string } },
): Mail {
  const link = absolute(ctx.manageUrl ?? ctx.siteUrl, MANAGE.requirement(o.requirementId));
  if (o.accepted && o.client) {
    return {
      to: o.to,
      subject: `Your quote for ${o.what} was accepted`,
      text: [
        `${o.client.name} accepted your quote for ${o.what} on BuildMart. Please get in touch to confirm the work.`,
        '',
        `Phone: ${o.client.phone}`,
        `Email: ${o.client.email}`,
        '',
        `The requirement: ${link}`,
      ].join('\n'),
    };
  }
  return {
    to: o.to,
    subject: `The client chose another quote for ${o.what}`,
    text: [`Thank you for quoting for ${o.what} on BuildMart. The client has chosen another provider's quote this time.`, '', `The requirement: ${link}`].join('\n'),
  };
}

/** The quoters of a requirement its client withdrew. */
export function requirementClosedMail(ctx: Ctx, o: { to: string; requirementId: number; what: string }): Mail {
  const link = absolute(ctx.manageUrl ?? ctx.siteUrl, MANAGE.requirement(o.requirementId));
  return {
    to: o.to,
    subject: `Requirement withdrawn: ${o.what}`,
    text: [`The client no longer needs ${o.what} and has withdrawn the requirement you quoted for. Thank you for quoting.`, '', `The requirement: ${link}`].join('\n'),
  };
}
