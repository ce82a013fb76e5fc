import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CompareKind, compareUrl } from '../../../lib/compare.ts';
import { Link } from '../../i18n/react.tsx';
import { useTray } from '../../lib/compare-tray.ts';

/** How quickly a provider answers (core/compare/reply-time.ts), in words. */
export function ReplyTimeText({ reply }: { reply: { medianMinutes: number | null; answered: number; enquiries: number } }) {
  const { t } = useLingui();
  const { medianMinutes: m, answered, enquiries } = reply;
  if (m === null) return <>{enquiries === 0 ? t`No enquiries yet` : t`Too few replies to tell`}</>;
  const hours = Math.round(m / 60);
  const days = Math.round(m / 1440);
  const usually =
    m < 60
      ? t`Usually within an hour`
      : m < 1440
        ? t`${plural(hours, { one: 'Usually within # hour', other: 'Usually within # hours' })}`
        : t`${plural(days, { one: 'Usually within # day', other: 'Usually within # days' })}`;
  return (
    <>
      <span className="font-medium">{usually}</span>
      <span className="block text-xs text-slate-600">{t`Replied to ${answered} of ${enquiries} enquiries in 90 days`}</span>
    </>
  );
}

/**
 * The page without listings: how to fill the tray, and — once the page runs in the browser (the server sees an
 * empty tray) — the tray's own comparison when it has something (the home page's "Compare and shortlist" leads here).
 */
export function CompareEmpty({ kind }: { kind: CompareKind }) {
  const { t } = useLingui();
  const tray = useTray(kind);
  const n = tray.length;
  return (
    <div className="mt-6 rounded-xl border border-slate-200 bg-surface p-6" data-testid="compare-empty">
      <p className="text-lg font-semibold">
        <Trans>Nothing to compare yet</Trans>
      </p>
      <p className="mt-1 text-slate-700">
        {kind === 'equipment'
          ? t`Tick Compare on up to 4 machines in the list or on their pages, then open the comparison from the bar at the bottom of the screen.`
          : t`Tick Compare on up to 4 contractors in the list or on their pages, then open the comparison from the bar at the bottom of the screen.`}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {n > 0 && (
          <Link
            to={compareUrl(
              kind,
              tray.map((i) => i.id),
            )}
            className="rounded-lg bg-navy px-4 py-3 font-semibold text-white"
          >
            {kind === 'equipment'
              ? t`${plural(n, { one: 'Compare your # machine', other: 'Compare your # machines' })}`
              : t`${plural(n, { one: 'Compare your # contractor', other: 'Compare your # contractors' })}`}
          </Link>
        )}
        <Link to={kind === 'equipment' ? '/equipments' : '/contractors'} className="rounded-lg border border-navy px-4 py-3 font-semibold text-navy">
          {kind === 'equipment' ? t`Browse equipment` : t`Browse contractors`}
        </Link>
        <Link to={kind === 'equipment' ? '/compare/contractors' : '/compare'} className="inline-flex items-center px-2 py-3 font-medium text-amber-deep underline">
          {kind === 'equipment' ? t`Compare contractors instead` : t`Compare machines instead`}
        </Link>
      </div>
    </div>
  );
}
