import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, ExternalLink, ImagePlus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from '../../i18n/react.tsx';
import { ContractorProfileUpdate, type ContractorProfile } from '../../../contract/contractor.ts';
import { getOwnContractorProfile } from '../../../core/contractor/get-own-contractor-profile.ts';
import { CONTRACTOR_TYPES } from '../../../data/contractor-types.ts';
import { CITIES, findLocation, LOCATIONS, REGION_NAMES } from '../../../data/locations.ts';
import { ALL_SECTOR_NAMES } from '../../../data/working-sectors.ts';
import { Combobox } from '../../components/combobox.tsx';
import { StatusNote } from '../../components/manage/status-note.tsx';
import { TagPicker } from '../../components/manage/tag-picker.tsx';
import { focusFirstInvalid } from '../../components/vendor/form-parts.tsx';
import { IMAGE_ACCEPT, imageProblem } from '../../components/manage/file-checks.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useLeaveGuard } from '../../components/ui/leave-guard.tsx';
import { Field, Input, inputClass, Select, Textarea } from '../../components/ui/field.tsx';
import { FailureMessage } from '../../components/ui/form-message.tsx';
import { manageApi } from '../../lib/api-routes-manage.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import type { Route } from './+types/contractor-profile';
import { i18nFor } from '../../i18n/i18n.ts';

export const meta = () => [{ title: i18nFor('en')._(msg`Edit Profile | Contractor | BuildMart`) }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  requireViewer(context, ['Contractor']);
  return { profile: await getOwnContractorProfile(context.ctx) };
}

const TYPE_NAMES = CONTRACTOR_TYPES.map((t) => t.value);
const CITY_NAMES = CITIES.map((c) => c.label);
const LOCATION_NAMES = [...new Set(LOCATIONS.map((l) => l.label))];

type Form = {
  CompanyName: string;
  ContactPerson: string;
  OwnerName: string;
  Mobile: string;
  Email: string;
  Website: string;
  City: string;
  State: string;
  ContractorTypes: string[];
  WorkingSectors: string[];
  WorkLocations: string[];
  LaborStrength: string;
  Certificates: string[];
  YearOfEstablishment: string;
  SpecificWorkDetail: string;
  GSTIN: string;
};

const formOf = (p: ContractorProfile): Form => ({
  CompanyName: p.CompanyName,
  ContactPerson: p.ContactPerson ?? '',
  OwnerName: p.OwnerName ?? '',
  Mobile: p.Mobile ?? '',
  Email: p.Email ?? '',
  Website: p.Website ?? '',
  City: p.City ?? '',
  State: p.State ?? '',
  ContractorTypes: p.ContractorTypes,
  WorkingSectors: p.WorkingSectors,
  WorkLocations: p.WorkLocations,
  LaborStrength: p.LaborStrength?.toString() ?? '',
  Certificates: p.Certificates,
  YearOfEstablishment: p.YearOfEstablishment?.toString() ?? '',
  SpecificWorkDetail: p.SpecificWorkDetail ?? '',
  GSTIN: p.GSTIN ?? '',
});

/**
 * Contractor "Edit Profile" (docs/product.md#contractor-workspace): the company listing a client sees on
 * /contractor/…. One Zod schema checks it here and on the server. Saving changes to an approved
 * or rejected profile sends it back for review (docs/decisions/015); the screen says so first.
 */
