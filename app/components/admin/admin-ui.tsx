import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Form, useLocation, useNavigation, useRevalidator } from 'react-router';
import { Link } from '../../i18n/react.tsx';
import type { z } from 'zod';
import type { RouteContract } from '../../../contract/route-contract.ts';
import type { ApiInput, RouteRef } from '../../lib/api-client.ts';
import { dateTime as formatDateTime } from '../../lib/format.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field, Input, Textarea } from '../ui/field.tsx';

/** Admin Desk building blocks (docs/decisions/017): loaded only by /admin route chunks. */

/**
 * A desk card. `min-w-0`: as a grid or flex item it may be narrower than its longest word (a business's
 * email address), which then wraps inside it instead of pushing the page wider than a phone.
 */
export const card = 'min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

/** A timestamp in India time: "23 Nov 2026, 3:45 pm" (app/lib/format.ts; the desk is English only for now). */
export const dateTime = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '');

/**
 * One Admin Desk action (approve, verify, hide, disable…) through the submit hook: the server's
 * sentence as a toast (success or refusal), then the page's loader runs again. `busy` stays true
 * until the list has reloaded, so a row cannot be acted on twice from a stale page.
 */
export function useAdminAction<R extends RouteContract>(ref: RouteRef<R>) {
  const revalidator = useRevalidator();
  const { t } = useLingui();
  const s = useSubmit(ref, {
    // What an admin reads when a call got no usable answer (5xx, network, timeout).
    fallback: t`Something went wrong. Please try again.`,
    toast: { success: (out) => (out as { message?: string }).message, error: true },
    onSuccess: () => void revalidator.revalidate(),
  });
  return { ...s, busy: s.pending || revalidator.state !== 'idle' };
}

export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: React.ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro && <p className="mt-1 text-slate-600">{intro}</p>}
      </div>
      {children}
    </div>
  );
}

/** A link to the same page with some query parameters changed (the page goes back to 1 unless set). */
export function useQueryLink() {
  const { search, pathname } = useLocation();
  return (changes: Record<string, string | number | undefined>) => {
    const qs = new URLSearchParams(search);
    if (!('page' in changes)) qs.delete('page');
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '' || (k === 'page' && v === 1)) qs.delete(k);
      else qs.set(k, String(v));
    }
    const s = qs.toString();
    return s ? `${pathname}?${s}` : pathname;
  };
}

