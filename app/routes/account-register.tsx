import { Briefcase, HardHat, Truck } from 'lucide-react';
import { useState } from 'react';
import { redirect } from 'react-router';
import type { CurrentUser } from '../../contract/account.ts';
import { RegisterProviderRequest, type ProviderRole } from '../../contract/vendor.ts';
import { Field, FormMessage, fieldErrors } from '../components/ui/modal.tsx';
import { clearErrorOnChange, FieldError, LocationFields, saveButton } from '../components/vendor/form-parts.tsx';
import { accountCall, AUTH_EVENTS, emit, storeUser } from '../lib/auth.ts';
import { MANAGE } from '../lib/manage-urls.ts';
import { seo, siteUrlOf } from '../lib/seo.ts';
import type { Route } from './+types/account-register';

const ROLES: { role: ProviderRole; param: string; title: string; text: string; icon: typeof Truck }[] = [
  { role: 'Vendor', param: 'vendor', title: 'Vendor', text: 'Equipment owner: rent out or sell your machines.', icon: Truck },
  { role: 'Contractor', param: 'contractor', title: 'Contractor', text: 'Get real time leads for your company.', icon: HardHat },
  { role: 'JobSeeker', param: 'jobseeker', title: 'Job seeker', text: 'List your resume and find site work.', icon: Briefcase },
];

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: 'List with us: register as a vendor, contractor or job seeker | BuildMart',
    description: 'Create a free BuildMart provider account: list your construction equipment, your contracting company or your resume.',
    path: '/account/register',
    siteUrl: siteUrlOf(matches),
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
  const [role, setRole] = useState<ProviderRole | null>(loaderData.role);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const company = role !== 'JobSeeker';

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const parsed = RegisterProviderRequest.safeParse({ ...Object.fromEntries(f), Role: role ?? undefined });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      // Take the user to the first problem.
      requestAnimationFrame(() => (e.target as HTMLFormElement).querySelector<HTMLElement>('[aria-invalid="true"], [data-error="true"]')?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const r = await accountCall<{ UserId?: number; Message?: string; message?: string; user?: CurrentUser; errors?: { field: string; message: string }[] }>('/api/account/register-provider', { ...Object.fromEntries(f), Role: role });
      if (!r.ok) {
        if (r.body.errors?.length) return setErrors(Object.fromEntries(r.body.errors.map((x) => [x.field, x.message])));
        return setErrors({ form: r.body.Message || r.body.message || 'Failed to register. Please try again.' });
      }
      if (!r.body.user) return setErrors({ form: 'Something went wrong. Please try again.' });
      storeUser(r.body.user);
      emit(AUTH_EVENTS.loginSuccess, r.body.user);
      setDone(true);
      window.location.assign(MANAGE.home);
    } catch {
      setErrors({ form: 'Failed to register. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">List with us for free</h1>
      <p className="mt-2 text-slate-700">Create your provider account. New listings are checked by our team before they go live.</p>

      <form onSubmit={submit} onChange={clearErrorOnChange(setErrors)} noValidate className="mt-6 space-y-5">
        <fieldset>
          <legend className="text-base font-semibold text-ink">I want to list as</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-3" role="radiogroup" aria-describedby={errors.Role ? 'reg-Role-err' : undefined}>
            {ROLES.map(({ role: r, title, text, icon: Icon }) => (
              <label
                key={r}
                className={`flex min-h-16 cursor-pointer items-start gap-3 rounded-xl border-2 p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-brand ${role === r ? 'border-amber-deep bg-amber-50' : 'border-slate-200 bg-white hover:border-slate-300'}`}
              >
                <input type="radio" name="Role" value={r} checked={role === r} onChange={() => setRole(r)} className="sr-only" data-error={errors.Role ? 'true' : undefined} />
                <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-navy" />
                <span>
                  <span className="block font-semibold text-ink">{title}</span>
                  <span className="block text-sm text-slate-600">{text}</span>
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
                <Field id="reg-Name" name="Name" label={company ? 'Company name' : 'Full name'} autoComplete={company ? 'organization' : 'name'} error={errors.Name} />
              </div>
              {company && <Field id="reg-ContactPerson" name="ContactPerson" label="Contact person" autoComplete="name" error={errors.ContactPerson} />}
              <Field id="reg-Phone" name="Phone" label="Mobile number" type="tel" inputMode="tel" autoComplete="tel" placeholder="98765 43210" error={errors.Phone} />
              <div className={company ? 'sm:col-span-2' : ''}>
                <Field id="reg-Email" name="Email" label="Email" type="email" autoComplete="email" error={errors.Email} />
              </div>
            </div>
            <LocationFields idPrefix="reg" errors={errors} />
            {company && (
              <Field
                id="reg-GSTIN"
                name="GSTIN"
                label="GSTIN (optional)"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={15}
                placeholder="27ABCDE1234F1Z5"
                error={errors.GSTIN}
              />
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="reg-Password" name="Password" label="Password" type="password" autoComplete="new-password" error={errors.Password} />
              <Field id="reg-ConfirmPassword" name="ConfirmPassword" label="Confirm password" type="password" autoComplete="new-password" error={errors.ConfirmPassword} />
            </div>
            <p className="text-sm text-slate-600">At least 8 characters.</p>
          </>
        )}

        {errors.form && <FormMessage kind="error">{errors.form}</FormMessage>}
        {done && <FormMessage kind="success">Registration successful!</FormMessage>}
        <button type="submit" disabled={busy || done} className={`${saveButton} sm:w-full`}>
          {busy ? 'Registering...' : 'Create account'}
        </button>
        <p className="text-center text-sm text-slate-700">
          Already registered?{' '}
          <button type="button" onClick={() => emit(AUTH_EVENTS.openLogin)} className="min-h-11 font-semibold text-navy underline">
            Log in
          </button>
        </p>
      </form>
    </div>
  );
}
