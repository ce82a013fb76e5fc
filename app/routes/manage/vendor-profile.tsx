import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, ImagePlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { VendorProfileInput } from '../../../contract/vendor.ts';
import { getVendorProfile } from '../../../core/vendor/vendor-profile.ts';
import { IMAGE_ACCEPT, imageProblem } from '../../components/manage/file-checks.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useLeaveGuard } from '../../components/ui/leave-guard.tsx';
import { Field, FieldError, Input, labelClass } from '../../components/ui/field.tsx';
import { FailureMessage, FormMessage } from '../../components/ui/form-message.tsx';
import { clearOnEdit, focusFirstInvalid, LocationFields, SaveBar } from '../../components/vendor/form-parts.tsx';
import { manageApi } from '../../lib/api-routes-manage.ts';
import { COMPANY_PROFILE_MISSING, type PageErrorHandle } from '../../lib/page-errors.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import type { Route } from './+types/vendor-profile';
import { i18nFor } from '../../i18n/i18n.ts';

export const meta = () => [{ title: i18nFor('en')._(msg`Edit Profile | BuildMart`) }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  requireViewer(context, ['Vendor']);
  return { profile: await getVendorProfile(context.ctx) };
}

export const handle = { pageError: { notFound: COMPANY_PROFILE_MISSING } satisfies PageErrorHandle };

/** Vendor "Edit Profile" (docs/product.md#vendor-workspace): the company as buyers see it on listings. */
export default function VendorProfilePage({ loaderData }: Route.ComponentProps) {
  const p = loaderData.profile;
  const revalidator = useRevalidator();
  const [saved, setSaved] = useState(false);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  const [logoUrl, setLogoUrl] = useState<string | null>(null);
  // Typed and not saved: leaving asks first (docs/decisions/046-the-back-button.md).
  const guard = useLeaveGuard();
  const { t, i18n } = useLingui();
  const save = useSubmit(manageApi.vendor.updateProfile, {
    fallback: t`Failed to update.`,
    toast: { success: (r) => r.message },
    onSuccess: () => {
      guard.saved();
      setSaved(true);
      setLogo(null);
      void revalidator.revalidate();
    },
  });
  const errors = save.errors;
  useEffect(() => {
    if (!logo) return setLogoUrl(null);
    const u = URL.createObjectURL(logo);
    setLogoUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [logo]);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fields: Record<string, string> = {};
    for (const [k, v] of new FormData(form)) if (typeof v === 'string') fields[k] = v;
    if (!save.validate(VendorProfileInput, fields)) return void focusFirstInvalid(form);
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    if (logo) body.append('logo', logo, logo.name);
    setSaved(false);
    await save.submit(body);
  }

  const shown = logoUrl ?? p.LogoUrl;
  return (
    <section aria-labelledby="vp-title">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="vp-title" className="text-2xl font-bold text-ink">
          <Trans>Edit Profile</Trans>
        </h1>
        {p.IsVerified ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-800">
            <BadgeCheck aria-hidden className="size-4" /> <Trans>Documents checked</Trans>
          </span>
        ) : (
          <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-semibold text-slate-800">
            <Trans>Documents not checked yet</Trans>
          </span>
        )}
      </div>
      <p className="mt-1 text-slate-700">
        <Trans>Buyers see these details on your listings. Our team verifies companies; the badge cannot be bought.</Trans>
      </p>

      <form
        onSubmit={submit}
        onInput={(e) => {
          setSaved(false);
          clearOnEdit(save)(e);
          guard.typed();
        }}
        noValidate
        className="mt-5 space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      >
        <div className="flex items-center gap-4">
          {shown ? (
            <img src={shown} alt={t`Company logo`} width={80} height={80} className="size-20 rounded-xl border border-slate-200 object-contain" />
          ) : (
            <div aria-hidden className="flex size-20 items-center justify-center rounded-xl bg-navy text-2xl font-bold text-white">
              {p.Name.slice(0, 1).toUpperCase()}
            </div>
          )}
          <label className={`${buttonClasses.secondary} cursor-pointer`}>
            <ImagePlus aria-hidden className="size-5" /> {shown ? t`Change logo` : t`Upload logo`}
            <input
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              aria-label={t`Company logo`}
              data-testid="logo-input"
              onChange={(e) => {
                const f = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (!f) return;
                const problem = imageProblem(f, 'logo', i18n);
                setLogoError(problem);
                if (!problem) setLogo(f);
              }}
            />
          </label>
        </div>
        <FieldError id="vp-logo" error={logoError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="vp-Name" label={t`Company name`} error={errors.Name} className="sm:col-span-2">
            <Input name="Name" autoComplete="organization" defaultValue={p.Name} />
          </Field>
          <Field id="vp-ContactPerson" label={t`Contact person`} error={errors.ContactPerson}>
            <Input name="ContactPerson" autoComplete="name" defaultValue={p.ContactPerson ?? ''} />
          </Field>
          <Field id="vp-Phone" label={t`Mobile number`} error={errors.Phone}>
            <Input name="Phone" type="tel" inputMode="tel" autoComplete="tel" defaultValue={p.Phone ?? ''} />
          </Field>
        </div>
        <div>
          <p className={labelClass}>
            <Trans>Email</Trans>
          </p>
          <p className="mt-1 text-slate-700">{p.Email}</p>
        </div>
        <LocationFields idPrefix="vp" city={p.City} state={p.State} errors={errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="vp-GSTIN" label={t`GSTIN (optional)`} error={errors.GSTIN}>
            <Input name="GSTIN" autoCapitalize="characters" spellCheck={false} maxLength={15} defaultValue={p.GSTIN ?? ''} />
          </Field>
          <Field id="vp-YearEstablished" label={t`Year established`} error={errors.YearEstablished}>
            <Input name="YearEstablished" inputMode="numeric" maxLength={4} defaultValue={p.YearEstablished ?? ''} />
          </Field>
          <Field
            id="vp-ServiceAreas"
            label={t`Service areas`}
            error={errors.ServiceAreas}
            hint={t`Where you deliver machines, e.g. "Maharashtra, Goa". Empty means Pan India.`}
            className="sm:col-span-2"
          >
            <Input name="ServiceAreas" defaultValue={p.ServiceAreas} placeholder={t`Pan India`} />
          </Field>
        </div>
        <FailureMessage failure={save.failure} />
        {saved && (
          <FormMessage kind="success">
            <Trans>Profile updated.</Trans>
          </FormMessage>
        )}
        <SaveBar>
          <Button type="submit" variant="save" pending={save.pending} pendingText={t`Saving...`}>
            <Trans>Save profile</Trans>
          </Button>
        </SaveBar>
      </form>
      {guard.dialog}
    </section>
  );
}
