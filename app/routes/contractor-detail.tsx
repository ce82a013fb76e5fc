import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { catalogueLabel } from '../../data/catalogue-hindi.ts';
import { i18nFor } from '../i18n/i18n.ts';
import { type Lang, langOfPath, pathIn } from '../i18n/lang.ts';
import { Link, useFormat } from '../i18n/react.tsx';
import { getContractorDetail } from '../../core/contractor/get-contractor-detail.ts';
import { AppError } from '../../core/errors.ts';
import { CONTRACTOR_NOT_FOUND } from '../../core/listing/visibility.ts';
import { getOwnReview } from '../../core/review/get-own-review.ts';
import { ContractorLogo } from '../components/contractor-card.tsx';
import { CompareToggle } from '../components/compare-toggle.tsx';
import { CompareTrayHost } from '../components/compare-tray-host.tsx';
import { SaveButton } from '../components/save-button.tsx';
import { DetailLayout, EditPencil, RatingLine, ReviewList } from '../components/detail/detail-parts.tsx';
import { TrustBadges } from '../components/detail/trust-badges.tsx';
import { Tabs } from '../components/tabs.tsx';
import { loadWithToasts } from '../lib/detail-load-toasts.ts';
import { contractorLd } from '../lib/detail-ld.ts';
import { ensureCanonical, idFromSegment } from '../lib/detail-path.ts';
import { cutText, firstSentence, ratingSummary, splitList } from '../lib/format.ts';
import type { PageErrorHandle } from '../lib/page-errors.ts';
import { allContractorsUrl } from '../lib/links.ts';
import { breadcrumbLd, seo, siteUrlOf } from '../lib/seo.ts';
import { contractorPath, editContractorPath } from '../../lib/urls.ts';
import { useTrackVisit } from '../lib/use-track-visit.ts';
import { provideHindiNames } from '../i18n/hindi-names.ts';
import { contractorPageNames } from '../lib/card-names.ts';
import type { Route } from './+types/contractor-detail';

/** docs/product.md#detail-pages: project descriptions are shown to 100 characters. */
export const PROJECT_DESCRIPTION_MAX = 100;

/** City (as typed) and state (the catalogue's name in the page's language). */
const place = (c: { city: string | null; state: string | null }, lang: Lang = 'en') => [c.city, c.state && catalogueLabel('state', c.state, lang)].filter(Boolean).join(', ');
/** Contractor types and working sectors: catalogue names in the page's language, anything typed as typed. */
const typeNames = (s: string | null | undefined, lang: Lang) => splitList(s).map((x) => catalogueLabel('contractorType', x, lang));

