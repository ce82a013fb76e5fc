import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DURATION_MAX } from '../../../contract/hire-details.ts';
import { NOTE_MAX, PRICE_UNITS, QUANTITY_MAX, RequirementRequest } from '../../../contract/requirements.ts';
import { catalogueLabel } from '../../../data/catalogue-hindi.ts';
import { CONTRACTOR_TYPES } from '../../../data/contractor-types.ts';
import { EQUIPMENT_CATALOGUE, EQUIPMENT_CATEGORIES } from '../../../data/equipment-catalogue.ts';
import { clientAreaUrl } from '../../../lib/urls.ts';
import { Link, useLang } from '../../i18n/react.tsx';
import { api, ApiError } from '../../lib/api-client.ts';
import { readStoredUser, useStoredUser } from '../../lib/auth.ts';
import { askToLogin } from '../../lib/login-prompt.ts';
import { onPendingAction, requireLogin } from '../../lib/pending-action.ts';
import { readDraft, requestOf, type RequirementDraft, startingDraft, writeDraft } from '../../lib/requirement-draft.ts';
import { PRICE_UNIT_LABELS } from '../../lib/requirement-text.ts';
import { fieldErrors, useSubmit } from '../../lib/use-submit.ts';
import { Button } from '../ui/button.tsx';
import { describedBy, Field, FieldError, Input, Select, Textarea } from '../ui/field.tsx';
import { FailureMessage, FormMessage } from '../ui/form-message.tsx';
import { type PickOption, TypePicker } from './type-picker.tsx';

const radioClass =
  'flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-amber-deep has-[:checked]:bg-amber-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-brand/60';
const PENDING_REF = 'new';

/** Today in the browser's calendar, 'YYYY-MM-DD' (the server checks again in India time). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * Post a requirement (docs/decisions/056): a machine or a contractor, where, when, how long, how many.
 * Anyone may fill it in; Send asks a guest to log in and sends once they have, with every field kept
 * (sessionStorage, lib/requirement-draft.ts). Field errors (the contract's, then the server's, such as
 * "no provider serves …" on the site) show under their fields.
 */
