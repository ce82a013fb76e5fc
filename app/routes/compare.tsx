import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck } from 'lucide-react';
import { catalogueLabel } from '../../data/catalogue-hindi.ts';
import { compareEquipment, compareNear } from '../../core/compare/compare-equipment.ts';
import { compareUrl, parseCompareIds } from '../../lib/compare.ts';
import { CompareEmpty, ReplyTimeText } from '../components/compare/compare-parts.tsx';
import { CompareNotes, type CompareRow, CompareTable, NearForm } from '../components/compare/compare-table.tsx';
import { RatingLine } from '../components/detail/detail-parts.tsx';
import { minimumHireText, operatorText } from '../components/detail/rate-card.tsx';
import { IMAGE_SIZES, ListingImage } from '../components/listing-image.tsx';
import { ListingLink } from '../components/listing-link.tsx';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { Link, useFormat } from '../i18n/react.tsx';
import { distanceAway } from '../lib/card-views.ts';
import { conditionText } from '../lib/condition-text.ts';
import { filterValue } from '../lib/list-params.ts';
import { seo, siteUrlOf } from '../lib/seo.ts';
import type { Route } from './+types/compare';

/**
 * Machines side by side (docs/decisions/054-compare.md): `/compare?ids=3,9[&near=Pune]`. The address holds the
 * whole comparison, so it can be shared and opened by anyone (no tray, no account); search engines are told
 * not to index it (one page per combination says nothing new).
 */
