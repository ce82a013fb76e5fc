import { EquipmentDocument } from '../components/detail/equipment-document.tsx';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { catalogueLabel } from '../../data/catalogue-hindi.ts';
import { i18nFor } from '../i18n/i18n.ts';
import { type Lang, langOfPath, pathIn } from '../i18n/lang.ts';
import { Link, useFormat } from '../i18n/react.tsx';
import { getEquipmentDetail } from '../../core/equipment/get-equipment-detail.ts';
import { AppError } from '../../core/errors.ts';
import { EQUIPMENT_NOT_FOUND } from '../../core/listing/visibility.ts';
import { getOwnReview } from '../../core/review/get-own-review.ts';
import { IMAGE_SIZES, ListingImage } from '../components/listing-image.tsx';
import { SaveButton } from '../components/save-button.tsx';
import { CompareToggle } from '../components/compare-toggle.tsx';
import { CompareTrayHost } from '../components/compare-tray-host.tsx';
import { DetailLayout, EditPencil, RatingLine, ReviewList } from '../components/detail/detail-parts.tsx';
import { TrustBadges } from '../components/detail/trust-badges.tsx';
import { operatorText, RateCard } from '../components/detail/rate-card.tsx';
import { Tabs } from '../components/tabs.tsx';
import { otherEquipmentView } from '../lib/card-views.ts';
import { loadWithToasts } from '../lib/detail-load-toasts.ts';
import { equipmentImages, equipmentLd } from '../lib/detail-ld.ts';
import { ensureCanonical, idFromSegment } from '../lib/detail-path.ts';
import { firstSentence, ratingSummary } from '../lib/format.ts';
import type { PageErrorHandle } from '../lib/page-errors.ts';
import { equipmentCategoryUrl } from '../lib/links.ts';
import { breadcrumbLd, seo, siteUrlOf } from '../lib/seo.ts';
import { editEquipmentPath } from '../../lib/urls.ts';
import { useTrackVisit } from '../lib/use-track-visit.ts';
import { conditionText } from '../lib/condition-text.ts';
import type { Route } from './+types/equipment-detail';

/** The category's name: as stored on English pages, the catalogue's Hindi name on Hindi pages. */
const categoryText = (e: { Category: string; CategorySlug: string }, lang: Lang) => (lang === 'hi' ? catalogueLabel('category', e.CategorySlug, 'hi') : e.Category);

