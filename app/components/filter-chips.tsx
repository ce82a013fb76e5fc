import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../i18n/react.tsx';
import type { FilterChip } from '../lib/filter-chips.ts';
import { XIcon as X } from './icons.tsx';

/**
 * The active filters above the results (docs/decisions/043-no-dead-ends-and-result-headings.md): each chip is a
 * link to the same list without it, so it works before and without JavaScript; "Clear all" goes to the bare list.
 * They wrap, so a phone shows them all without scrolling sideways.
 */
export function FilterChips({ chips, clearHref }: { chips: readonly FilterChip[]; clearHref: string }) {
  const { t } = useLingui();
  if (!chips.length) return null;
  return (
    <nav aria-label={t`Active filters`} className="mb-3">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((c) => (
          <li key={c.key} className="min-w-0 max-w-full">
            <Link
              to={c.href}
              preventScrollReset
              aria-label={t`Remove filter: ${c.label}`}
              className="inline-flex min-h-9 max-w-full items-center gap-1 rounded-full border border-navy/30 bg-surface py-1 pr-2 pl-3 text-sm font-medium text-navy hover:border-navy"
            >
              <span className="truncate" data-typed={c.typed || undefined}>
                {c.label}
              </span>
              <X className="size-4 shrink-0" />
            </Link>
          </li>
        ))}
        {
          <li>
            <Link to={clearHref} preventScrollReset className="inline-flex min-h-9 items-center px-2 text-sm font-medium text-amber-deep underline">
              <Trans>Clear all</Trans>
            </Link>
          </li>
        }
      </ul>
    </nav>
  );
}
