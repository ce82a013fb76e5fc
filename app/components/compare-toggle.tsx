import { useLingui } from '@lingui/react/macro';
import type { CompareKind } from '../../lib/compare.ts';
import { type TrayItem, toggleTray, useTray } from '../lib/compare-tray.ts';
import { notify } from '../lib/toast.ts';

/**
 * "Compare" on a card or a detail page (docs/decisions/054-compare.md): a toggle with a checkbox look, checked
 * while the listing is in this browser's compare tray. A fifth is refused with a toast saying how to make room.
 * Before the JavaScript has run a tap on it is kept and done once it has (the tray lives in the browser; app/lib/paint-first.server.ts);
 * the compare page itself works without it.
 */
export function CompareToggle({ kind, item, className = '' }: { kind: CompareKind; item: TrayItem; className?: string }) {
  const { t } = useLingui();
  const on = useTray(kind).some((i) => i.id === item.id);
  const name = item.name;
  const click = () => {
    if (toggleTray(kind, item) === 'full') void notify.error(t`You can compare up to 4 at a time. Remove one from the compare bar first.`);
  };
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t`Compare ${name}`}
      onClick={click}
      data-testid="compare-toggle"
      className={`flex min-h-11 shrink-0 items-center gap-2 rounded-lg border px-3 text-sm font-semibold ${on ? 'border-navy bg-navy text-white' : 'border-slate-300 bg-white text-ink hover:bg-surface'} ${className}`}
    >
      <span aria-hidden className={`flex size-4 items-center justify-center rounded border text-xs leading-none ${on ? 'border-white bg-white text-navy' : 'border-slate-400'}`}>
        {on ? '✓' : ''}
      </span>
      {t`Compare`}
    </button>
  );
}
