import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CompareKind } from '../../../lib/compare.ts';
import { compareUrl } from '../../../lib/compare.ts';
import { Link, useLocalPath } from '../../i18n/react.tsx';
import { removeFromTray } from '../../lib/compare-tray.ts';

/**
 * One line of a comparison: a label and what each listing says. Adding a fact to the compare page is one
 * entry in the page's list of rows (docs/decisions/054-compare.md).
 */
export type CompareRow<T> = {
  key: string;
  label: string;
  value: (item: T) => React.ReactNode;
  /** What the provider typed (left as typed on a Hindi page: tests/e2e/hindi.ts). */
  typed?: boolean;
};

/**
 * The side-by-side table: one column per listing, the facts as rows with their labels in a first column
 * that stays put while the columns scroll sideways on a phone (docs/decisions/054-compare.md). Server-rendered;
 * "Remove" is a plain link to the address without that listing (it also takes it out of the tray, if it is there).
 */
export function CompareTable<T extends { Id: number }>(props: {
  kind: CompareKind;
  caption: string;
  items: readonly T[];
  head: (item: T) => React.ReactNode;
  name: (item: T) => string;
  rows: readonly (CompareRow<T> | false)[];
  near?: string;
}) {
  const { t } = useLingui();
  const ids = props.items.map((i) => i.Id);
  const cell = 'border-b border-slate-200 px-3 py-2 align-top';
  const first = 'sticky left-0 z-10 w-28 min-w-28 bg-white text-left font-medium text-slate-600 shadow-[1px_0_0_var(--color-slate-200)] sm:w-44 sm:min-w-44';
  return (
    <div className="mt-4 overflow-x-auto" data-testid="compare-table">
      <table className="border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr>
            <td className={`${cell} ${first}`} />
            {props.items.map((item) => {
              const name = props.name(item);
              return (
                <th key={item.Id} scope="col" className={`${cell} w-40 min-w-40 text-left font-normal sm:w-56 sm:min-w-56`} data-testid="compare-column">
                  {props.head(item)}
                  <Link
                    to={compareUrl(
                      props.kind,
                      ids.filter((id) => id !== item.Id),
                      props.near,
                    )}
                    onClick={() => removeFromTray(props.kind, item.Id)}
                    aria-label={t`Remove ${name} from the comparison`}
                    className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-amber-deep underline"
                  >
                    <Trans>Remove</Trans>
                  </Link>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {props.rows
            .filter((r): r is CompareRow<T> => !!r)
            .map((r) => (
              <tr key={r.key} data-row={r.key}>
                <th scope="row" className={`${cell} ${first}`}>
                  {r.label}
                </th>
                {props.items.map((item) => (
                  <td key={item.Id} className={`${cell} break-words`} data-typed={r.typed || undefined}>
                    {r.value(item)}
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}

/** Listings left out of the comparison, and why (an address from another time or another person). */
export function CompareNotes({ kind, missing, malformed, tooMany, unplaced }: { kind: CompareKind; missing: number; malformed: number; tooMany: number; unplaced?: string }) {
  const { t } = useLingui();
  const notes = [
    missing > 0 &&
      (kind === 'equipment'
        ? t`${plural(missing, { one: 'One machine in this link is no longer listed and was left out.', other: '# machines in this link are no longer listed and were left out.' })}`
        : t`${plural(missing, { one: 'One contractor in this link is no longer listed and was left out.', other: '# contractors in this link are no longer listed and were left out.' })}`),
    malformed > 0 && t`Some entries of this link were not valid listing numbers and were skipped.`,
    tooMany > 0 && t`You can compare up to 4 at a time: only the first 4 of this link are shown.`,
    unplaced && t`We could not find the place "${unplaced}", so distances are not shown.`,
  ].filter(Boolean);
  if (!notes.length) return null;
  return (
    <ul className="mt-4 space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="compare-notes">
      {notes.map((n) => (
        <li key={String(n)}>{n}</li>
      ))}
    </ul>
  );
}

/** The "Distance from" form: a plain GET form, so it works before the JavaScript. */
export function NearForm({ action, ids, near }: { action: string; ids: readonly number[]; near?: string }) {
  const { t } = useLingui();
  const local = useLocalPath();
  return (
    <form method="get" action={local(action)} className="mt-4 flex flex-wrap items-end gap-2">
      <input type="hidden" name="ids" value={ids.join(',')} />
      <label className="flex flex-col text-sm">
        <span className="font-medium">
          <Trans>Distance from</Trans>
        </span>
        <input name="near" defaultValue={near} placeholder={t`City or PIN code`} className="mt-1 min-h-11 w-56 rounded-lg border border-slate-300 px-3" maxLength={100} />
      </label>
      <button type="submit" className="min-h-11 rounded-lg border border-navy px-4 font-semibold text-navy hover:bg-surface">
        <Trans>Show distances</Trans>
      </button>
    </form>
  );
}
