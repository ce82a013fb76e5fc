import { BadgeCheck, MapPin } from 'lucide-react';
import { Link } from '../i18n/react.tsx';
import { getEquipmentDetail } from '../../core/equipment/get-equipment-detail.ts';
import { AppError } from '../../core/errors.ts';
import { EQUIPMENT_NOT_FOUND } from '../../core/listing/visibility.ts';
import { getOwnReview } from '../../core/review/get-own-review.ts';
import { IMAGE_SIZES, ListingImage } from '../components/listing-image.tsx';
import { SaveButton } from '../components/save-button.tsx';
import { DetailLayout, EditPencil, RatingLine, ReviewList } from '../components/detail/detail-parts.tsx';
import { Tabs } from '../components/tabs.tsx';
import { otherEquipmentView } from '../lib/card-views.ts';
import { loadWithToasts } from '../lib/detail-load-toasts.ts';
import { equipmentImages, equipmentLd } from '../lib/detail-ld.ts';
import { ensureCanonical, idFromSegment } from '../lib/detail-path.ts';
import { firstSentence, ratingSummary, rupees } from '../lib/format.ts';
import type { PageErrorHandle } from '../lib/page-errors.ts';
import { equipmentCategoryUrl } from '../lib/links.ts';
import { breadcrumbLd, seo, siteUrlOf } from '../lib/seo.ts';
import { editEquipmentPath } from '../../lib/urls.ts';
import { useTrackVisit } from '../lib/use-track-visit.ts';
import type { Route } from './+types/equipment-detail';

