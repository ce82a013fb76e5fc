import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { COMPARE_MAX, type CompareKind, compareUrl } from '../../lib/compare.ts';
import { Link } from '../i18n/react.tsx';
import { NEAR_KEY, removeFromTray, type TrayItem } from '../lib/compare-tray.ts';
import { initialsOf } from '../lib/format.ts';
import { ListingImage } from './listing-image.tsx';

/**
 * The compare tray's bar (docs/decisions/054-compare.md), loaded when the tray first has something: fixed to the
 * bottom of the screen with the chosen listings (picture, name from `lg`), a remove button each and the link to
 * the comparison. The page gets room under its end (app.css `data-compare-tray`) so the bar never covers the
 * last card's ENQUIRE; on a detail page's phone layout it sits above the contact bar.
 */
export default function CompareBar({ kind, items, overContactBar }: { kind: CompareKind; items: TrayItem[]; overContactBar: boolean }) {
  const { t } = useLingui();
  const { search } = useLocation();
  const near = new URLSearchParams(search).get('near')?.trim();
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.compareTray = overContactBar ? 'over-contact' : 'on';
    return () => {
      delete root.dataset.compareTray;
    };
  }, [overContactBar]);
  // The last place a list was asked near: the comparison measures its distances from it.
  useEffect(() => {
    try {
      if (near) localStorage.setItem(NEAR_KEY, near);
    } catch {
      // Storage refused: the comparison goes without distances.
    }
  }, [near]);
  const lastNear = () => {
    try {
      return near || localStorage.getItem(NEAR_KEY) || undefined;
    } catch {
      return undefined;
    }
  };
  const count = items.length;
  const max = COMPARE_MAX;
  return (
    <aside
      aria-label={kind === 'equipment' ? t`Machines to compare` : t`Contractors to compare`}
      data-testid="compare-bar"
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur ${overContactBar ? 'max-lg:bottom-[3.75rem]' : ''}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-3 sm:px-4">
        <ul className="flex min-w-0 flex-1 items-center gap-2">
          {items.map((i) => {
            const name = i.name;
            return (
              <li key={i.id} className="relative flex min-w-0 items-center gap-2 pr-1 pt-1 lg:max-w-56 lg:flex-1 lg:rounded-lg lg:border lg:border-slate-200 lg:p-1 lg:pr-0">
                {i.img ? (
                  <ListingImage
                    src={i.img}
                    alt=""
                    width={44}
                    height={44}
                    sizes="44px"
                    preset={kind === 'contractor' ? 'avatar' : 'listing'}
                    className="size-11 shrink-0 rounded-md bg-surface object-cover"
                  />
                ) : (
                  <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-md bg-navy text-sm font-bold text-amber-300">
                    {initialsOf(i.name)}
                  </span>
                )}
                <span className="hidden min-w-0 flex-1 truncate text-sm font-medium lg:block" data-typed>
                  {i.name}
                </span>
                <button
                  type="button"
                  onClick={() => removeFromTray(kind, i.id)}
                  aria-label={t`Remove ${name} from compare`}
                  className="absolute -right-1 -top-1 flex size-6 items-center justify-center rounded-full bg-navy text-sm leading-none text-white lg:static lg:size-8 lg:shrink-0 lg:bg-transparent lg:text-lg lg:text-slate-600 lg:hover:bg-surface"
                >
                  <span aria-hidden>×</span>
                </button>
              </li>
            );
          })}
          <li className="shrink-0 text-xs text-slate-600" data-testid="compare-count">
            {t`${count} of ${max}`}
          </li>
        </ul>
        <Link
          to={compareUrl(
            kind,
            items.map((i) => i.id),
            lastNear(),
          )}
          className="shrink-0 rounded-lg bg-navy px-4 py-3 text-sm font-semibold text-white hover:bg-navy/90"
          data-testid="compare-open"
        >
          {t`Compare`}
        </Link>
      </div>
    </aside>
  );
}
