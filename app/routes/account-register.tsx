import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Briefcase, HardHat, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { redirect } from 'react-router';
import type { z } from 'zod';
import { RegisterProviderRequest, type ProviderRole } from '../../contract/vendor.ts';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { Field, FieldError, Input } from '../components/ui/field.tsx';
import { FailureMessage, FormMessage } from '../components/ui/form-message.tsx';
import { LocationFields } from '../components/vendor/form-parts.tsx';
import { manageApi } from '../lib/api-routes-manage.ts';
import { AUTH_EVENTS, emit, storeUser } from '../lib/auth.ts';
import { useSubmit } from '../lib/use-submit.ts';
import { MANAGE } from '../../lib/manage-urls.ts';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { seo, siteUrlOf } from '../lib/seo.ts';
import type { Route } from './+types/account-register';

const ROLES: { role: ProviderRole; param: string; title: MessageDescriptor; text: MessageDescriptor; icon: typeof Truck }[] = [
  { role: 'Vendor', param: 'vendor', title: msg`Vendor`, text: msg`Equipment owner: rent out or sell your machines.`, icon: Truck },
  { role: 'Contractor', param: 'contractor', title: msg`Contractor`, text: msg`Get real time leads for your company.`, icon: HardHat },
  { role: 'JobSeeker', param: 'jobseeker', title: msg`Job seeker`, text: msg`List your resume and find site work.`, icon: Briefcase },
];