export function meta({ data: d, matches, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const i18n = i18nFor(lang);
  if (!d) return [{ title: i18n._(msg`Equipment not found | BuildMart`) }];
  const { Equipment: e, Vendor: v } = d.detail;
  const siteUrl = siteUrlOf(matches);
  const name = e.Name;
  const city = e.City;
  const title =
    e.IsAvailableForRent && e.IsAvailableForSale
      ? i18n._(msg`${name} for rent or sale in ${city} | BuildMart`)
      : e.IsAvailableForRent
        ? i18n._(msg`${name} for rent in ${city} | BuildMart`)
        : i18n._(msg`${name} for sale in ${city} | BuildMart`);
  const category = categoryText(e, lang);
  const condition = conditionText(i18n, e.Condition);
  const facts = [e.Brand !== 'NA' ? e.Brand : null, e.Model, i18n._(msg`${condition} condition`)].filter(Boolean).join(', ');
  const place = e.Location;
  const vendor = v.Name;
  const about = firstSentence(e.Description) || `${name}, ${category}.`;
  return seo({
    title,
    description: `${about} ${i18n._(msg`${facts}, ${place}. Listed by ${vendor}.`)}`,
    path: e.Url,
    siteUrl,
    image: equipmentImages(e)[0],
    type: 'product',
    lang,
    jsonLd: [
      equipmentLd(siteUrl, e, v, lang),
      breadcrumbLd(siteUrl, [
        [i18n._(msg`Home`), pathIn('/', lang)],
        [i18n._(msg`Equipment`), pathIn('/equipments', lang)],
        [category, pathIn(equipmentCategoryUrl(e.CategorySlug), lang)],
        [e.Name, pathIn(e.Url, lang)],
      ]),
    ],
  });
}

/** An unknown, unapproved or malformed listing is the boundary's 404 (core throws NOT_FOUND). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idFromSegment(params.slugId);
  if (!id) throw new AppError('NOT_FOUND', EQUIPMENT_NOT_FOUND);
  const detail = await getEquipmentDetail(context.ctx, { id });
  ensureCanonical(request, detail.Equipment.Url);
  const viewer = context.ctx.viewer;
  return {
    // The other listings' row shows eight fields of each: only those go into the page (docs/decisions/037-pages-before-javascript.md).
    detail: { ...detail, OtherEquipments: detail.OtherEquipments.map(otherEquipmentView) },
    isOwner: !!viewer && detail.Vendor.UserId === viewer.userId,
    signedIn: !!viewer,
    myReview: await getOwnReview(context.ctx, { equipmentId: id }),
  };
}

export const handle = { pageError: { notFound: { back: { to: '/equipments', label: 'Browse equipment' } } } satisfies PageErrorHandle };

/** docs/product.md#detail-pages: the detail-load toasts on client-side navigation (docs/decisions/009). */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => loadWithToasts('Equipment', request, serverLoader);

/** Rent per month, day and hour, as far as the vendor gave them. */
function rentText(e: { IsAvailableForRent: boolean; MonthlyRate: number | null; DailyRate: number | null; HourlyRate: number | null }, i18n: I18n, money: (n: number) => string) {
  if (!e.IsAvailableForRent) return i18n._(msg`No`);
  const rate = (n: number | null, unit: 'month' | 'day' | 'hour') => {
    if (!n) return null;
    const amount = money(n);
    return unit === 'month' ? i18n._(msg`${amount}/month`) : unit === 'day' ? i18n._(msg`${amount}/day`) : i18n._(msg`${amount}/hour`);
  };
  // Day first, as on the cards (docs/decisions/052-rate-card.md).
  const rates = [rate(e.DailyRate, 'day'), rate(e.MonthlyRate, 'month'), rate(e.HourlyRate, 'hour')].filter(Boolean);
  return rates.length ? rates.join(' · ') : i18n._(msg`Available`);
}

/** Equipment detail (docs/product.md#detail-pages): overview, photos (max 3), other equipment by the vendor, reviews; the contact bar. */
export default function EquipmentDetail({ loaderData }: Route.ComponentProps) {
  const { detail, isOwner, signedIn, myReview } = loaderData;
  const { Equipment: e, Vendor: v, OtherEquipments: others } = detail;
  useTrackVisit('equipment', e.Id);
  const { t, i18n } = useLingui();
  const f = useFormat();
  const category = categoryText(e, f.lang);
  const na = t`NA`;
  const monthly = (amount: string) => t`${amount}/month`;
  const listingName = e.Name;
  const since = v.YearEstablished;
  const photoAlt = (n: number) => t`${listingName}, photo ${n}`;
  const vendorName = v.Name;
  const rating = ratingSummary(e.Rating, e.TotalRatings, e.Reviews);
  const photos = e.GalleryImages.slice(0, 3);
  return (
    <DetailLayout
      target={{ kind: 'equipment', id: e.Id, name: e.Name, vendorId: v.Id, myReview }}
      phone={v.Phone}
      email={v.Email}
      access={v.ContactAccess}
      breadcrumb={
        <>
          <Link to="/equipments" className="underline">
            <Trans>Equipment</Trans>
          </Link>{' '}
          »{' '}
          <Link to={equipmentCategoryUrl(e.CategorySlug)} className="underline">
            {category}
          </Link>
        </>
      }
      side={
        <div className="rounded-xl border border-slate-200 p-4" data-testid="vendor-card">
          <p className="text-sm text-slate-600">
            <Trans>Listed by</Trans>
          </p>
          <p className="text-lg font-semibold">
            <span data-typed>{v.Name}</span>
          </p>
          <p className="text-sm text-slate-600">
            <span data-typed>{[v.City, v.State && catalogueLabel('state', v.State, f.lang)].filter(Boolean).join(', ')}</span> · <Trans>Serves</Trans>{' '}
            <span data-typed>{v.ServiceAreas}</span>
          </p>
          {v.YearEstablished && (
            <p className="text-sm text-slate-600">
              <Trans>Since {since}</Trans>
            </p>
          )}
          {v.TotalRatings > 0 && (
            <div className="mt-1">
              <RatingLine rating={{ value: v.Rating, count: v.TotalRatings }} />
            </div>
          )}
          <TrustBadges trust={v.Trust} counts={{ listings: v.TotalEquipments }} />
        </div>
      }
    >
      <div className="flex items-start justify-between gap-3">
        <h1 className="text-2xl font-bold max-[359px]:text-xl sm:text-3xl" data-typed>
          {e.Name}
        </h1>
        <div className="flex items-center">
          <SaveButton id={e.Id} type="equipment" name={e.Name} saved={e.IsSaved} className="hover:bg-surface" />
          <EditPencil show={isOwner} to={editEquipmentPath(e.Id)} />
        </div>
      </div>
      <p className="mt-1 flex items-center gap-1 text-slate-600">
        <MapPin aria-hidden className="size-4" /> <span data-typed>{e.Location}</span>
      </p>
      {rating && (
        <div className="mt-1">
          <RatingLine rating={rating} />
        </div>
      )}
      <CompareToggle kind="equipment" item={{ id: e.Id, name: e.Name, img: e.ThumbnailUrl, url: e.Url }} className="mt-2 w-fit" />
      <CompareTrayHost kind="equipment" overContactBar />
      <ListingImage
        src={e.ThumbnailUrl}
        alt={e.Name}
        width={960}
        height={720}
        sizes={IMAGE_SIZES.detailHero}
        priority
        className="mt-4 aspect-[4/3] w-full max-w-2xl rounded-xl bg-surface object-cover"
      />
      <RateCard e={e} />
      <EquipmentDocument url={e.EquipmentDocUrl} signedIn={signedIn} />
      <Tabs
        tabs={[
          {
            label: t`Overview`,
            content: (
              <div>
                {e.Description && (
                  <p className="text-slate-700" data-typed>
                    {e.Description}
                  </p>
                )}
                {e.Specification && (
                  <p className="mt-3 text-slate-700">
                    <strong>
                      <Trans>Machine history:</Trans>
                    </strong>{' '}
                    <span data-typed>{e.Specification}</span>
                  </p>
                )}
                <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
                  {(
                    [
                      ['type', t`Type`, category],
                      ['brand', t`Brand`, e.Brand === 'NA' ? na : e.Brand, e.Brand !== 'NA'],
                      ['model', t`Model`, e.Model ?? na, !!e.Model],
                      ['capacity', t`Capacity`, e.Capacity ?? na, !!e.Capacity],
                      ['year', t`Year`, e.Year ?? na],
                      ['condition', t`Condition`, conditionText(i18n, e.Condition)],
                      ['rent', t`Rent`, rentText(e, i18n, f.rupees)],
                      ['sale', t`Sale`, e.IsAvailableForSale ? t`Available` : t`No`],
                      ['operator', t`Operator`, operatorText(e, i18n)],
                    ] as const
                  ).map(([key, k, val, typed]) => (
                    <div key={key} className="rounded-lg bg-surface p-3">
                      <dt className="text-xs text-slate-600">{k}</dt>
                      <dd className="font-medium" {...(typed ? { 'data-typed': '' } : {})}>
                        {val}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ),
          },
          {
            label: t`Photos`,
            content: photos.length ? (
              <div className="grid gap-3 sm:grid-cols-3" data-testid="photos">
                {photos.map((src, i) => (
                  <ListingImage
                    key={src + i}
                    src={src}
                    alt={photoAlt(i + 1)}
                    width={640}
                    height={480}
                    sizes={IMAGE_SIZES.gallery}
                    className="aspect-[4/3] w-full rounded-lg bg-surface object-cover"
                  />
                ))}
              </div>
            ) : (
              <p className="text-slate-600">
                <Trans>No photos yet.</Trans>
              </p>
            ),
          },
          {
            label: t`Other equipments`,
            content: others.length ? (
              <ul className="flex snap-x gap-3 overflow-x-auto pb-2" data-testid="other-equipments" aria-label={t`Other equipment by ${vendorName}`}>
                {others.map((o) => (
                  <li key={o.Id} className="w-56 shrink-0 snap-start overflow-hidden rounded-lg border border-slate-200 bg-white">
                    <Link to={o.Url} className="block hover:bg-surface">
                      <ListingImage src={o.ThumbnailUrl} alt="" width={320} height={240} sizes={IMAGE_SIZES.scrollRow} className="aspect-[4/3] w-full bg-surface object-cover" />
                      <span className="block px-3 pt-2 font-medium" data-typed>
                        {o.Name}
                      </span>
                      <span className="block px-3 text-sm text-slate-600" data-typed>
                        {o.Location}
                      </span>
                      <span className="block px-3 pb-3 text-sm font-medium">
                        {o.IsAvailableForRent && o.MonthlyRate ? monthly(f.rupees(o.MonthlyRate)) : o.IsAvailableForSale ? t`For sale` : t`For rent`}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">
                <Trans>This vendor has no other listings yet.</Trans>
              </p>
            ),
          },
          { label: t`Reviews`, content: <ReviewList reviews={e.Reviews} providerName={v.Name} /> },
        ]}
      />
    </DetailLayout>
  );
}