export function meta({ data, matches, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const i18n = i18nFor(lang);
  const names = data?.items.map((e) => e.Name) ?? [];
  return seo({
    title: names.length ? i18n._(msg`Compare: ${names.join(', ')} | BuildMart`) : i18n._(msg`Compare machines | BuildMart`),
    description: i18n._(msg`Rates, year, condition, location, operator and the vendor's rating and reply time, side by side.`),
    path: compareUrl('equipment', data?.ids ?? []),
    siteUrl: siteUrlOf(matches),
    lang,
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const { ids, malformed, tooMany } = parseCompareIds(search.get('ids'));
  const nearAsked = filterValue(search.get('near') ?? '') || undefined;
  const { scope, unplaced } = compareNear(nearAsked);
  const { items, missing } = await compareEquipment(context.ctx, { ids, near: scope });
  const lang = langOfPath(new URL(request.url).pathname);
  return {
    // The columns show the card's facts: the description and gallery stay on the detail page.
    items: items.map(({ Description, Specification, GalleryImages, EquipmentDocUrl, ...e }) => ({
      ...e,
      Category: lang === 'hi' ? catalogueLabel('category', e.CategorySlug, 'hi') : e.Category,
    })),
    ids: items.map((e) => e.Id),
    notes: { missing: missing.length, malformed, tooMany, unplaced },
    near: scope ? nearAsked : undefined,
    nearLabel: scope?.place.label,
  };
}

type Item = Route.ComponentProps['loaderData']['items'][number];

export default function CompareMachines({ loaderData: d }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const money = (n: number | null, unit: 'hour' | 'day' | 'month') => {
    if (!n) return <span className="text-slate-500">{t`Not given`}</span>;
    const amount = f.rupees(n);
    return <span className="font-semibold text-navy">{unit === 'hour' ? t`${amount}/hour` : unit === 'day' ? t`${amount}/day` : t`${amount}/month`}</span>;
  };
  const rent = (e: Item, v: React.ReactNode) => (e.IsAvailableForRent ? v : <span className="text-slate-500">{t`Not for rent`}</span>);
  const na = <span className="text-slate-500">{t`NA`}</span>;
  // One entry per fact; a new field of the listing is one more line here.
  const rows: (CompareRow<Item> | false)[] = [
    { key: 'daily', label: t`Rent per day`, value: (e) => rent(e, money(e.DailyRate, 'day')) },
    { key: 'monthly', label: t`Rent per month`, value: (e) => rent(e, money(e.MonthlyRate, 'month')) },
    { key: 'hourly', label: t`Rent per hour`, value: (e) => rent(e, money(e.HourlyRate, 'hour')) },
    { key: 'minimum', label: t`Minimum hire`, value: (e) => rent(e, minimumHireText(e, i18n)) },
    { key: 'operator', label: t`Operator`, value: (e) => operatorText(e, i18n) },
    { key: 'fuel', label: t`Fuel`, value: (e) => rent(e, e.FuelIncluded ? t`Included in the rent` : t`Paid by the hirer`) },
    { key: 'mobilisation', label: t`Mobilisation (to the site and back)`, value: (e) => rent(e, e.MobilisationCharge ? f.rupees(e.MobilisationCharge) : t`Ask the vendor`) },
    { key: 'sale', label: t`Sale`, value: (e) => (e.IsAvailableForSale ? t`Available` : t`No`) },
    { key: 'type', label: t`Type`, value: (e) => e.Category },
    { key: 'brand', label: t`Brand`, value: (e) => (e.Brand === 'NA' ? na : <span data-typed>{e.Brand}</span>) },
    { key: 'model', label: t`Model`, value: (e) => (e.Model ? <span data-typed>{e.Model}</span> : na) },
    { key: 'capacity', label: t`Capacity`, value: (e) => (e.Capacity ? <span data-typed>{e.Capacity}</span> : na) },
    { key: 'year', label: t`Year`, value: (e) => e.Year ?? na },
    { key: 'condition', label: t`Condition`, value: (e) => conditionText(i18n, e.Condition) },
    { key: 'location', label: t`Location`, value: (e) => <span data-typed>{e.Location}</span> },
    !!d.nearLabel && { key: 'distance', label: t`Distance`, value: (e) => distanceAway(e.DistanceKm, f.lang) ?? na },
    { key: 'rating', label: t`Machine rating`, value: (e) => <RatingLine rating={e.TotalRatings ? { value: e.Rating, count: e.TotalRatings } : null} /> },
    {
      key: 'vendor',
      label: t`Vendor`,
      value: (e) => (
        <>
          <span data-typed>{e.VendorName}</span>
          {e.IsVerified && <BadgeCheck role="img" aria-label={t`Documents checked`} className="ml-1 inline size-4 text-emerald-700" />}
        </>
      ),
    },
    {
      key: 'vendor-rating',
      label: t`Vendor rating`,
      value: (e) => <RatingLine rating={e.Vendor.TotalRatings ? { value: e.Vendor.Rating, count: e.Vendor.TotalRatings } : null} />,
    },
    { key: 'reply', label: t`Reply time`, value: (e) => <ReplyTimeText reply={e.Vendor.Reply} /> },
  ];
  const place = d.nearLabel;
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <nav aria-label={t`Breadcrumb`} className="text-sm text-slate-600">
        <Link to="/equipments" className="underline">
          <Trans>Equipment</Trans>
        </Link>{' '}
        » <Trans>Compare</Trans>
      </nav>
      <h1 className="mt-1 text-2xl font-bold">
        <Trans>Compare machines</Trans>
      </h1>
      <CompareNotes kind="equipment" {...d.notes} />
      {d.items.length === 0 ? (
        <CompareEmpty kind="equipment" />
      ) : (
        <>
          {place && <p className="mt-3 text-sm text-slate-700">{t`Distances from ${place}.`}</p>}
          <CompareTable
            kind="equipment"
            caption={t`Machines side by side`}
            items={d.items}
            name={(e) => e.Name}
            near={d.near}
            rows={rows}
            head={(e) => (
              <ListingLink to={e.Url} className="block hover:underline">
                <ListingImage
                  src={e.ThumbnailUrl}
                  alt=""
                  width={320}
                  height={240}
                  sizes={IMAGE_SIZES.scrollRow}
                  className="aspect-[4/3] w-full rounded-lg bg-surface object-cover"
                />
                <span className="mt-2 block font-semibold leading-snug" data-typed>
                  {e.Name}
                </span>
              </ListingLink>
            )}
          />
          <NearForm action="/compare" ids={d.ids} near={d.near} />
        </>
      )}
    </main>
  );
}