export function RequirementForm({ prefill, accountPhone }: { prefill: RequirementDraft; accountPhone: string | null }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const user = useStoredUser();
  const [d, setD] = useState<RequirementDraft>(prefill);
  const [restored, setRestored] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const [wrongRole, setWrongRole] = useState(false);

  // The draft lives in the browser: read it after hydration (the server rendered the prefill).
  useEffect(() => {
    setD((p) => startingDraft(p, readDraft(), accountPhone));
    setRestored(true);
  }, [accountPhone]);
  useEffect(() => {
    if (restored && sent === null) writeDraft(d);
  }, [d, restored, sent]);
  // Signed in through the dialog: the account's phone fills an empty phone field.
  useEffect(() => {
    if (user?.Phone) setD((p) => (p.phone ? p : { ...p, phone: user.Phone ?? '' }));
  }, [user?.Phone]);

  const set =
    <K extends keyof RequirementDraft>(k: K) =>
    (v: RequirementDraft[K]) => {
      setD((p) => ({ ...p, [k]: v }));
      send.clearField(k);
    };
  const onText = (k: keyof RequirementDraft) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(k)(e.currentTarget.value as never);

  const send = useSubmitWithFields();
  const latest = useRef(d);
  latest.current = d;

  async function sendNow() {
    const body = requestOf(latest.current);
    const errors = problemsOf(body);
    if (errors) {
      send.setErrors(errors);
      return focusFirstProblem();
    }
    const signedIn = requireLogin({ action: 'requirement', ref: PENDING_REF });
    if (!signedIn) return;
    const role = readStoredUser()?.Role;
    if (role && role !== 'Client') return setWrongRole(true);
    setWrongRole(false);
    if (!(await send.submit(body))) focusFirstProblem();
  }
  // On a phone the first problem may be a screen away: go to it.
  const formRef = useRef<HTMLFormElement>(null);
  // Asked for with the errors themselves and done once they are drawn (a frame could come before React drew them).
  const [problemsToFocus, setProblemsToFocus] = useState(0);
  const focusFirstProblem = () => setProblemsToFocus((n) => n + 1);
  useEffect(() => {
    if (problemsToFocus) formRef.current?.querySelector<HTMLElement>(':is(input, select, textarea)[aria-invalid="true"], fieldset[aria-invalid="true"] input')?.focus();
  }, [problemsToFocus]);
  const sendRef = useRef(sendNow);
  sendRef.current = sendNow;
  // Back from the login dialog signed in: send what was typed.
  useEffect(() => onPendingAction(PENDING_REF, () => void sendRef.current()), []);

  // Sent: the draft has done its work.
  function onSent(recipients: number) {
    writeDraft(null);
    setSent(recipients);
  }
  send.onSentRef.current = onSent;

  const machines = useMemo<PickOption[]>(
    () =>
      EQUIPMENT_CATEGORIES.flatMap((c) => {
        const group = lang === 'hi' ? catalogueLabel('category', c.slug, 'hi') : c.short;
        return EQUIPMENT_CATALOGUE.filter((m) => m.category === c.slug).map((m) => ({
          value: m.slug,
          label: lang === 'hi' ? catalogueLabel('machineType', m.slug, 'hi') : m.name,
          alt: lang === 'hi' ? m.name : undefined,
          group,
        }));
      }),
    [lang],
  );
  const contractors = useMemo<PickOption[]>(
    () =>
      CONTRACTOR_TYPES.map((c) => ({ value: c.value, label: lang === 'hi' ? catalogueLabel('contractorType', c.value, 'hi') : c.label, alt: lang === 'hi' ? c.label : undefined })),
    [lang],
  );

  const err = (k: string) => send.errors[k];
  const isMachine = d.kind === 'equipment';
  const provider = wrongRole || (user && user.Role !== 'Client');

  if (sent !== null)
    return (
      <div className="space-y-4" data-testid="requirement-sent">
        <FormMessage kind="success">
          <Plural
            value={sent}
            one="Sent to # provider. Their quotes will appear in your account, and we will email you as they come."
            other="Sent to # providers. Their quotes will appear in your account, and we will email you as they come."
          />
        </FormMessage>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={clientAreaUrl('requirements')} className="inline-flex min-h-11 items-center rounded-lg bg-amber-brand px-5 font-semibold text-navy hover:bg-amber-400">
            <Trans>See my requirements</Trans>
          </Link>
          <Button
            variant="secondary"
            onClick={() => {
              setD(startingDraft({ ...prefill, machineType: '', contractorType: '', note: '', budget: '' }, null, user?.Phone ?? accountPhone));
              setSent(null);
            }}
          >
            <Trans>Post another requirement</Trans>
          </Button>
        </div>
      </div>
    );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void sendNow();
      }}
      className="space-y-5"
      aria-label={t`Post a requirement`}
    >
      {provider && (
        <p role="status" className="rounded-lg border border-amber-brand/50 bg-amber-50 px-3 py-3 text-sm text-ink" data-testid="client-only">
          <Trans>Requirements are posted from a client account. You are signed in as a provider or an administrator: log out and log in with a client account to post one.</Trans>
        </p>
      )}
      <fieldset {...describedBy('rq-kind', err('kind'))}>
        <legend className="block text-sm font-medium text-ink">
          <Trans>What do you need?</Trans>
        </legend>
        <div className="mt-1 grid grid-cols-2 gap-3">
          <label className={radioClass}>
            <input type="radio" name="kind" value="equipment" checked={isMachine} onChange={() => set('kind')('equipment')} className="size-4 accent-amber-deep" />
            <Trans>A machine</Trans>
          </label>
          <label className={radioClass}>
            <input type="radio" name="kind" value="contractor" checked={!isMachine} onChange={() => set('kind')('contractor')} className="size-4 accent-amber-deep" />
            <Trans>A contractor</Trans>
          </label>
        </div>
        <FieldError id="rq-kind" error={err('kind')} />
      </fieldset>

      {isMachine ? (
        <TypePicker
          key="machine"
          id="rq-machine"
          label={t`Machine`}
          listLabel={t`Machine types`}
          placeholder={t`Type to search, e.g. backhoe loader`}
          options={machines}
          value={d.machineType}
          onChange={set('machineType')}
          error={err('machineType')}
        />
      ) : (
        <TypePicker
          key="contractor"
          id="rq-contractor"
          label={t`Contractor type`}
          listLabel={t`Contractor types`}
          placeholder={t`Type to search, e.g. civil contractor`}
          options={contractors}
          value={d.contractorType}
          onChange={set('contractorType')}
          error={err('contractorType')}
        />
      )}

      <Field id="rq-site" label={t`Site city or PIN code`} error={err('site')}>
        <Input name="site" autoComplete="off" maxLength={100} placeholder={t`e.g. Pune or 411001`} value={d.site} onChange={onText('site')} />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="rq-start" label={t`Start date`} error={err('startDate')}>
          <Input name="startDate" type="date" min={today()} value={d.startDate} onChange={onText('startDate')} />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id="rq-duration" label={t`Duration`} error={err('duration')}>
            <Input name="duration" type="number" inputMode="numeric" min={1} max={DURATION_MAX[d.durationUnit]} step={1} value={d.duration} onChange={onText('duration')} />
          </Field>
          <Field id="rq-unit" label={t`Unit`} error={err('durationUnit')}>
            <Select name="durationUnit" value={d.durationUnit} onChange={onText('durationUnit')}>
              <option value="days">{t`Days`}</option>
              <option value="weeks">{t`Weeks`}</option>
              <option value="months">{t`Months`}</option>
            </Select>
          </Field>
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <Field id="rq-quantity" label={isMachine ? t`How many machines` : t`How many contractors`} error={err('quantity')}>
          <Input name="quantity" type="number" inputMode="numeric" min={1} max={QUANTITY_MAX} step={1} value={d.quantity} onChange={onText('quantity')} />
        </Field>
        {isMachine && (
          <fieldset {...describedBy('rq-operator', err('operatorNeeded'))}>
            <legend className="block text-sm font-medium text-ink">
              <Trans>Do you need an operator?</Trans>
            </legend>
            <div className="mt-1 grid grid-cols-2 gap-3">
              <label className={radioClass}>
                <input
                  type="radio"
                  name="operatorNeeded"
                  value="yes"
                  checked={d.operatorNeeded === 'yes'}
                  onChange={() => set('operatorNeeded')('yes')}
                  className="size-4 shrink-0 accent-amber-deep"
                />
                <Trans>Yes, with operator</Trans>
              </label>
              <label className={radioClass}>
                <input
                  type="radio"
                  name="operatorNeeded"
                  value="no"
                  checked={d.operatorNeeded === 'no'}
                  onChange={() => set('operatorNeeded')('no')}
                  className="size-4 shrink-0 accent-amber-deep"
                />
                <Trans>No, machine only</Trans>
              </label>
            </div>
            <FieldError id="rq-operator" error={err('operatorNeeded')} />
          </fieldset>
        )}
      </div>

      <div className="grid grid-cols-2 gap-3">
        <Field id="rq-budget" label={t`Budget in ₹`} mark="optional" error={err('budget')}>
          <Input name="budget" type="number" inputMode="numeric" min={1} step={1} value={d.budget} onChange={onText('budget')} />
        </Field>
        <Field id="rq-budget-unit" label={t`Budget is`} error={err('budgetUnit')}>
          <Select name="budgetUnit" value={d.budgetUnit} onChange={onText('budgetUnit')}>
            {PRICE_UNITS.map((u) => (
              <option key={u} value={u}>
                {i18n._(PRICE_UNIT_LABELS[u])}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <Field id="rq-note" label={t`Note for the providers`} mark="optional" error={err('note')}>
        <Textarea
          name="note"
          rows={4}
          maxLength={NOTE_MAX}
          value={d.note}
          onChange={onText('note')}
          placeholder={isMachine ? t`Site access, working hours, the work itself…` : t`The work, its size, drawings or materials you have…`}
        />
      </Field>

      <Field id="rq-phone" label={t`Your phone`} error={err('phone')} hint={t`Providers see it only after they send you a quote.`}>
        <Input name="phone" type="tel" autoComplete="tel" value={d.phone} onChange={onText('phone')} />
      </Field>

      {err('form') && <FormMessage kind="error">{err('form')}</FormMessage>}
      {/* A refusal the server tied to a field (no provider serves the site) is shown there, not twice. */}
      <FailureMessage failure={send.failure && Object.values(send.errors).includes(send.failure.message) ? null : send.failure} />
      <Button type="submit" pending={send.pending} pendingText={t`Sending...`} disabled={!!provider}>
        <Trans>Send requirement</Trans>
      </Button>
      {!user && (
        <p className="text-center text-sm text-slate-600">
          <Trans>You will be asked to log in or register before it is sent. What you typed is kept.</Trans>
        </p>
      )}
    </form>
  );
}

/**
 * Every field's problem at once, by the contract's schema. Its object checks (the phone) stop the cross-field
 * ones (date, duration, operator…), so those are read again with a phone that passes: one press shows all.
 */
function problemsOf(body: ReturnType<typeof requestOf>) {
  const all = RequirementRequest.safeParse(body);
  if (all.success) return null;
  const rest = RequirementRequest.safeParse({ ...body, phone: '9876543210' });
  return fieldErrors([...all.error.issues, ...(rest.success ? [] : rest.error.issues)]);
}

/** useSubmit for the requirement: a 401 (the session ended) also opens the login dialog. */
function useSubmitWithFields() {
  const { t } = useLingui();
  const onSentRef = useRef<(n: number) => void>(() => {});
  const s = useSubmit(api.requirements.post, {
    rejected: t`The requirement was not sent.`,
    fallback: t`Something went wrong.`,
    onSuccess: (out) => onSentRef.current(out.recipients),
    // The session ended while the page was open: the refusal is shown and the login dialog opens; Send again after.
    onFailure: (err) => {
      if (err instanceof ApiError && err.status === 401) askToLogin();
      return false;
    },
  });
  /** Editing a field clears its own error and the failure. */
  const clearField = (name: string) => {
    if (s.errors[name] || s.failure) s.setErrors({ ...s.errors, [name]: undefined });
  };
  return { ...s, clearField, onSentRef };
}
