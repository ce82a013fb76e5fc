import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { compareContractors } from '../../core/compare/compare-contractors.ts';
import { compareNear } from '../../core/compare/compare-equipment.ts';
import { compareUrl, parseCompareIds } from '../../lib/compare.ts';
import { CompareEmpty, ReplyTimeText } from '../components/compare/compare-parts.tsx';
import { CompareNotes, type CompareRow, CompareTable, NearForm } from '../components/compare/compare-table.tsx';
import { ContractorLogo } from '../components/contractor-card.tsx';
import { RatingLine } from '../components/detail/detail-parts.tsx';
import { ListingLink } from '../components/listing-link.tsx';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { Link, useFormat } from '../i18n/react.tsx';
import { contractorCardIn } from '../lib/card-names.ts';
import { distanceAway } from '../lib/card-views.ts';
import { filterValue } from '../lib/list-params.ts';
import { seo, siteUrlOf } from '../lib/seo.ts';
import type { Route } from './+types/compare-contractors';

/**
 * Contractors side by side (docs/decisions/054-compare.md): `/compare/contractors?ids=…[&near=…]`, shareable,
 * for anyone, not indexed — like the machines' comparison (routes/compare.tsx).
 */
export function meta({ data, matches, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const i18n = i18nFor(lang);
  const names = data?.items.map((c) => c.CompanyName) ?? [];
  return seo({
    title: names.length ? i18n._(msg`Compare: ${names.join(', ')} | BuildMart`) : i18n._(msg`Compare contractors | BuildMart`),
    description: i18n._(msg`Contractor types, sectors, service locations, labour strength, projects, rating and reply time, side by side.`),
    path: compareUrl('contractor', data?.ids ?? []),
    siteUrl: siteUrlOf(matches),
    lang,
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { ids, malformed, tooMany } = parseCompareIds(url.searchParams.get('ids'));
  const nearAsked = filterValue(url.searchParams.get('near') ?? '') || undefined;
  const { scope, unplaced } = compareNear(nearAsked);
  const { items, missing } = await compareContractors(context.ctx, { ids, near: scope });
  const lang = langOfPath(url.pathname);
  return {
    // The catalogue's names (types, sectors) in the page's language (app/lib/card-names.ts).
    items: items.map((c) => contractorCardIn(c, lang)),
    ids: items.map((c) => c.Id),
    notes: { missing: missing.length, malformed, tooMany, unplaced },
    near: scope ? nearAsked : undefined,
    nearLabel: scope?.place.label,
  };
}

type Item = Route.ComponentProps['loaderData']['items'][number];

export default function CompareContractors({ loaderData: d }: Route.ComponentProps) {
  const { t } = useLingui();
  const f = useFormat();
  const na = <span className="text-slate-500">{t`NA`}</span>;
  // One entry per fact; a new field of the profile is one more line here.
  const rows: (CompareRow<Item> | false)[] = [
    { key: 'types', label: t`Contractor type`, value: (c) => c.ContractorType || na },
    { key: 'sectors', label: t`Working sectors`, value: (c) => c.WorkingSectors || na },
    { key: 'locations', label: t`Service locations`, value: (c) => (c.WorkLocations ? <span data-typed>{c.WorkLocations}</span> : na) },
    { key: 'office', label: t`Location`, value: (c) => (c.Location ? <span data-typed>{c.Location}</span> : na) },
    !!d.nearLabel && { key: 'distance', label: t`Distance`, value: (c) => distanceAway(c.DistanceKm, f.lang) ?? na },
    { key: 'labour', label: t`Labour strength`, value: (c) => (c.LaborStrength ? f.number(c.LaborStrength) : na) },
    { key: 'since', label: t`Established`, value: (c) => c.YearOfEstablishment ?? na },
    { key: 'projects', label: t`Projects`, value: (c) => t`${plural(c.ProjectsCount, { one: '# project', other: '# projects' })}` },
    { key: 'verified', label: t`Verified`, value: (c) => (c.IsVerified ? t`Yes` : t`No`) },
    { key: 'rating', label: t`Rating`, value: (c) => <RatingLine rating={c.TotalRatings ? { value: c.Rating, count: c.TotalRatings } : null} /> },
    { key: 'reply', label: t`Reply time`, value: (c) => <ReplyTimeText reply={c.Reply} /> },
  ];
  const place = d.nearLabel;
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <nav aria-label={t`Breadcrumb`} className="text-sm text-slate-600">
        <Link to="/contractors" className="underline">
          <Trans>Contractors</Trans>
        </Link>{' '}
        » <Trans>Compare</Trans>
      </nav>
      <h1 className="mt-1 text-2xl font-bold">
        <Trans>Compare contractors</Trans>
      </h1>
      <CompareNotes kind="contractor" {...d.notes} />
      {d.items.length === 0 ? (
        <CompareEmpty kind="contractor" />
      ) : (
        <>
          {place && <p className="mt-3 text-sm text-slate-700">{t`Distances from ${place}.`}</p>}
          <CompareTable
            kind="contractor"
            caption={t`Contractors side by side`}
            items={d.items}
            name={(c) => c.CompanyName}
            near={d.near}
            rows={rows}
            head={(c) => (
              <ListingLink to={c.Url} className="flex flex-col items-start gap-2 hover:underline">
                <ContractorLogo name={c.CompanyName} url={c.LogoUrl} />
                <span className="block font-semibold leading-snug" data-typed>
                  {c.CompanyName}
                </span>
              </ListingLink>
            )}
          />
          <NearForm action="/compare/contractors" ids={d.ids} near={d.near} />
        </>
      )}
    </main>
  );
}
