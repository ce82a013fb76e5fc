import { MapPin, Pencil, Star } from 'lucide-react';
import { useEffect } from 'react';
import { data, Link, redirect } from 'react-router';
import { getEquipmentDetail } from '../../core/equipment/get-equipment-detail.ts';
import { isAppError } from '../../core/errors.ts';
import { ContactBar } from '../components/contact-bar.tsx';
import { IMAGE_SIZES, ListingImage } from '../components/listing-image.tsx';
import { Tabs } from '../components/tabs.tsx';
import { idFromSegment } from '../lib/detail-path.ts';
import { firstSentence, rupees } from '../lib/format.ts';
import { equipmentPath } from '../lib/urls.ts';
import type { Route } from './+types/equipment-detail';

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [{ title: 'Equipment not found | BuildMart' }];
  const e = d.detail.Equipment;
  return [
    { title: `${e.Name} for ${e.IsAvailableForRent ? 'rent' : 'sale'} in ${e.City} | BuildMart` },
    { name: 'description', content: `${firstSentence(e.Description)} ${e.Brand !== 'NA' ? e.Brand + ', ' : ''}${e.Condition} condition, ${e.Location}.` },
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idFromSegment(params.slugId);
  if (!id) throw data(null, { status: 404 });
  try {
    const detail = await getEquipmentDetail(context.ctx, { id });
    const canonical = equipmentPath(id, detail.Equipment.Name);
    const url = new URL(request.url);
    // Other forms (/equipment/{slug}-{id}, /equipment/{id}, an old slug) move permanently to the canonical URL.
    if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
    return { detail, viewerUserId: context.ctx.viewer?.userId ?? null };
  } catch (err) {
    if (isAppError(err) && err.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw err;
  }
}

const Stars = ({ n }: { n: number }) => (
  <span role="img" aria-label={`${n} out of 5 stars`} className="inline-flex">
    {Array.from({ length: 5 }, (_, i) => (
      <Star key={i} aria-hidden className={`size-4 ${i < Math.round(n) ? 'fill-amber-brand text-amber-brand' : 'text-slate-300'}`} />
    ))}
  </span>
);

/** Equipment detail (spec §2): overview, photos (max 3), other equipment by the vendor, reviews; the contact bar. */
export default function EquipmentDetail({ loaderData }: Route.ComponentProps) {
  const { detail, viewerUserId } = loaderData;
  const { Equipment: e, Vendor: v, OtherEquipments: others } = detail;
  const isOwner = viewerUserId !== null && v.UserId === viewerUserId;
  useEffect(() => {
    // The visit log (spec §7 POST /api/visitor/track); the session id is created once and kept.
    let sid = localStorage.getItem('visit_session');
    if (!sid) localStorage.setItem('visit_session', (sid = crypto.randomUUID()));
    void fetch('/api/visitor/track', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sessionId: sid, visitedType: 'equipment', visitedId: e.Id }) }).catch(() => {});
  }, [e.Id]);
  return (
    <main className="mx-auto max-w-7xl px-4 py-6 pb-24 lg:pb-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/equipments" className="underline">Equipment</Link> » {e.Category}
      </nav>
      <div className="mt-3 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <div className="flex items-start justify-between gap-3">
            <h1 className="text-2xl font-bold sm:text-3xl">{e.Name}</h1>
            {isOwner && (
              <Link to={`/manage/equipment/${e.Id}`} aria-label="Edit listing" className="flex size-11 items-center justify-center rounded-full hover:bg-surface">
                <Pencil aria-hidden className="size-5" />
              </Link>
            )}
          </div>
          <p className="mt-1 flex items-center gap-1 text-slate-600">
            <MapPin aria-hidden className="size-4" /> {e.Location}
          </p>
          <ListingImage src={e.ThumbnailUrl} alt={e.Name} width={960} height={720} sizes={IMAGE_SIZES.detailHero} priority className="mt-4 aspect-[4/3] w-full max-w-2xl rounded-xl bg-surface object-cover" />
          <Tabs
            tabs={[
              {
                label: 'Overview',
                content: (
                  <div>
                    <p className="text-slate-700">{e.Description}</p>
                    {e.Specification && <p className="mt-3 text-slate-700"><strong>Machine history:</strong> {e.Specification}</p>}
                    <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
                      {[
                        ['Type', e.Category],
                        ['Brand', e.Brand],
                        ['Model', e.Model ?? 'NA'],
                        ['Capacity', e.Capacity ?? 'NA'],
                        ['Year', e.Year ?? 'NA'],
                        ['Condition', e.Condition],
                        ['Rent', e.IsAvailableForRent ? (e.MonthlyRate ? `${rupees(e.MonthlyRate)}/month` : 'Available') : 'No'],
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
                content: (
                  <div className="grid gap-3 sm:grid-cols-3">
                    {e.GalleryImages.slice(0, 3).map((src, i) => (
                      <ListingImage key={src + i} src={src} alt={`${e.Name}, photo ${i + 1}`} width={640} height={480} sizes={IMAGE_SIZES.gallery} className="aspect-[4/3] w-full rounded-lg bg-surface object-cover" />
                    ))}
                    {e.GalleryImages.length === 0 && <p className="text-slate-600">No photos yet.</p>}
                  </div>
                ),
              },
              {
                label: 'Other equipments',
                content: others.length ? (
                  <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
                    {others.map((o) => (
                      <li key={o.Id} className="w-56 shrink-0 snap-start rounded-lg border border-slate-200 p-3">
                        <ListingImage src={o.ThumbnailUrl} alt="" width={320} height={240} sizes={IMAGE_SIZES.scrollRow} className="aspect-[4/3] w-full rounded bg-surface object-cover" />
                        <Link to={o.Url} className="mt-2 block font-medium hover:underline">{o.Name}</Link>
                        <p className="text-sm text-slate-600">{o.Location}</p>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-slate-600">This vendor has no other listings yet.</p>
                ),
              },
              {
                label: 'Reviews',
                content: e.Reviews.length ? (
                  <ul className="space-y-3">
                    {e.Reviews.map((r) => (
                      <li key={r.Id} className="rounded-lg border border-slate-200 p-3">
                        <p className="flex items-center gap-2 font-medium">{r.ClientName} <Stars n={r.Stars} /></p>
                        <p className="text-slate-700">{r.Text}</p>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-slate-600">No reviews yet.</p>
                ),
              },
            ]}
          />
        </div>
        <aside className="space-y-4">
          <div className="rounded-xl border border-slate-200 p-4">
            <p className="text-sm text-slate-500">Listed by</p>
            <p className="text-lg font-semibold">{v.Name}</p>
            <p className="text-sm text-slate-600">{[v.City, v.State].filter(Boolean).join(', ')} · Serves {v.ServiceAreas}</p>
            {v.TotalRatings > 0 && (
              <p className="mt-1 flex items-center gap-2 text-sm"><Stars n={v.Rating} /> {v.Rating.toFixed(1)} ({v.TotalRatings})</p>
            )}
          </div>
          <ContactBar phone={v.Phone} email={v.Email} />
        </aside>
      </div>
    </main>
  );
}