export function meta({ data: d, matches, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const i18n = i18nFor(lang);
  if (!d) return [{ title: i18n._(msg`Contractor not found | BuildMart`) }];
  const c = d.contractor;
  const siteUrl = siteUrlOf(matches);
  const types = typeNames(c.contractorType, lang);
  const where = place(c, lang) || i18n._(msg`India`);
  const about = firstSentence(c.specificWorkDetail);
  const company = c.companyName;
  const type = types[0];
  const city = c.city || where;
  const kinds = types.join(', ') || i18n._(msg`contractor`);
  const serves = c.serviceLocation;
  return seo({
    title: type ? i18n._(msg`${company} — ${type} in ${city} | BuildMart`) : i18n._(msg`${company} in ${city} | BuildMart`),
    description: `${i18n._(msg`${company}: ${kinds} in ${where}.`)}${about ? ` ${about}` : ''} ${i18n._(msg`Serves ${serves}. Projects, reviews and enquiries on BuildMart.`)}`,
    path: c.url,
    siteUrl,
    image: c.logoUrl ?? undefined,
    type: 'profile',
    lang,
    jsonLd: [
      contractorLd(siteUrl, c, lang),
      breadcrumbLd(siteUrl, [
        [i18n._(msg`Home`), pathIn('/', lang)],
        [i18n._(msg`Contractors`), pathIn(allContractorsUrl(), lang)],
        [c.companyName, pathIn(c.url, lang)],
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
  return {
    contractor,
    isOwner: !!viewer && contractor.userId === viewer.userId,
    myReview: await getOwnReview(context.ctx, { contractorId: id }),
    // Types, working sectors and the projects' sectors are shown in Hindi on Hindi pages.
    hindiNames: contractorPageNames(contractor, langOfPath(new URL(request.url).pathname)),
  };
}

export const handle = { pageError: { notFound: { back: { to: allContractorsUrl(), label: 'Browse contractors' } } } satisfies PageErrorHandle };

/** docs/product.md#detail-pages: the detail-load toasts on client-side navigation (docs/decisions/009). */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => loadWithToasts('Contractor', request, serverLoader);

/** Catalogue names as chips; a name the contractor typed (not in the catalogue) is marked as typed. */
const Badges = ({ items }: { items: { label: string; typed: boolean }[] }) => (
  <ul className="flex flex-wrap gap-1">
    {items.map((x) => (
      <li key={x.label} className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900" {...(x.typed ? { 'data-typed': '' } : {})}>
        {x.label}
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
  const { contractor: c, isOwner, myReview, hindiNames } = loaderData;
  // Before anything reads them: the browser may not have the file of every contractor type's name yet.
  if (hindiNames) provideHindiNames(hindiNames);
  useTrackVisit('contractor', c.id);
  const { t } = useLingui();
  const f = useFormat();
  const rating = ratingSummary(c.rating, c.totalRatings, c.reviews);
  // A name is typed when the catalogue does not know it (the Hindi name equals the English).
  const typed = (kind: 'contractorType' | 'sector', x: string) => ({ label: catalogueLabel(kind, x, f.lang), typed: catalogueLabel(kind, x, 'hi') === x });
  const types = splitList(c.contractorType).map((x) => typed('contractorType', x));
  const sectors = splitList(c.workingSectors).map((x) => typed('sector', x));
  const where = place(c, f.lang);
  const na = t`NA`;
  const ratingText = rating ? ratingOutOf(rating.value.toFixed(1), f.number(rating.count)) : t`Not rated yet`;
  function ratingOutOf(value: string, count: string) {
    return t`${value} out of 5 (${count})`;
  }
  return (
    <DetailLayout
      target={{ kind: 'contractor', id: c.id, name: c.companyName, myReview }}
      phone={c.mobile}
      email={c.email}
      access={c.contactAccess}
      breadcrumb={
        <>
          <Link to={allContractorsUrl()} className="underline">
            <Trans>Contractors</Trans>
          </Link>{' '}
          » <span data-typed>{c.companyName}</span>
        </>
      }
      side={
        <div className="rounded-xl border border-slate-200 p-4 text-sm" data-testid="contractor-side">
          {c.contactPerson && (
            <p>
              <span className="text-slate-600">
                <Trans>Contact person:</Trans>{' '}
              </span>
              <span data-typed>{c.contactPerson}</span>
            </p>
          )}
          {c.yearOfEstablishment && (
            <p>
              <span className="text-slate-600">
                <Trans>Established:</Trans>{' '}
              </span>
              {c.yearOfEstablishment}
            </p>
          )}
          <p>
            <span className="text-slate-600">
              <Trans>Serves:</Trans>{' '}
            </span>
            <span data-typed>{c.serviceLocation}</span>
          </p>
          {c.website && (
            <a href={c.website} rel="nofollow noopener" target="_blank" className="mt-1 inline-block break-all underline" data-typed>
              {c.website}
            </a>
          )}
        </div>
      }
    >
      <div className="flex items-start gap-4">
        <ContractorLogo name={c.companyName} url={c.logoUrl} large />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold max-[359px]:text-xl sm:text-3xl" data-typed>
            {c.companyName}
          </h1>
          {where && (
            <p className="mt-1 flex items-center gap-1 text-slate-600">
              <MapPin aria-hidden className="size-4" /> <span data-typed>{where}</span>
            </p>
          )}
          <div className="mt-1">
            <RatingLine rating={rating} />
          </div>
          <TrustBadges trust={c.trust} counts={{ projects: c.projects.length }} />
          <CompareToggle kind="contractor" item={{ id: c.id, name: c.companyName, img: c.logoUrl, url: contractorPath(c.id, c.companyName) }} className="mt-2 w-fit" />
          <CompareTrayHost kind="contractor" overContactBar />
        </div>
        <div className="flex items-center">
          <SaveButton id={c.id} type="contractor" name={c.companyName} saved={c.IsSaved} className="hover:bg-surface" />
          <EditPencil show={isOwner} to={editContractorPath()} />
        </div>
      </div>
      <Tabs
        tabs={[
          {
            label: t`Overview`,
            content: (
              <div>
                <dl className="grid gap-3 sm:grid-cols-2">
                  <Fact label={t`Company`}>
                    <span data-typed>{c.companyName}</span>
                  </Fact>
                  <Fact label={t`Contractor types`}>{types.length ? <Badges items={types} /> : na}</Fact>
                  <Fact label={t`Working sectors`}>
                    {sectors.length
                      ? sectors.map((x, i) => (
                          <span key={x.label} {...(x.typed ? { 'data-typed': '' } : {})}>
                            {i > 0 ? ', ' : ''}
                            {x.label}
                          </span>
                        ))
                      : na}
                  </Fact>
                  <Fact label={t`Service locations`}>
                    <span data-typed>{c.serviceLocation}</span>
                  </Fact>
                  <Fact label={t`Current location`}>{where ? <span data-typed>{where}</span> : na}</Fact>
                  <Fact label={t`Labour strength`}>{c.laborStrength ? f.number(c.laborStrength) : na}</Fact>
                  <Fact label={t`Rating`}>{ratingText}</Fact>
                  {c.certificates && (
                    <Fact label={t`Certificates`}>
                      <span data-typed>{c.certificates}</span>
                    </Fact>
                  )}
                </dl>
                {c.specificWorkDetail && (
                  <section className="mt-5">
                    <h2 className="text-lg font-semibold">
                      <Trans>About</Trans>
                    </h2>
                    <p className="mt-1 whitespace-pre-line text-slate-700" data-typed>
                      {c.specificWorkDetail}
                    </p>
                  </section>
                )}
              </div>
            ),
          },
          {
            label: t`Projects`,
            content: c.projects.length ? (
              <ul className="grid gap-3 sm:grid-cols-2" data-testid="projects">
                {c.projects.map((p) => (
                  <li key={p.Id} className="rounded-lg border border-slate-200 p-4">
                    <h3 className="font-semibold" data-typed>
                      {p.Title}
                    </h3>
                    {(p.Location || p.Sector) && (
                      <p className="text-sm text-slate-600">
                        {p.Location && <span data-typed>{p.Location}</span>}
                        {p.Location && p.Sector && ' · '}
                        {p.Sector && (
                          <span {...(catalogueLabel('sector', p.Sector, 'hi') === p.Sector ? { 'data-typed': '' } : {})}>{catalogueLabel('sector', p.Sector, f.lang)}</span>
                        )}
                      </p>
                    )}
                    {p.Description && (
                      <p className="mt-2 text-slate-700" data-testid="project-description" data-typed>
                        {cutText(p.Description, PROJECT_DESCRIPTION_MAX)}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">
                <Trans>No projects listed yet.</Trans>
              </p>
            ),
          },
          { label: t`Reviews`, content: <ReviewList reviews={c.reviews} providerName={c.companyName} /> },
        ]}
      />
    </DetailLayout>
  );
}