export function meta({ matches, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const i18n = i18nFor(lang);
  return seo({
    title: i18n._(msg`List with us: register as a vendor, contractor or job seeker | BuildMart`),
    description: i18n._(msg`Create a free BuildMart provider account: list your construction equipment, your contracting company or your resume.`),
    path: '/account/register',
    siteUrl: siteUrlOf(matches),
    lang,
  });
}

/** Providers who are already signed in go straight to their workspace. */
export function loader({ request, context }: Route.LoaderArgs) {
  const viewer = context.ctx.viewer;
  if (viewer && viewer.role !== 'Client') throw redirect(MANAGE.home);
  const param = new URL(request.url).searchParams.get('role')?.toLowerCase();
  return { role: ROLES.find((r) => r.param === param)?.role ?? null };
}

/**
 * Provider registration (docs/product.md#provider-registration): what to list, the company or person, a mobile number, city and
 * state from the catalogue, an optional GSTIN (vendors and contractors), a password. The form
 * parses the same schema as the API; on success the session is set and /manage opens.
 */
export default function Register({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const [role, setRole] = useState<ProviderRole | null>(loaderData.role);
  const [done, setDone] = useState(false);
  // The page is HTML first (docs/decisions/061-paint-before-scripts.md): a kind picked before its script ran
  // is still checked in the form when it runs, and is taken up (its own fields then show).
  useEffect(() => {
    const picked = document.querySelector<HTMLInputElement>('input[type="radio"][name="Role"]:checked')?.value;
    const chosen = ROLES.find((r) => r.role === picked)?.role;
    if (chosen) setRole(chosen);
  }, []);
  const company = role !== 'JobSeeker';
  // docs/product.md#error-catalogue register wording: the server's sentence (e.g. a known email, 409), else 'Failed to register. Please try again.'
  const send = useSubmit(manageApi.vendor.registerProvider, {
    fallback: t`Failed to register. Please try again.`,
    onSuccess: (r) => {
      if (!r.user) return send.fail(t`Something went wrong. Please try again.`);
      storeUser(r.user);
      emit(AUTH_EVENTS.loginSuccess, r.user);
      setDone(true);
      window.location.assign(MANAGE.home);
    },
  });
  const errors = send.errors;

  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const raw = { ...Object.fromEntries(new FormData(e.currentTarget)), Role: role ?? undefined };
    if (!send.validate(RegisterProviderRequest, raw)) {
      // Take the user to the first problem.
      requestAnimationFrame(() => (e.target as HTMLFormElement).querySelector<HTMLElement>('[aria-invalid="true"], [data-error="true"]')?.focus());
      return;
    }
    // The server parses the form as typed (the same schema), as a no-JS post would send it.
    void send.submit(raw as z.input<typeof RegisterProviderRequest>);
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">
        <Trans>List with us for free</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>Create your provider account. New listings are checked by our team before they go live.</Trans>
      </p>

      <form onSubmit={submit} onInput={send.clearOnChange} noValidate className="mt-6 space-y-5">
        <fieldset>
          <legend className="text-base font-semibold text-ink">
            <Trans>I want to list as</Trans>
          </legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-3" role="radiogroup" aria-describedby={errors.Role ? 'reg-Role-err' : undefined}>
            {ROLES.map(({ role: r, title, text, icon: Icon }) => (
              <label
                key={r}
                className={`flex min-h-16 cursor-pointer items-start gap-3 rounded-xl border-2 p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-brand ${role === r ? 'border-amber-deep bg-amber-50' : 'border-slate-200 bg-white hover:border-slate-300'}`}
              >
                <input type="radio" name="Role" value={r} checked={role === r} onChange={() => setRole(r)} className="sr-only" data-error={errors.Role ? 'true' : undefined} />
                <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-navy" />
                <span>
                  <span className="block font-semibold text-ink">{i18n._(title)}</span>
                  <span className="block text-sm text-slate-600">{i18n._(text)}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id="reg-Role" error={errors.Role} />
        </fieldset>

        {role && (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <Field id="reg-Name" label={company ? t`Company name` : t`Full name`} error={errors.Name}>
                  <Input name="Name" autoComplete={company ? 'organization' : 'name'} />
                </Field>
              </div>
              {company && (
                <Field id="reg-ContactPerson" label={t`Contact person`} error={errors.ContactPerson}>
                  <Input name="ContactPerson" autoComplete="name" />
                </Field>
              )}
              <Field id="reg-Phone" label={t`Mobile number`} error={errors.Phone}>
                <Input name="Phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="98765 43210" />
              </Field>
              <div className={company ? 'sm:col-span-2' : ''}>
                <Field id="reg-Email" label={t`Email`} error={errors.Email}>
                  <Input name="Email" type="email" autoComplete="email" />
                </Field>
              </div>
            </div>
            <LocationFields idPrefix="reg" errors={errors} />
            {company && (
              <Field id="reg-GSTIN" label={t`GSTIN (optional)`} error={errors.GSTIN}>
                <Input name="GSTIN" autoCapitalize="characters" spellCheck={false} maxLength={15} placeholder="27ABCDE1234F1Z5" />
              </Field>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="reg-Password" label={t`Password`} error={errors.Password}>
                <Input name="Password" type="password" autoComplete="new-password" />
              </Field>
              <Field id="reg-ConfirmPassword" label={t`Confirm password`} error={errors.ConfirmPassword}>
                <Input name="ConfirmPassword" type="password" autoComplete="new-password" />
              </Field>
            </div>
            <p className="text-sm text-slate-600">
              <Trans>At least 8 characters.</Trans>
            </p>
          </>
        )}

        {errors.form && <FormMessage kind="error">{errors.form}</FormMessage>}
        <FailureMessage failure={send.failure} />
        {done && (
          <FormMessage kind="success">
            <Trans>Registration successful!</Trans>
          </FormMessage>
        )}
        <Button type="submit" disabled={done} pending={send.pending} pendingText={t`Registering...`} className={`${buttonClasses.save} sm:w-full`}>
          <Trans>Create account</Trans>
        </Button>
        <p className="text-center text-sm text-slate-700">
          <Trans>Already registered?</Trans>{' '}
          <button type="button" onClick={() => emit(AUTH_EVENTS.openLogin)} className="min-h-11 font-semibold text-navy underline">
            <Trans>Log in</Trans>
          </button>
        </p>
      </form>
    </div>
  );
}
