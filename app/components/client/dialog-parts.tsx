import { useEffect } from 'react';
import { ApiError, apiPost, messageOf } from '../../lib/api.ts';
import { initialsOf } from '../../lib/client-area.ts';

/** The profile picture, or the initials on navy when there is none. */
export function Avatar({ name, src, className = 'size-24 text-3xl' }: { name: string; src: string | null; className?: string }) {
  return src ? (
    <img src={src} alt={`Profile picture of ${name}`} width={96} height={96} className={`${className} shrink-0 rounded-full bg-surface object-cover`} data-testid="avatar" />
  ) : (
    <span aria-hidden className={`${className} flex shrink-0 items-center justify-center rounded-full bg-navy font-bold text-amber-300`} data-testid="avatar">
      {initialsOf(name)}
    </span>
  );
}

/** Calls `onClose` `ms` after `done` turns true (docs/product.md#business-constants-and-limits: profile and password 1 s, email 1.5 s). */
export function useCloseAfter(done: boolean, ms: number, onClose: () => void) {
  useEffect(() => {
    if (!done) return;
    const t = setTimeout(onClose, ms);
    return () => clearTimeout(t);
  }, [done, ms, onClose]);
}

export type Failure = { text: string; reason?: string };

/**
 * A failure as the spec words it, plus the server's own reason when it gave one that says more
 * (e.g. 'Failed to change password.' + 'Your old password is not correct.'; docs/decisions/013).
 */
export function failure(text: string, err?: unknown): Failure {
  const reason = err === undefined ? '' : messageOf(err, '');
  return reason && reason !== text ? { text, reason } : { text };
}

/**
 * True when the server answered and said no ({success:false} with a 4xx), as opposed to a thrown
 * error (network, timeout, a 5xx): docs/product.md#error-catalogue words the two differently.
 */
export const answeredNo = (err: unknown) => err instanceof ApiError && err.status < 500 && err.body.success === false;

/** A call whose spec wording depends on how it failed: 'yes' (success true), 'no' (answered otherwise) or 'thrown'. */
export async function askServer(path: string, body?: unknown): Promise<{ kind: 'yes' } | { kind: 'no' | 'thrown'; err?: unknown }> {
  try {
    const r = await apiPost<{ success?: boolean }>(path, body);
    return r.success === true ? { kind: 'yes' } : { kind: 'no' };
  } catch (err) {
    console.error(`${path} failed`, err);
    return { kind: answeredNo(err) ? 'no' : 'thrown', err };
  }
}

export function FailureMessage({ f }: { f: Failure }) {
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-semibold">{f.text}</p>
      {f.reason && <p className="mt-0.5">{f.reason}</p>}
    </div>
  );
}

export const secondaryButton = 'min-h-11 rounded-lg border border-slate-300 px-4 font-semibold text-ink hover:bg-surface disabled:opacity-60';
