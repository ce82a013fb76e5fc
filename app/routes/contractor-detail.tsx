import { BadgeCheck, MapPin } from 'lucide-react';
import { Link } from '../i18n/react.tsx';
import { getContractorDetail } from '../../core/contractor/get-contractor-detail.ts';
import { AppError } from '../../core/errors.ts';
import { CONTRACTOR_NOT_FOUND } from '../../core/listing/visibility.ts';
import { getOwnReview } from '../../core/review/get-own-review.ts';
import { ContractorLogo } from '../components/contractor-card.tsx';
import { SaveButton } from '../components/save-button.tsx';
import { DetailLayout, EditPencil, RatingLine, ReviewList } from '../components/detail/detail-parts.tsx';
import { Tabs } from '../components/tabs.tsx';
import { loadWithToasts } from '../lib/detail-load-toasts.ts';
import { contractorLd } from '../lib/detail-ld.ts';
import { ensureCanonical, idFromSegment } from '../lib/detail-path.ts';
import { cutText, firstSentence, ratingSummary, splitList } from '../lib/format.ts';
import type { PageErrorHandle } from '../lib/page-errors.ts';
import { allContractorsUrl } from '../lib/links.ts';
import { breadcrumbLd, seo, siteUrlOf } from '../lib/seo.ts';
import { editContractorPath } from '../../lib/urls.ts';
import { useTrackVisit } from '../lib/use-track-visit.ts';
import type { Route } from './+types/contractor-detail';

/** docs/product.md#detail-pages: project descriptions are shown to 100 characters. */
export const PROJECT_DESCRIPTION_MAX = 100;

const place = (c: { city: string | null; state: string | null }) => [c.city, c.state].filter(Boolean).join(', ');

export function meta({ data: d, matches }: Route.MetaArgs) {
  if (!d) return [{ title: 'Contractor not found | BuildMart' }];
  const c = d.contractor;
  const siteUrl = siteUrlOf(matches);
  const types = splitList(c.contractorType);
  const where = place(c) || 'India';
  const about = firstSentence(c.specificWorkDetail);
  return seo({
    title: `${c.companyName}${types[0] ? ` — ${types[0]}` : ''} in ${c.city || where} | BuildMart`,
    description: `${c.companyName}: ${types.join(', ') || 'contractor'} in ${where}.${about ? ` ${about}` : ''} Serves ${c.serviceLocation}. Projects, reviews and enquiries on BuildMart.`,
    path: c.url,
    siteUrl,
    image: c.logoUrl ?? undefined,
    type: 'profile',
    jsonLd: [
      contractorLd(siteUrl, c),
      breadcrumbLd(siteUrl, [
        ['Home', '/'],
        ['Contractors', allContractorsUrl()],
        [c.companyName, c.url],
      ]),
    ],
  });
}

/** An unknown, unapproved or malformed contractor is the boundary's 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idFromSegment(params.slugId);
  const contractor = id ? await getContractorDetail(context.ctx, { id }) : null;
  if (!id || !contractor) throw new AppError('NOT_FOUND', CONTRACTOR_NOT_FOUND);
  ensureCanonical(request, contractor.url);
  const viewer = context.ctx.viewer;
  return { contractor, isOwner: !!viewer && contractor.userId === viewer.userId, myReview: await getOwnReview(context.ctx, { contractorId: id }) };
}

export const handle = { pageError: { notFound: { back: { to: allContractorsUrl(), label: 'Browse contractors' } } } satisfies PageErrorHandle };

/** docs/product.md#detail-pages: the detail-load toasts on client-side navigation (docs/decisions/009). */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => loadWithToasts('Contractor', request, serverLoader);

const Badges = ({ items }: { items: string[] }) => (
  <ul className="flex flex-wrap gap-1">
    {items.map((t) => (
      <li key={t} className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
        {t}
      </li>
    ))}
  </ul>
);

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="rounded-lg bg-surface p-3">
    <dt className="text-xs text-slate-600">{label}</dt>
    <dd className="mt-0.5 font-medium">{children}</dd>
  </div>
);