/** Filter chips as links (the choice lives in the URL, so a reload or a shared link keeps it). */
export function FilterLinks({ label, param, value, options }: { label: string; param: string; value: string; options: { value: string; label: string }[] }) {
  const link = useQueryLink();
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {options.map((o) => {
          const active = o.value === value;
          return (
            <li key={o.value}>
              <Link
                to={link({ [param]: o.value })}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={`inline-flex min-h-11 items-center rounded-full border px-4 font-medium ${active ? 'border-navy bg-navy text-white' : 'border-slate-300 bg-white hover:bg-surface'}`}
              >
                {o.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Prev / Page n of m / Next, as links. */
export function PagerLinks({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const link = useQueryLink();
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const cls = `${buttonClasses.secondary} aria-disabled:pointer-events-none aria-disabled:opacity-40`;
  return (
    <nav aria-label={t`Pagination`} className="mt-4 flex items-center gap-3">
      <Link to={link({ page: page - 1 })} className={cls} aria-disabled={page <= 1 || undefined} tabIndex={page <= 1 ? -1 : undefined}>
        <Trans>Prev</Trans>
      </Link>
      <span className="text-sm text-slate-700">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <Link to={link({ page: page + 1 })} className={cls} aria-disabled={page >= pages || undefined} tabIndex={page >= pages ? -1 : undefined}>
        <Trans>Next</Trans>
      </Link>
    </nav>
  );
}

/** A GET search form that keeps the other filters (hidden fields). */
export function SearchForm({
  label,
  placeholder,
  value,
  keep,
  children,
}: {
  label: string;
  placeholder: string;
  value?: string;
  keep?: Record<string, string | undefined>;
  children?: React.ReactNode;
}) {
  const navigation = useNavigation();
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
      {Object.entries(keep ?? {}).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <Field label={label} className="min-w-0 flex-1 basis-56">
        <Input name="q" type="search" defaultValue={value ?? ''} placeholder={placeholder} />
      </Field>
      {children}
      <Button type="submit" variant="action" disabled={navigation.state === 'loading'}>
        <Trans>Search</Trans>
      </Button>
    </Form>
  );
}

export function Empty({ children }: { children: React.ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-700">{children}</p>;
}

export function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      <BadgeCheck aria-hidden className="size-4" /> <Trans>Verified</Trans>
    </span>
  );
}

/** The statuses' words (lower case, as stored; the pill capitalises them). */
const STATUS_LABEL = {
  pending: msg`pending`,
  approved: msg`approved`,
  rejected: msg`rejected`,
  paused: msg`paused`,
  hidden: msg`hidden`,
  visible: msg`visible`,
  disabled: msg`disabled`,
  open: msg`open`,
  handled: msg`handled`,
  failed: msg`failed`,
  retrying: msg`retrying`,
  running: msg`running`,
} as const;

export function StatusPill({ status }: { status: string }) {
  const { i18n } = useLingui();
  const label = STATUS_LABEL[status as keyof typeof STATUS_LABEL];
  const tone: Record<string, string> = {
    pending: 'bg-amber-100 text-amber-900',
    approved: 'bg-emerald-50 text-emerald-800',
    rejected: 'bg-red-50 text-red-800',
    paused: 'bg-slate-100 text-slate-700',
    hidden: 'bg-red-50 text-red-800',
    visible: 'bg-emerald-50 text-emerald-800',
    disabled: 'bg-red-50 text-red-800',
    open: 'bg-amber-100 text-amber-900',
    handled: 'bg-slate-100 text-slate-700',
    failed: 'bg-red-50 text-red-800',
    retrying: 'bg-amber-100 text-amber-900',
    running: 'bg-sky-50 text-sky-800',
  };
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${tone[status] ?? 'bg-slate-100 text-slate-700'}`}>
      {label ? i18n._(label) : status}
    </span>
  );
}

/**
 * A dialog asking for a reason (reject a listing, hide a review) and sending the call. The reason
 * is checked with the call's own request schema (`schema`, from contract/admin.ts), so the words
 * are the server's: 'Please give a reason…', 'Keep the reason under 500 characters.'.
 */
export function ReasonDialog<R extends RouteContract>({
  open,
  onClose,
  title,
  subtitle,
  label,
  confirm,
  busyText,
  call,
  schema,
  input,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  subtitle?: string;
  label: string;
  confirm: string;
  busyText: string;
  call: RouteRef<R>;
  schema: z.ZodType;
  /** The call's input for a reason (the row being acted on is the caller's). */
  input: (reason: string) => NoInfer<ApiInput<R>>;
}) {
  const [reason, setReason] = useState('');
  const action = useAdminAction(call);
  const close = () => {
    setReason('');
    action.reset();
    onClose();
  };
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = input(reason);
    if (!action.validate(schema, body)) return;
    if (await action.submit(body)) close();
  }
  return (
    <Dialog open={open} onClose={close} title={title} subtitle={subtitle}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={label} error={action.errors.reason}>
          <Textarea rows={4} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="action" pending={action.pending} pendingText={busyText}>
            {confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A yes/no confirmation for a consequential action (disable a user) that sends the call. */
export function ConfirmDialog<R extends RouteContract>({
  onClose,
  title,
  body,
  confirm,
  busyText,
  call,
  input,
}: {
  onClose: () => void;
  title: string;
  body: string;
  confirm: string;
  busyText: string;
  call: RouteRef<R>;
  /** The call's input; the dialog is open while it is set. */
  input: NoInfer<ApiInput<R>> | null;
}) {
  const action = useAdminAction(call);
  return (
    <Dialog open={input !== null} onClose={onClose} title={title}>
      <p className="text-slate-700">{body}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="danger"
          pending={action.pending}
          pendingText={busyText}
          onClick={async () => {
            if (input !== null && (await action.submit(input))) onClose();
          }}
        >
          {confirm}
        </Button>
      </div>
    </Dialog>
  );
}
