import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { initialsOf } from '../../lib/format.ts';

/** The profile picture, or the initials on navy when there is none. */
export function Avatar({ name, src, className = 'size-24 text-3xl' }: { name: string; src: string | null; className?: string }) {
  const { t } = useLingui();
  return src ? (
    <img
      src={src}
      alt={t`Profile picture of ${name}`}
      data-typed
      width={96}
      height={96}
      className={`${className} shrink-0 rounded-full bg-surface object-cover`}
      data-testid="avatar"
    />
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