/** Contractor detail (docs/product.md#detail-pages): overview, projects, reviews; the contact bar. */
export default function ContractorDetail({ loaderData }: Route.ComponentProps) {
  const { contractor: c, isOwner, myReview } = loaderData;
  useTrackVisit('contractor', c.id);
  const rating = ratingSummary(c.rating, c.totalRatings, c.reviews);
  const types = splitList(c.contractorType);
  return (
    <DetailLayout
      target={{ kind: 'contractor', id: c.id, name: c.companyName, myReview }}
      phone={c.mobile}
      email={c.email}
      access={c.contactAccess}
      breadcrumb={
        <>
          <Link to={allContractorsUrl()} className="underline">
            Contractors
          </Link>{' '}
          » {c.companyName}
        </>
      }
      side={
        <div className="rounded-xl border border-slate-200 p-4 text-sm" data-testid="contractor-side">
          {c.contactPerson && (
            <p>
              <span className="text-slate-600">Contact person: </span>
              {c.contactPerson}
            </p>
          )}
          {c.yearOfEstablishment && (
            <p>
              <span className="text-slate-600">Established: </span>
              {c.yearOfEstablishment}
            </p>
          )}
          <p>
            <span className="text-slate-600">Serves: </span>
            {c.serviceLocation}
          </p>
          {c.website && (
            <a href={c.website} rel="nofollow noopener" target="_blank" className="mt-1 inline-block break-all underline">
              {c.website}
            </a>
          )}
        </div>
      }
    >
      <div className="flex items-start gap-4">
        <ContractorLogo name={c.companyName} url={c.logoUrl} large />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold sm:text-3xl">
            {c.companyName}
            {c.isVerified && <BadgeCheck role="img" aria-label="Verified" data-testid="verified-badge" className="ml-1 inline size-6 align-baseline text-emerald-700" />}
          </h1>
          {place(c) && (
            <p className="mt-1 flex items-center gap-1 text-slate-600">
              <MapPin aria-hidden className="size-4" /> {place(c)}
            </p>
          )}
          <div className="mt-1">
            <RatingLine rating={rating} />
          </div>
        </div>
        <div className="flex items-center">
          <SaveButton id={c.id} type="contractor" name={c.companyName} saved={c.IsSaved} className="hover:bg-surface" />
          <EditPencil show={isOwner} to={editContractorPath()} />
        </div>
      </div>
      <Tabs
        tabs={[
          {
            label: 'Overview',
            content: (
              <div>
                <dl className="grid gap-3 sm:grid-cols-2">
                  <Fact label="Company">{c.companyName}</Fact>
                  <Fact label="Contractor types">{types.length ? <Badges items={types} /> : 'NA'}</Fact>
                  <Fact label="Working sectors">{c.workingSectors || 'NA'}</Fact>
                  <Fact label="Service locations">{c.serviceLocation}</Fact>
                  <Fact label="Current location">{place(c) || 'NA'}</Fact>
                  <Fact label="Labour strength">{c.laborStrength ? c.laborStrength.toLocaleString('en-IN') : 'NA'}</Fact>
                  <Fact label="Rating">{rating ? `${rating.value.toFixed(1)} out of 5 (${rating.count})` : 'Not rated yet'}</Fact>
                  {c.certificates && <Fact label="Certificates">{c.certificates}</Fact>}
                </dl>
                {c.specificWorkDetail && (
                  <section className="mt-5">
                    <h2 className="text-lg font-semibold">About</h2>
                    <p className="mt-1 whitespace-pre-line text-slate-700">{c.specificWorkDetail}</p>
                  </section>
                )}
              </div>
            ),
          },
          {
            label: 'Projects',
            content: c.projects.length ? (
              <ul className="grid gap-3 sm:grid-cols-2" data-testid="projects">
                {c.projects.map((p) => (
                  <li key={p.Id} className="rounded-lg border border-slate-200 p-4">
                    <h3 className="font-semibold">{p.Title}</h3>
                    {(p.Location || p.Sector) && <p className="text-sm text-slate-600">{[p.Location, p.Sector].filter(Boolean).join(' · ')}</p>}
                    {p.Description && (
                      <p className="mt-2 text-slate-700" data-testid="project-description">
                        {cutText(p.Description, PROJECT_DESCRIPTION_MAX)}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">No projects listed yet.</p>
            ),
          },
          { label: 'Reviews', content: <ReviewList reviews={c.reviews} /> },
        ]}
      />
    </DetailLayout>
  );
}
