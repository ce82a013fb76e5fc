import { useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { WorkerSaveRequest, type OwnWorker } from '../../../contract/workforce.ts';
import { CITIES, REGION_NAMES } from '../../../data/locations.ts';
import { AVAILABILITY, TRADES, WORKER_CATEGORIES, type WorkerCategory } from '../../../data/workforce.ts';
import { apiPost, messageOf } from '../../lib/api.ts';
import { notify } from '../../lib/toast.ts';
import { UPLOAD_LIMITS } from '../../../contract/common.ts';

const input = 'mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-3 aria-[invalid=true]:border-red-600';

type Errors = Record<string, string>;

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error && <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria props of an input with a possible error. */
const described = (id: string, errors: Errors, name: string, hint = false) => ({
  id,
  name,
  'aria-invalid': errors[name] ? true : undefined,
  'aria-describedby': errors[name] ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

/**
 * The job seeker's listing form (docs/product.md#workforce): checked in the browser with the same schema as the
 * server (contract/workforce.ts), sent as multipart with the resume PDF.
 */
export function ResumeForm({ worker }: { worker: OwnWorker | null }) {
  const revalidator = useRevalidator();
  const [kind, setKind] = useState<'individual' | 'agency'>(worker?.Kind ?? 'individual');
  const [category, setCategory] = useState<WorkerCategory>(worker?.Category ?? 'skilled');
  const [state, setState] = useState(worker?.State ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const cities = useMemo(() => CITIES.filter((c) => c.value === state).map((c) => c.label), [state]);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const fields = Object.fromEntries([...data.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    const problems: Errors = {};
    const parsed = WorkerSaveRequest.safeParse(fields);
    if (!parsed.success) for (const i of parsed.error.issues) problems[String(i.path[0])] ??= i.message;
    const file = data.get('Resume');
    if (file instanceof File && file.size > 0) {
      if (file.size > UPLOAD_LIMITS.pdfBytes) problems.Resume = 'The resume must be at most 5 MB.';
      else if (!/\.pdf$/i.test(file.name) && file.type !== 'application/pdf') problems.Resume = 'The resume must be a PDF file.';
    } else data.delete('Resume');
    setErrors(problems);
    if (Object.keys(problems).length) {
      form.querySelector<HTMLElement>('[aria-invalid=true]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const r = await apiPost<{ message: string }>('/api/provider/worker', data);
      notify.success(r.message);
      form.querySelector<HTMLInputElement>('input[type=file]')!.value = '';
      await revalidator.revalidate();
    } catch (err) {
      notify.error(messageOf(err, 'Failed to save. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  const d = (name: string, hint = false) => described(`r-${name}`, errors, name, hint);
  return (
    <form method="post" action="/api/provider/worker" encType="multipart/form-data" onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Your workforce listing">
      <fieldset>
        <legend className="text-sm font-medium">I am listing as</legend>
        <div className="mt-1 flex gap-2">
          {(['individual', 'agency'] as const).map((k) => (
            <label key={k} className="flex-1 cursor-pointer">
              <input type="radio" name="Kind" value={k} checked={kind === k} onChange={() => setKind(k)} className="peer sr-only" />
              <span className="flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-3 font-medium peer-checked:border-navy peer-checked:bg-navy peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-amber-brand">
                {k === 'individual' ? 'An individual' : 'An agency'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="r-Name" label={kind === 'agency' ? 'Agency name' : 'Your full name'} error={errors.Name}>
          <input {...d('Name')} defaultValue={worker?.Name ?? ''} autoComplete={kind === 'agency' ? 'organization' : 'name'} maxLength={120} className={input} />
        </Field>
        <Field id="r-Category" label="Category" error={errors.Category} hint={WORKER_CATEGORIES.find((c) => c.value === category)?.hint}>
          <select {...d('Category', true)} value={category} onChange={(e) => setCategory(e.currentTarget.value as WorkerCategory)} className={input}>
            {WORKER_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="r-Trade" label="Trade" error={errors.Trade} hint="For example Mason, Electrician or Crane Operator.">
          <input {...d('Trade', true)} defaultValue={worker?.Trade ?? ''} list="r-trades" maxLength={80} className={input} />
          <datalist id="r-trades">
            {TRADES[category].map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </Field>
        <Field id="r-ExperienceYears" label="Experience (years)" error={errors.ExperienceYears}>
          <input {...d('ExperienceYears')} type="number" inputMode="numeric" min={0} max={60} defaultValue={worker?.ExperienceYears ?? ''} className={input} />
        </Field>
        {kind === 'agency' && (
          <Field id="r-Headcount" label="Workers you can supply" error={errors.Headcount}>
            <input {...d('Headcount')} type="number" inputMode="numeric" min={1} defaultValue={worker?.Headcount ?? ''} className={input} />
          </Field>
        )}
        <Field id="r-Availability" label="Available" error={errors.Availability}>
          <select {...d('Availability')} defaultValue={worker?.Availability ?? 'immediate'} className={input}>
            {AVAILABILITY.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="r-State" label="State" error={errors.State}>
          <select {...d('State')} value={state} onChange={(e) => setState(e.currentTarget.value)} className={input}>
            <option value="">Choose your state</option>
            {REGION_NAMES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
        <Field id="r-City" label="City" error={errors.City} hint={state ? undefined : 'Choose your state first to see its cities.'}>
          <input {...d('City', !state)} defaultValue={worker?.City ?? ''} list="r-cities" autoComplete="address-level2" maxLength={100} className={input} />
          <datalist id="r-cities">
            {cities.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </Field>
        <Field id="r-Phone" label="Mobile number" error={errors.Phone} hint="Shown only to signed-in users.">
          <input {...d('Phone', true)} type="tel" inputMode="tel" autoComplete="tel" defaultValue={worker?.Phone ?? ''} placeholder="98765 43210" className={input} />
        </Field>
        <Field id="r-Email" label="Email (optional)" error={errors.Email}>
          <input {...d('Email')} type="email" autoComplete="email" defaultValue={worker?.Email ?? ''} className={input} />
        </Field>
      </div>
      <Field id="r-About" label="About you (optional)" error={errors.About} hint="Sites you have worked on, skills, languages. Up to 1000 characters.">
        <textarea {...d('About', true)} rows={4} maxLength={1000} defaultValue={worker?.About ?? ''} className={`${input} py-2`} />
      </Field>
      <Field id="r-Resume" label={worker?.HasResume ? 'Replace resume (PDF, up to 5 MB)' : 'Resume (PDF, up to 5 MB, optional)'} error={errors.Resume}>
        <input {...d('Resume')} type="file" accept="application/pdf,.pdf" className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-surface file:px-4 file:font-semibold" />
      </Field>
      {worker?.ResumeUrl && (
        <div className="flex flex-wrap items-center gap-4 text-sm">
          <a href={worker.ResumeUrl} target="_blank" rel="noopener" className="font-medium text-navy underline">
            View your current resume
          </a>
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="checkbox" name="RemoveResume" value="true" /> Remove it
          </label>
        </div>
      )}
      <button type="submit" disabled={busy} className="min-h-12 w-full rounded-lg bg-amber-brand px-6 font-semibold text-navy hover:bg-amber-400 disabled:opacity-60 sm:w-auto">
        {busy ? 'Saving...' : worker ? 'Save changes' : 'Submit for approval'}
      </button>
    </form>
  );
}