export function meta({ data: d, matches }: Route.MetaArgs) {
  if (!d) return [{ title: 'Equipment not found | BuildMart' }];
  const { Equipment: e, Vendor: v } = d.detail;
  const siteUrl = siteUrlOf(matches);
  const how = e.IsAvailableForRent && e.IsAvailableForSale ? 'rent or sale' : e.IsAvailableForRent ? 'rent' : 'sale';
  const facts = [e.Brand !== 'NA' ? e.Brand : null, e.Model, `${e.Condition} condition`].filter(Boolean).join(', ');
  return seo({
    title: `${e.Name} for ${how} in ${e.City} | BuildMart`,
    description: `${firstSentence(e.Description) || `${e.Name}, ${e.Category}.`} ${facts}, ${e.Location}. Listed by ${v.Name}.`,
    path: e.Url,
    siteUrl,
    image: equipmentImages(e)[0],
    type: 'product',
    jsonLd: [
      equipmentLd(siteUrl, e, v),
      breadcrumbLd(siteUrl, [
        ['Home', '/'],
        ['Equipment', '/equipments'],
        [e.Category, equipmentCategoryUrl(e.CategorySlug)],
        [e.Name, e.Url],
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
    myReview: await getOwnReview(context.ctx, { equipmentId: id }),
  };
}

export const handle = { pageError: { notFound: { back: { to: '/equipments', label: 'Browse equipment' } } } satisfies PageErrorHandle };

/** docs/product.md#detail-pages: the detail-load toasts on client-side navigation (docs/decisions/009). */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => loadWithToasts('Equipment', request, serverLoader);

/** Rent per month, day and hour, as far as the vendor gave them. */
function rentText(e: { IsAvailableForRent: boolean; MonthlyRate: number | null; DailyRate: number | null; HourlyRate: number | null }) {
  if (!e.IsAvailableForRent) return 'No';
  const rates = [
    e.MonthlyRate ? `${rupees(e.MonthlyRate)}/month` : null,
    e.DailyRate ? `${rupees(e.DailyRate)}/day` : null,
    e.HourlyRate ? `${rupees(e.HourlyRate)}/hour` : null,
  ].filter(Boolean);
  return rates.length ? rates.join(' · ') : 'Available';
}

/** Equipment detail (docs/product.md#detail-pages): overview, photos (max 3), other equipment by the vendor, reviews; the contact bar. */
export default function EquipmentDetail({ loaderData }: Route.ComponentProps) {
  const { detail, isOwner, myReview } = loaderData;
  const { Equipment: e, Vendor: v, OtherEquipments: others } = detail;
  useTrackVisit('equipment', e.Id);
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
            Equipment
          </Link>{' '}
          »{' '}
          <Link to={equipmentCategoryUrl(e.CategorySlug)} className="underline">
            {e.Category}
          </Link>
        </>
      }
      side={
        <div className="rounded-xl border border-slate-200 p-4" data-testid="vendor-card">
          <p className="text-sm text-slate-600">Listed by</p>
          <p className="text-lg font-semibold">
            {v.Name}
            {v.IsVerified && <BadgeCheck role="img" aria-label="Verified vendor" data-testid="verified-badge" className="ml-1 inline size-5 text-emerald-700" />}
          </p>
          <p className="text-sm text-slate-600">
            {[v.City, v.State].filter(Boolean).join(', ')} · Serves {v.ServiceAreas}
          </p>
          {v.YearEstablished && <p className="text-sm text-slate-600">Since {v.YearEstablished}</p>}
          {v.TotalRatings > 0 && (
            <div className="mt-1">
              <RatingLine rating={{ value: v.Rating, count: v.TotalRatings }} />
            </div>
          )}
        </div>
      }
    >
      <div className="flex items-start justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{e.Name}</h1>
        <div className="flex items-center">
          <SaveButton id={e.Id} type="equipment" name={e.Name} saved={e.IsSaved} className="hover:bg-surface" />
          <EditPencil show={isOwner} to={editEquipmentPath(e.Id)} />
        </div>
      </div>
      <p className="mt-1 flex items-center gap-1 text-slate-600">
        <MapPin aria-hidden className="size-4" /> {e.Location}
      </p>
      {rating && (
        <div className="mt-1">
          <RatingLine rating={rating} />
        </div>
      )}
      <ListingImage
        src={e.ThumbnailUrl}
        alt={e.Name}
        width={960}
        height={720}
        sizes={IMAGE_SIZES.detailHero}
        priority
        className="mt-4 aspect-[4/3] w-full max-w-2xl rounded-xl bg-surface object-cover"
      />
      <Tabs
        tabs={[
          {
            label: 'Overview',
            content: (
              <div>
                {e.Description && <p className="text-slate-700">{e.Description}</p>}
                {e.Specification && (
                  <p className="mt-3 text-slate-700">
                    <strong>Machine history:</strong> {e.Specification}
                  </p>
                )}
                <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
                  {[
                    ['Type', e.Category],
                    ['Brand', e.Brand],
                    ['Model', e.Model ?? 'NA'],
                    ['Capacity', e.Capacity ?? 'NA'],
                    ['Year', e.Year ?? 'NA'],
                    ['Condition', e.Condition],
                    ['Rent', rentText(e)],
                    ['Sale', e.IsAvailableForSale ? 'Available' : 'No'],
                    ['Operator', e.OperatorAvailable ? 'Available' : 'Not included'],
                  ].map(([k, val]) => (
                    <div key={k as string} className="rounded-lg bg-surface p-3">
                      <dt className="text-xs text-slate-600">{k}</dt>
                      <dd className="font-medium">{val}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ),
          },
          {
            label: 'Photos',
            content: photos.length ? (
              <div className="grid gap-3 sm:grid-cols-3" data-testid="photos">
                {photos.map((src, i) => (
                  <ListingImage
                    key={src + i}
                    src={src}
                    alt={`${e.Name}, photo ${i + 1}`}
                    width={640}
                    height={480}
                    sizes={IMAGE_SIZES.gallery}
                    className="aspect-[4/3] w-full rounded-lg bg-surface object-cover"
                  />
                ))}
              </div>
            ) : (
              <p className="text-slate-600">No photos yet.</p>
            ),
          },
          {
            label: 'Other equipments',
            content: others.length ? (
              <ul className="flex snap-x gap-3 overflow-x-auto pb-2" data-testid="other-equipments" aria-label={`Other equipment by ${v.Name}`}>
                {others.map((o) => (
                  <li key={o.Id} className="w-56 shrink-0 snap-start overflow-hidden rounded-lg border border-slate-200 bg-white">
                    <Link to={o.Url} className="block hover:bg-surface">
                      <ListingImage src={o.ThumbnailUrl} alt="" width={320} height={240} sizes={IMAGE_SIZES.scrollRow} className="aspect-[4/3] w-full bg-surface object-cover" />
                      <span className="block px-3 pt-2 font-medium">{o.Name}</span>
                      <span className="block px-3 text-sm text-slate-600">{o.Location}</span>
                      <span className="block px-3 pb-3 text-sm font-medium">
                        {o.IsAvailableForRent && o.MonthlyRate ? `${rupees(o.MonthlyRate)}/month` : o.IsAvailableForSale ? 'For sale' : 'For rent'}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">This vendor has no other listings yet.</p>
            ),
          },
          { label: 'Reviews', content: <ReviewList reviews={e.Reviews} /> },
        ]}
      />
    </DetailLayout>
  );
}
