import { BadgeCheck, ImagePlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { data, useRevalidator } from 'react-router';
import { VendorProfileInput } from '../../../contract/vendor.ts';
import { isAppError } from '../../../core/errors.ts';
import { getVendorProfile } from '../../../core/vendor/vendor-profile.ts';
import { Field, FormMessage, fieldErrors } from '../../components/ui/modal.tsx';
import { clearErrorOnChange, FieldError, labelClass, LocationFields, SaveBar, saveButton, secondaryButton } from '../../components/vendor/form-parts.tsx';
import { ApiError, apiPost } from '../../lib/api.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import { notify } from '../../lib/toast.ts';
import type { Route } from './+types/vendor-profile';

export const meta = () => [{ title: 'Edit Profile | BuildMart' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  requireViewer(context, ['Vendor']);
  try {
    return { profile: await getVendorProfile(context.ctx) };
  } catch (err) {
    if (isAppError(err) && err.code === 'NOT_FOUND') throw data({ reason: 'missing' }, { status: 404 });
    throw err;
  }
}

/** Vendor "Edit Profile" (docs/product.md#vendor-workspace): the company as buyers see it on listings. */
export default function VendorProfilePage({ loaderData }: Route.ComponentProps) {
  const p = loaderData.profile;
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoUrl, setLogoUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!logo) return setLogoUrl(null);
    const u = URL.createObjectURL(logo);
    setLogoUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [logo]);

  async function save(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const fields: Record<string, string> = {};
    for (const [k, v] of new FormData(form)) if (typeof v === 'string') fields[k] = v;
    const parsed = VendorProfileInput.safeParse(fields);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    if (logo) body.append('logo', logo, logo.name);
    setErrors({});
    setSaving(true);
    setSaved(false);
    try {
      const r = await apiPost<{ message: string }>('/api/vendor/profile/update', body);
      notify.success(r.message);
      setSaved(true);
      setLogo(null);
      await revalidator.revalidate();
    } catch (err) {
      const list = err instanceof ApiError ? (err.body.errors as { field: string; message: string }[] | undefined) : undefined;
      if (list?.length) setErrors(Object.fromEntries(list.map((x) => [x.field, x.message])));
      else setErrors({ form: err instanceof ApiError && err.message && err.status < 500 ? err.message : 'Failed to update.' });
    } finally {
      setSaving(false);
    }
  }

  const shown = logoUrl ?? p.LogoUrl;
  return (
    <section aria-labelledby="vp-title">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="vp-title" className="text-2xl font-bold text-ink">
          Edit Profile
        </h1>
        {p.IsVerified ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-800">
            <BadgeCheck aria-hidden className="size-4" /> Verified
          </span>
        ) : (
          <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-semibold text-slate-800">Not verified yet</span>
        )}
      </div>
      <p className="mt-1 text-slate-700">Buyers see these details on your listings. Our team verifies companies; the badge cannot be bought.</p>

      <form onSubmit={save} onChange={(e) => { setSaved(false); clearErrorOnChange(setErrors)(e); }} noValidate className="mt-5 space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        <div className="flex items-center gap-4">
          {shown ? (
            <img src={shown} alt="Company logo" width={80} height={80} className="size-20 rounded-xl border border-slate-200 object-contain" />
          ) : (
            <div aria-hidden className="flex size-20 items-center justify-center rounded-xl bg-navy text-2xl font-bold text-white">
              {p.Name.slice(0, 1).toUpperCase()}
            </div>
          )}
          <label className={`${secondaryButton} cursor-pointer`}>
            <ImagePlus aria-hidden className="size-5" /> {shown ? 'Change logo' : 'Upload logo'}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              aria-label="Company logo"
              data-testid="logo-input"
              onChange={(e) => {
                const f = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (!f) return;
                const problem = !/^image\/(jpeg|png|webp)$/.test(f.type) ? 'Please choose a JPEG, PNG or WebP image.' : f.size > 5 * 1024 * 1024 ? 'The logo must be at most 5 MB.' : undefined;
                setErrors((x) => ({ ...x, logo: problem }));
                if (!problem) setLogo(f);
              }}
            />
          </label>
        </div>
        <FieldError id="vp-logo" error={errors.logo} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field id="vp-Name" name="Name" label="Company name" autoComplete="organization" defaultValue={p.Name} error={errors.Name} />
          </div>
          <Field id="vp-ContactPerson" name="ContactPerson" label="Contact person" autoComplete="name" defaultValue={p.ContactPerson ?? ''} error={errors.ContactPerson} />
          <Field id="vp-Phone" name="Phone" label="Mobile number" type="tel" inputMode="tel" autoComplete="tel" defaultValue={p.Phone ?? ''} error={errors.Phone} />
        </div>
        <div>
          <p className={labelClass}>Email</p>
          <p className="mt-1 text-slate-700">{p.Email}</p>
        </div>
        <LocationFields idPrefix="vp" city={p.City} state={p.State} errors={errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="vp-GSTIN" name="GSTIN" label="GSTIN (optional)" autoCapitalize="characters" spellCheck={false} maxLength={15} defaultValue={p.GSTIN ?? ''} error={errors.GSTIN} />
          <Field id="vp-YearEstablished" name="YearEstablished" label="Year established" inputMode="numeric" maxLength={4} defaultValue={p.YearEstablished ?? ''} error={errors.YearEstablished} />
          <div className="sm:col-span-2">
            <Field id="vp-ServiceAreas" name="ServiceAreas" label="Service areas" defaultValue={p.ServiceAreas} placeholder="Pan India" error={errors.ServiceAreas} />
            <p className="mt-1 text-sm text-slate-600">Where you deliver machines, e.g. "Maharashtra, Goa". Empty means Pan India.</p>
          </div>
        </div>
        {errors.form && <FormMessage kind="error">{errors.form}</FormMessage>}
        {saved && <FormMessage kind="success">Profile updated.</FormMessage>}
        <SaveBar>
          <button type="submit" disabled={saving} className={saveButton}>
            {saving ? 'Saving...' : 'Save profile'}
          </button>
        </SaveBar>
      </form>
    </section>
  );
}