export default function ContractorProfileScreen({ loaderData }: Route.ComponentProps) {
  const [profile, setProfile] = useState(loaderData.profile);
  const [form, setForm] = useState<Form>(() => formOf(loaderData.profile));
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  // Typed and not saved: leaving asks first (docs/decisions/046-the-back-button.md).
  const guard = useLeaveGuard();
  const { t, i18n } = useLingui();
  const save = useSubmit(manageApi.contractor.contractorProfileUpdate, {
    fallback: t`Failed to update.`,
    toast: { success: (r) => r.message, error: true },
    onSuccess: (r) => {
      guard.saved();
      setProfile(r.data);
      setForm(formOf(r.data));
      setLogo(null);
    },
  });
  const errors = save.errors;
  const logoPreview = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => void (logoPreview && URL.revokeObjectURL(logoPreview)), [logoPreview]);

  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));
  const text = (k: keyof Form) => ({
    value: form[k] as string,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(k, e.currentTarget.value as never),
  });

  function pickLogo(e: React.ChangeEvent<HTMLInputElement>) {
    const f = e.currentTarget.files?.[0] ?? null;
    e.currentTarget.value = '';
    if (!f) return;
    const problem = imageProblem(f, 'logo', i18n);
    setLogoError(problem);
    if (!problem) setLogo(f);
  }

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!save.validate(ContractorProfileUpdate, form)) return void focusFirstInvalid(e.currentTarget);
    const body = new FormData();
    for (const [k, v] of Object.entries(form)) body.append(k, Array.isArray(v) ? JSON.stringify(v) : v);
    if (logo) body.append('logo', logo);
    await save.submit(body);
  }

  const reviewNote =
    profile.Status === 'approved'
      ? t`Your profile is public. Saving changes sends it back for review: it is hidden from the public site until an admin approves it again.`
      : profile.Status === 'rejected'
        ? t`Fix what the reason says and save: your profile goes back to the admin for review.`
        : t`Your profile is waiting for an admin’s review. It appears on the public site once approved.`;

  return (
    <div className="max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          <Trans>Edit Profile</Trans>
        </h1>
        {profile.Url && profile.Status === 'approved' && (
          <Link to={profile.Url} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-amber-deep underline">
            <Trans>View public page</Trans> <ExternalLink aria-hidden className="size-4" />
          </Link>
        )}
      </div>
      <div className="mt-3">
        <StatusNote status={profile.Status} reason={profile.RejectionReason}>
          {profile.Status === 'approved'
            ? profile.IsVerified
              ? t`Documents checked by BuildMart.`
              : null
            : profile.Status === 'pending'
              ? t`Hidden from the public site until an admin approves it.`
              : t`Hidden from the public site.`}
        </StatusNote>
      </div>

      <form onSubmit={submit} onInput={guard.typed} noValidate className="mt-5 space-y-6" aria-label={t`Company profile`}>
        <Section title={t`Company`}>
          <div className="flex items-center gap-4 sm:col-span-2">
            <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-surface">
              {logoPreview || profile.LogoUrl ? (
                <img src={logoPreview ?? profile.LogoUrl!} alt={t`Company logo`} width={80} height={80} className="size-full object-contain" />
              ) : (
                <Building2 aria-hidden className="size-9 text-slate-400" />
              )}
            </div>
            <div>
              <label className={`${buttonClasses.secondary} cursor-pointer focus-within:ring-2 focus-within:ring-amber-brand`}>
                <ImagePlus aria-hidden className="size-5" /> {profile.LogoUrl || logo ? t`Change logo` : t`Upload logo`}
                <input type="file" accept={IMAGE_ACCEPT} onChange={pickLogo} className="sr-only" />
              </label>
              <p className="mt-1 text-sm text-slate-600">{logo ? logo.name : t`JPEG, PNG or WebP, up to 20 MB.`}</p>
              {logoError && <p className="text-sm text-red-700">{logoError}</p>}
            </div>
          </div>
          <div className="sm:col-span-2">
            <Field id="cp-CompanyName" label={t`Company name *`} error={errors.CompanyName}>
              <Input autoComplete="organization" maxLength={150} {...text('CompanyName')} />
            </Field>
          </div>
          <Field id="cp-OwnerName" label={t`Owner name`} error={errors.OwnerName}>
            <Input maxLength={100} {...text('OwnerName')} />
          </Field>
          <Field id="cp-YearOfEstablishment" label={t`Year of establishment`} error={errors.YearOfEstablishment}>
            <Input inputMode="numeric" maxLength={4} placeholder={t`e.g. 2004`} {...text('YearOfEstablishment')} />
          </Field>
          <Field id="cp-GSTIN" label={t`GSTIN`} error={errors.GSTIN}>
            <Input maxLength={15} placeholder={t`e.g. 27AAPFU0939F1ZV`} autoCapitalize="characters" {...text('GSTIN')} />
          </Field>
          <Field id="cp-LaborStrength" label={t`Labour strength (workers)`} error={errors.LaborStrength}>
            <Input inputMode="numeric" maxLength={7} {...text('LaborStrength')} />
          </Field>
        </Section>

        <Section title={t`Contact`}>
          <Field id="cp-ContactPerson" label={t`Contact person`} error={errors.ContactPerson}>
            <Input autoComplete="name" maxLength={100} {...text('ContactPerson')} />
          </Field>
          <Field id="cp-Mobile" label={t`Mobile *`} error={errors.Mobile}>
            <Input type="tel" autoComplete="tel" placeholder="98765 43210" maxLength={16} {...text('Mobile')} />
          </Field>
          <Field id="cp-Email" label={t`Email`} error={errors.Email}>
            <Input type="email" autoComplete="email" maxLength={254} {...text('Email')} />
          </Field>
          <Field id="cp-Website" label={t`Website`} error={errors.Website}>
            <Input inputMode="url" placeholder="www.example.in" maxLength={200} {...text('Website')} />
          </Field>
          <Field id="cp-City" label={t`City`} error={errors.City}>
            <div className="mt-1">
              <Combobox
                id="cp-City"
                value={form.City}
                onValueChange={(v) => set('City', v)}
                options={cityMatches(form.City)}
                optionKey={(o) => o}
                renderOption={(o) => (
                  <span>
                    {o} <span className="text-slate-500">{findLocation(o)?.value}</span>
                  </span>
                )}
                onPick={(o) => setForm((f) => ({ ...f, City: o, State: findLocation(o)?.value ?? f.State }))}
                listLabel={t`Cities`}
                placeholder={t`Type to search`}
                aria-describedby={errors.City ? 'cp-City-err' : undefined}
                className={inputClass.replace('mt-1 ', '')}
              />
            </div>
          </Field>
          <Field id="cp-State" label={t`State *`} error={errors.State}>
            <Select value={form.State} onChange={(e) => set('State', e.currentTarget.value)}>
              <option value="">{t`Choose a state`}</option>
              {REGION_NAMES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </Field>
        </Section>

        <Section title={t`Work`}>
          <div className="sm:col-span-2">
            <TagPicker
              id="cp-ContractorTypes"
              label={t`Contractor types *`}
              options={TYPE_NAMES}
              value={form.ContractorTypes}
              onChange={(v) => set('ContractorTypes', v)}
              max={20}
              error={errors.ContractorTypes}
              placeholder={t`e.g. Civil Contractor`}
            />
          </div>
          <div className="sm:col-span-2">
            <TagPicker
              id="cp-WorkingSectors"
              label={t`Working sectors`}
              options={ALL_SECTOR_NAMES}
              value={form.WorkingSectors}
              onChange={(v) => set('WorkingSectors', v)}
              max={30}
              error={errors.WorkingSectors}
              placeholder={t`e.g. Roads & Highways`}
            />
          </div>
          <div className="sm:col-span-2">
            <TagPicker
              id="cp-WorkLocations"
              label={t`Work locations`}
              hint={t`Cities or whole states where you take work.`}
              options={LOCATION_NAMES}
              value={form.WorkLocations}
              onChange={(v) => set('WorkLocations', v)}
              max={30}
              error={errors.WorkLocations}
              placeholder={t`e.g. Pune or Maharashtra`}
            />
          </div>
          <div className="sm:col-span-2">
            <TagPicker
              id="cp-Certificates"
              label={t`Certificates`}
              hint={t`Type one and press Add (e.g. ISO 9001:2015, PWD Class I registration).`}
              free
              value={form.Certificates}
              onChange={(v) => set('Certificates', v)}
              max={20}
              error={errors.Certificates}
            />
          </div>
          <div className="sm:col-span-2">
            <Field id="cp-SpecificWorkDetail" label={t`Specific work detail`} error={errors.SpecificWorkDetail}>
              <Textarea maxLength={2000} placeholder={t`What you do best, machines you own, notable clients`} {...text('SpecificWorkDetail')} />
            </Field>
          </div>
        </Section>

        <div className="space-y-3 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-700" data-testid="review-note">
            {reviewNote}
          </p>
          <FailureMessage failure={save.failure} />
          <Button type="submit" variant="save" pending={save.pending} pendingText={t`Saving...`}>
            <Trans>Save profile</Trans>
          </Button>
        </div>
      </form>
      {guard.dialog}
    </div>
  );
}

function cityMatches(q: string): string[] {
  const t = q.trim().toLowerCase();
  if (!t || findLocation(q)?.label === q) return [];
  return CITY_NAMES.filter((c) => c.toLowerCase().startsWith(t)).slice(0, 8);
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold text-navy">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
