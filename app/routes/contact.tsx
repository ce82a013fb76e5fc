import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Mail, MessageCircle, Phone, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import type { CaptchaResponse } from '../../contract/public-v3.ts';
import { PageIntro } from '../components/page-intro.tsx';
import { Button } from '../components/ui/button.tsx';
import { Field, Input, Textarea } from '../components/ui/field.tsx';
import { api, callApi } from '../lib/api-client.ts';
import { useSubmit, type FieldErrors } from '../lib/use-submit.ts';
import { usePageMessage } from '../lib/server-message.ts';
import { telUrl, whatsappUrl } from '../../lib/phone.ts';
import { mailtoUrl } from '../lib/links.ts';
import { companyPageMeta } from '../lib/company-page-meta.ts';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { COMPANY_PAGES } from '../../lib/urls.ts';
import type { Route } from './+types/contact';

export function meta({ matches, location }: Route.MetaArgs) {
  const i18n = i18nFor(langOfPath(location.pathname));
  return companyPageMeta(matches, location.pathname, {
    title: i18n._(msg`Contact Us | BuildMart`),
    description: i18n._(
      msg`Questions about renting equipment, hiring contractors or listing your business? Write to BuildMart, call us or chat on WhatsApp. We reply within 24 hours.`,
    ),
    path: COMPANY_PAGES.contact,
    crumb: i18n._(msg`Contact Us`),
    schemaType: 'ContactPage',
  });
}

export function loader({ context }: Route.LoaderArgs) {
  const { supportEmail, supportPhone } = context.config;
  return { supportEmail, supportPhone, mailHref: mailtoUrl(supportEmail), telHref: telUrl(supportPhone), whatsappHref: whatsappUrl(supportPhone) };
}

/** docs/product.md#error-catalogue. */
const SENT = msg`Message sent successfully!`;
const FAILED = msg`Failed to send contact message.`;
/** The server's English answer to a wrong code (the API's language), and the page's own words for it. */
const INVALID_CAPTCHA_EN = 'Invalid captcha code';
const INVALID_CAPTCHA = msg`Invalid captcha code`;
/**
 * The contract's schema words its messages in English, the API's language; the form checks with it before
 * sending and shows its messages in the page's language (a message not listed here is shown as it is).
 */
const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  'Name is required.': msg`Name is required.`,
  'Email is required.': msg`Email is required.`,
  'Please enter a valid email address.': msg`Please enter a valid email address.`,
  'Message is required.': msg`Message is required.`,
};
type Fields = { name: string; email: string; subject: string; message: string };

const EMPTY: Fields = { name: '', email: '', subject: '', message: '' };

/**
 * The form's Zod schema (shared with the endpoint) weighs about 27 KB gzipped with Zod: it is
 * fetched right after the page shows, not with it.
 */
let contract: Promise<typeof import('../../contract/public-v3.ts')> | undefined;
const loadContract = () => (contract ??= import('../../contract/public-v3.ts'));

