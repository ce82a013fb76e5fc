import { BadgeCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Form, Link, useLocation, useNavigation, useRevalidator } from 'react-router';
import { apiPost, messageOf } from '../../lib/api.ts';
import { notify } from '../../lib/toast.ts';
import { Modal } from '../ui/modal.tsx';

/** Admin Desk building blocks (docs/decisions/017): loaded only by /admin route chunks. */

export const btn = 'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-4 font-semibold disabled:cursor-not-allowed disabled:opacity-50';
export const btnPrimary = `${btn} bg-amber-brand text-navy hover:bg-amber-400`;
export const btnSecondary = `${btn} border border-slate-300 bg-white text-ink hover:bg-surface`;
export const btnDanger = `${btn} border border-red-300 bg-white text-red-800 hover:bg-red-50`;
export const card = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
export const selectClass = 'min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base';

const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
/** A timestamp in India time: "23 Nov 2026, 3:45 pm". */
export const dateTime = (iso: string | null | undefined) => (iso ? when.format(new Date(iso)) : '');

/** A POST to /api/admin/…: a toast with the server's sentence, then the page's loader runs again. */
export function useAdminCall() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  async function run(key: string, path: string, body: unknown): Promise<boolean> {
    setBusy(key);
    try {
      const r = await apiPost<{ message: string }>(path, body);
      void notify.success(r.message);
      await revalidator.revalidate();
      return true;
    } catch (err) {
      void notify.error(messageOf(err, 'Something went wrong. Please try again.'));
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { run, busy };
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
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const cls = `${btnSecondary} aria-disabled:pointer-events-none aria-disabled:opacity-40`;
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center gap-3">
      <Link to={link({ page: page - 1 })} className={cls} aria-disabled={page <= 1 || undefined} tabIndex={page <= 1 ? -1 : undefined}>
        Prev
      </Link>
      <span className="text-sm text-slate-700">
        Page {page} of {pages}
      </span>
      <Link to={link({ page: page + 1 })} className={cls} aria-disabled={page >= pages || undefined} tabIndex={page >= pages ? -1 : undefined}>
        Next
      </Link>
    </nav>
  );
}

/** A GET search form that keeps the other filters (hidden fields). */
export function SearchForm({ label, placeholder, value, keep, children }: { label: string; placeholder: string; value?: string; keep?: Record<string, string | undefined>; children?: React.ReactNode }) {
  const id = useId();
  const navigation = useNavigation();
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
      {Object.entries(keep ?? {}).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <input id={id} name="q" type="search" defaultValue={value ?? ''} placeholder={placeholder} className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base" />
      </div>
      {children}
      <button type="submit" className={btnPrimary} disabled={navigation.state === 'loading'}>
        Search
      </button>
    </Form>
  );
}

export function Empty({ children }: { children: React.ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-700">{children}</p>;
}

export function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      <BadgeCheck aria-hidden className="size-4" /> Verified
    </span>
  );
}

export function StatusPill({ status }: { status: string }) {
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
  };
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${tone[status] ?? 'bg-slate-100 text-slate-700'}`}>{status}</span>;
}

/**
 * A dialog asking for a reason (reject a listing, hide a review): the reason is required and
 * checked here with the same rule as the server, so the message is the plain sentence.
 */
export function ReasonDialog({
  open,
  onClose,
  title,
  subtitle,
  label,
  confirm,
  busyText,
  missing,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  subtitle?: string;
  label: string;
  confirm: string;
  busyText: string;
  missing: string;
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const r = reason.trim();
    if (!r) return setError(missing);
    if (r.length > 500) return setError('Keep the reason under 500 characters.');
    setBusy(true);
    const ok = await onConfirm(r);
    setBusy(false);
    if (ok) close();
  }
  return (
    <Modal open={open} onClose={close} title={title} subtitle={subtitle}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor={id} className="block text-sm font-medium">
            {label}
          </label>
          <textarea
            id={id}
            rows={4}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-err` : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base"
          />
          {error && (
            <p id={`${id}-err`} className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={btnSecondary} onClick={close}>
            Cancel
          </button>
          <button type="submit" className={btnPrimary} disabled={busy}>
            {busy ? busyText : confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A yes/no confirmation for a consequential action (disable a user). */
export function ConfirmDialog({ open, onClose, title, body, confirm, busyText, onConfirm }: { open: boolean; onClose: () => void; title: string; body: string; confirm: string; busyText: string; onConfirm: () => Promise<boolean> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <p className="text-slate-700">{body}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={btnSecondary} onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className={`${btn} bg-red-700 text-white hover:bg-red-800`}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            const ok = await onConfirm();
            setBusy(false);
            if (ok) onClose();
          }}
        >
          {busy ? busyText : confirm}
        </button>
      </div>
    </Modal>
  );
}
