import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { catalogueLabel, hindiWorkerCategoryHint } from '../../../data/catalogue-hindi.ts';
import { useLang } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import { WorkerSaveRequest, type OwnWorker, type ResumeDefaults } from '../../../contract/workforce.ts';
import { CITIES, REGION_NAMES } from '../../../data/locations.ts';
import { AVAILABILITY, TRADES, WORKER_CATEGORIES, type WorkerCategory } from '../../../data/workforce.ts';
import { api } from '../../lib/api-client.ts';
import { useSubmit, type FieldErrors } from '../../lib/use-submit.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Field, Input, Select, Textarea } from '../ui/field.tsx';
import { useLeaveGuard } from '../ui/leave-guard.tsx';
import { UPLOAD_LIMITS } from '../../../contract/common.ts';

/**
 * The job seeker's listing form (docs/product.md#workforce): checked in the browser with the same schema as the
 * server (contract/workforce.ts), sent as multipart with the resume PDF.
 */
export function ResumeForm({ worker, defaults }: { worker: OwnWorker | null; defaults?: ResumeDefaults | null }) {
  const { t } = useLingui();
  const lang = useLang();
  const revalidator = useRevalidator();
  const [kind, setKind] = useState<'individual' | 'agency'>(worker?.Kind ?? 'individual');
  const [category, setCategory] = useState<WorkerCategory>(worker?.Category ?? 'skilled');
  // A region name the form's list lacks would show as blank: only a known state is taken from registration.
  const [state, setState] = useState(worker?.State ?? (defaults?.State && (REGION_NAMES as readonly string[]).includes(defaults.State) ? defaults.State : ''));
  const formRef = useRef<HTMLFormElement>(null);
  // Typed and not saved: leaving asks first (docs/decisions/046-the-back-button.md).
  const guard = useLeaveGuard();
  const send = useSubmit(api.workforce.save, {
    fallback: t`Failed to save. Please try again.`,
    toast: { success: (r) => r.message, error: true },
    onSuccess: () => {
      guard.saved();
      const file = formRef.current?.querySelector<HTMLInputElement>('input[type=file]');
      if (file) file.value = '';
      void revalidator.revalidate();
    },
  });
  const errors = send.errors;
  const cities = useMemo(() => CITIES.filter((c) => c.value === state).map((c) => c.label), [state]);

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const fields = Object.fromEntries([...data.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    const problems: FieldErrors = {};
    const parsed = WorkerSaveRequest.safeParse(fields);
    if (!parsed.success) for (const i of parsed.error.issues) problems[String(i.path[0])] ??= i.message;
    const file = data.get('Resume');
    if (file instanceof File && file.size > 0) {
      if (file.size > UPLOAD_LIMITS.pdfBytes) problems.Resume = t`The resume must be at most 5 MB.`;
      else if (!/\.pdf$/i.test(file.name) && file.type !== 'application/pdf') problems.Resume = t`The resume must be a PDF file.`;
    } else data.delete('Resume');
    if (Object.keys(problems).length) {
      send.setErrors(problems);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid=true]')?.focus());
      return;
    }
    void send.submit(data);
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={api.workforce.save[1]}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      onInput={guard.typed}
      noValidate
      className="space-y-5"
      aria-label={t`Your workforce listing`}
    >
      <fieldset>
        <legend className="text-sm font-medium">
          <Trans>I am listing as</Trans>
        </legend>
        <div className="mt-1 flex gap-2">
          {(['individual', 'agency'] as const).map((k) => (
            <label key={k} className="flex-1 cursor-pointer">
              <input type="radio" name="Kind" value={k} checked={kind === k} onChange={() => setKind(k)} className="peer sr-only" />
              <span className="flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-3 font-medium peer-checked:border-navy peer-checked:bg-navy peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-amber-brand">
                {k === 'individual' ? <Trans>An individual</Trans> : <Trans>An agency</Trans>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="r-Name" label={kind === 'agency' ? t`Agency name` : t`Your full name`} error={errors.Name}>
          <Input name="Name" defaultValue={worker?.Name ?? defaults?.Name ?? ''} autoComplete={kind === 'agency' ? 'organization' : 'name'} maxLength={120} />
        </Field>
        <Field
          id="r-Category"
          label={t`Category`}
          error={errors.Category}
          hint={lang === 'en' ? WORKER_CATEGORIES.find((c) => c.value === category)?.hint : hindiWorkerCategoryHint(category)}
        >
          <Select name="Category" value={category} onChange={(e) => setCategory(e.currentTarget.value as WorkerCategory)}>
            {WORKER_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {catalogueLabel('workerCategory', c.value, lang)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="r-Trade" label={t`Trade`} error={errors.Trade} hint={t`For example Mason, Electrician or Crane Operator.`}>
          <Input name="Trade" defaultValue={worker?.Trade ?? ''} list="r-trades" maxLength={80} />
          <datalist id="r-trades">
            {TRADES[category].map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </Field>
        <Field id="r-ExperienceYears" label={t`Experience (years)`} error={errors.ExperienceYears}>
          <Input name="ExperienceYears" type="number" inputMode="numeric" min={0} max={60} defaultValue={worker?.ExperienceYears ?? ''} />
        </Field>
        {kind === 'agency' && (
          <Field id="r-Headcount" label={t`Workers you can supply`} error={errors.Headcount}>
            <Input name="Headcount" type="number" inputMode="numeric" min={1} defaultValue={worker?.Headcount ?? ''} />
          </Field>
        )}
        <Field id="r-Availability" label={t`Available`} error={errors.Availability}>
          <Select name="Availability" defaultValue={worker?.Availability ?? 'immediate'}>
            {AVAILABILITY.map((a) => (
              <option key={a.value} value={a.value}>
                {catalogueLabel('availability', a.value, lang)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="r-State" label={t`State`} error={errors.State}>
          <Select name="State" value={state} onChange={(e) => setState(e.currentTarget.value)}>
            <option value="">{t`Choose your state`}</option>
            {REGION_NAMES.map((s) => (
              <option key={s} value={s}>
                {catalogueLabel('state', s, lang)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="r-City" label={t`City`} error={errors.City} hint={state ? undefined : t`Choose your state first to see its cities.`}>
          <Input name="City" defaultValue={worker?.City ?? defaults?.City ?? ''} list="r-cities" autoComplete="address-level2" maxLength={100} />
          <datalist id="r-cities">
            {cities.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </Field>
        <Field id="r-Phone" label={t`Mobile number`} error={errors.Phone} hint={t`Shown only to signed-in users.`}>
          <Input name="Phone" type="tel" inputMode="tel" autoComplete="tel" defaultValue={worker?.Phone ?? defaults?.Phone ?? ''} placeholder="98765 43210" />
        </Field>
        <Field id="r-Email" label={t`Email (optional)`} error={errors.Email}>
          <Input name="Email" type="email" autoComplete="email" defaultValue={worker?.Email ?? defaults?.Email ?? ''} />
        </Field>
      </div>
      <Field id="r-About" label={t`About you (optional)`} error={errors.About} hint={t`Sites you have worked on, skills, languages. Up to 1000 characters.`}>
        <Textarea name="About" rows={4} maxLength={1000} defaultValue={worker?.About ?? ''} />
      </Field>
      <Field id="r-Resume" label={worker?.HasResume ? t`Replace resume (PDF, up to 5 MB)` : t`Resume (PDF, up to 5 MB, optional)`} error={errors.Resume}>
        <Input
          name="Resume"
          type="file"
          accept="application/pdf,.pdf"
          className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-surface file:px-4 file:font-semibold"
        />
      </Field>
      {worker?.ResumeUrl && (
        <div className="flex flex-wrap items-center gap-4 text-sm">
          <a href={worker.ResumeUrl} target="_blank" rel="noopener" className="font-medium text-navy underline">
            <Trans>View your current resume</Trans>
          </a>
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="checkbox" name="RemoveResume" value="true" /> <Trans>Remove it</Trans>
          </label>
        </div>
      )}
      <Button type="submit" pending={send.pending} pendingText={t`Saving...`} className={buttonClasses.save}>
        {worker ? <Trans>Save changes</Trans> : <Trans>Submit for approval</Trans>}
      </Button>
      {guard.dialog}
    </form>
  );
}