/** The server issues a sealed token and draws its 4-digit code as a picture; the code itself never reaches the page (docs/decisions/022). */
function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(async () => {
    setFailed(false);
    try {
      setCaptcha(await callApi(api.public.captcha));
    } catch {
      setCaptcha(null);
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { captcha, failed, refresh };
}

/** The captcha answer: a short field beside the picture (not the full-width input). */
const captchaInput =
  'block rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base shadow-sm focus:border-amber-brand focus:ring-2 focus:ring-amber-brand/40 focus:outline-none aria-[invalid=true]:border-red-600';

/** Contact Us (docs/product.md#company-pages-and-contact-us): the form with its captcha, and the support card. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { supportEmail, supportPhone, mailHref, telHref, whatsappHref } = loaderData;
  const { t, i18n } = useLingui();
  const uid = useId();
  const ids = { name: `${uid}-name`, email: `${uid}-email`, subject: `${uid}-subject`, message: `${uid}-message`, captcha: `${uid}-captcha` };
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [answer, setAnswer] = useState('');
  const [sent, setSent] = useState(false);
  const { captcha, failed: captchaFailed, refresh: newCaptcha } = useCaptcha();
  // docs/product.md#error-catalogue: the server's sentence ('Invalid captcha code', a rate limit), else 'Failed to send contact message.'
  const send = useSubmit(api.public.contact, {
    fallback: i18n._(FAILED),
    toast: { success: i18n._(SENT), error: true },
    onSuccess: () => {
      setFields(EMPTY);
      setSent(true);
    },
  });
  // On a Hindi page the server answers the captcha refusal in Hindi (docs/decisions/051).
  const captchaRefusal = usePageMessage(INVALID_CAPTCHA_EN);
  const refusedCaptcha = [INVALID_CAPTCHA_EN, captchaRefusal, i18n._(INVALID_CAPTCHA)].includes(send.failure?.message ?? '');
  const errors: FieldErrors = { ...send.errors, captcha: send.errors.captcha ?? (refusedCaptcha ? i18n._(INVALID_CAPTCHA) : undefined) };
  const sending = send.pending;

  const edit = (k: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setFields((f) => ({ ...f, [k]: e.target.value }));

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    setSent(false);
    const { ContactRequest } = await loadContract();
    const parsed = ContactRequest.pick({ name: true, email: true, subject: true, message: true }).safeParse(fields);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= FIELD_MESSAGES[issue.message] ? i18n._(FIELD_MESSAGES[issue.message]!) : issue.message;
    // docs/product.md#company-pages-and-contact-us: anything but a number 1000-9999 is 'Invalid captcha code' and nothing is sent; whether
    // it is the code in the picture only the server can tell (the page never knows the code).
    if (!captcha || !/^[1-9]\d{3}$/.test(answer.trim())) found.captcha = i18n._(INVALID_CAPTCHA);
    if (Object.keys(found).length > 0) {
      send.setErrors(found);
      const first = (['name', 'email', 'message', 'captcha'] as const).find((k) => found[k]);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    await send.submit({ ...fields, CaptchaToken: captcha!.Token, CaptchaAnswer: answer.trim() });
    // The token is used up (or was refused): every attempt gets a fresh code.
    setAnswer('');
    void newCaptcha();
  }

  return (
    <main>
      <PageIntro title={t`Contact Us`}>
        <p>
          <Trans>Questions about renting a machine, hiring a contractor or listing your business? Send us a message and our team will get back to you.</Trans>
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="contact-form-title" className="rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="text-xl font-bold sm:text-2xl">
            <Trans>Send us a message</Trans>
          </h2>
          <form
            noValidate
            onSubmit={onSubmit}
            onInput={(e) => {
              setSent(false);
              send.clearOnChange(e);
            }}
            className="mt-6 grid gap-5 sm:grid-cols-2"
            aria-busy={sending}
          >
            <Field id={ids.name} label={t`Name`} mark="required" error={errors.name}>
              <Input name="name" type="text" autoComplete="name" required maxLength={100} value={fields.name} onChange={edit('name')} />
            </Field>
            <Field id={ids.email} label={t`Email`} mark="required" error={errors.email}>
              <Input name="email" type="email" autoComplete="email" required maxLength={254} value={fields.email} onChange={edit('email')} />
            </Field>
            <Field id={ids.subject} label={t`Subject`} mark="optional" error={errors.subject} className="sm:col-span-2">
              <Input name="subject" type="text" maxLength={200} value={fields.subject} onChange={edit('subject')} />
            </Field>
            <Field id={ids.message} label={t`Message`} mark="required" error={errors.message} className="sm:col-span-2">
              <Textarea name="message" rows={5} required maxLength={5000} value={fields.message} onChange={edit('message')} />
            </Field>
            <div className="sm:col-span-2">
              <Field id={ids.captcha} label={t`Captcha`} mark="required" error={errors.captcha}>
                <p id={`${ids.captcha}-hint`} className="text-sm text-slate-600">
                  <Trans>Type the 4-digit number in the picture. Can’t read it? Press New code, or write to us at {supportEmail}.</Trans>
                </p>
                <div className="mt-2 flex flex-wrap items-center gap-2 sm:gap-3">
                  <span className="inline-flex h-[70px] w-[200px] items-center justify-center overflow-hidden rounded-lg border border-slate-300 bg-surface text-sm text-slate-600">
                    {captcha ? (
                      <img
                        key={captcha.Token}
                        src={captcha.ImageUrl}
                        width={200}
                        height={70}
                        alt={t`Captcha: a 4-digit number drawn with lines across it`}
                        data-testid="captcha-image"
                        className="block h-[70px] w-[200px] select-none"
                        draggable={false}
                      />
                    ) : captchaFailed ? (
                      <Trans>No code</Trans>
                    ) : (
                      <Trans>Loading…</Trans>
                    )}
                  </span>
                  <button
                    type="button"
                    onClick={() => {
                      setAnswer('');
                      void newCaptcha();
                    }}
                    className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 font-medium hover:bg-surface"
                  >
                    <RefreshCw aria-hidden className="size-5" /> <Trans>New code</Trans>
                  </button>
                  <Input
                    name="captcha"
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    required
                    maxLength={4}
                    value={answer}
                    onChange={(e) => setAnswer(e.target.value)}
                    className={`${captchaInput} w-28 font-mono text-lg tracking-widest`}
                    aria-describedby={errors.captcha ? `${ids.captcha}-err` : `${ids.captcha}-hint`}
                  />
                </div>
                {captchaFailed && (
                  <p className="mt-1 text-sm text-red-700">
                    <Trans>Could not load the code. Press New code to try again.</Trans>
                  </p>
                )}
              </Field>
            </div>
            <div className="flex flex-col items-start gap-3 sm:col-span-2 sm:flex-row sm:items-center">
              <Button
                type="submit"
                pending={sending}
                pendingText={t`Sending...`}
                className="min-h-11 rounded-lg bg-amber-brand px-6 py-3 font-semibold text-navy hover:bg-amber-400 disabled:opacity-70"
              >
                <Trans>Send Message</Trans>
              </Button>
              <p role="status" data-testid="contact-status" className={send.failure ? 'font-medium text-red-700' : 'font-medium text-green-800'}>
                {sent ? i18n._(SENT) : (send.failure?.message ?? '')}
              </p>
            </div>
          </form>
        </section>

        <aside aria-labelledby="contact-card-title" className="self-start rounded-2xl bg-surface p-6 lg:sticky lg:top-20">
          <h2 id="contact-card-title" className="text-xl font-bold">
            <Trans>Get in touch</Trans>
          </h2>
          <ul className="mt-4 space-y-4">
            {[
              { key: 'email', icon: Mail, label: t`Email`, href: mailHref, text: supportEmail },
              { key: 'phone', icon: Phone, label: t`Phone`, href: telHref, text: supportPhone },
              { key: 'whatsapp', icon: MessageCircle, label: 'WhatsApp', href: whatsappHref, text: t`Chat with us on WhatsApp`, newTab: true },
            ]
              // No WhatsApp link when the support number is not a mobile (lib/phone.ts).
              .filter((c) => c.href)
              .map((c) => (
                <li key={c.key} className="flex gap-3">
                  <c.icon aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-deep" />
                  <div className="min-w-0">
                    <p className="text-sm text-slate-600">{c.label}</p>
                    <a href={c.href} {...(c.newTab ? { target: '_blank', rel: 'noopener' } : {})} className="break-words font-semibold text-navy underline">
                      {c.text}
                    </a>
                  </div>
                </li>
              ))}
            <li className="flex gap-3">
              <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-deep" />
              <div>
                <p className="font-medium">
                  <Trans>We typically respond within 24 hours.</Trans>
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  <Trans>For urgent enquiries, message us on WhatsApp.</Trans>
                </p>
              </div>
            </li>
          </ul>
        </aside>
      </div>
    </main>
  );
}
