import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList } from 'lucide-react';
import { Link, useFormat } from '../../i18n/react.tsx';
import { RequirementListQuery } from '../../../contract/requirements.ts';
import { listProviderRequirements } from '../../../core/requirement/provider-requirements.ts';
import { QuoteLine, RequirementStatus } from '../../components/manage/requirement-parts.tsx';
import { durationText, priceText } from '../../lib/quote-words.ts';
import { cardDateTime } from '../../lib/client-area.ts';
import { MANAGE } from '../../../lib/manage-urls.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import { PageNav } from '../../components/manage/page-nav.tsx';
import type { Route } from './+types/requirements';
import { i18nFor } from '../../i18n/i18n.ts';

export const meta = () => [{ title: i18nFor('en')._(msg`Requirements | BuildMart`) }, { name: 'robots', content: 'noindex' }];

const PAGE_SIZE = 10;

/** The page lives in the URL (?page=), so Back and reload keep it; a bad value is page 1. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, ['Vendor', 'Contractor']);
  const parsed = RequirementListQuery.safeParse({ page: new URL(request.url).searchParams.get('page') ?? undefined, pageSize: PAGE_SIZE });
  const q = parsed.success ? parsed.data : { page: 1, pageSize: PAGE_SIZE };
  const r = await listProviderRequirements(context.ctx, q);
  return { ...r, page: q.page, totalPages: Math.max(1, Math.ceil(r.total / q.pageSize)), role: viewer.role as 'Vendor' | 'Contractor' };
}

const href = (page: number) => (page > 1 ? `${MANAGE.requirements}?page=${page}` : MANAGE.requirements);

/**
 * Requirements sent to this vendor or contractor (docs/decisions/056): clients' needs that match their
 * machines or contractor types near the site, newest first, unread ones marked New, with their own quote.
 */
export default function RequirementsScreen({ loaderData: d }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const unread = d.unread;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">
        <Trans>Requirements</Trans>
      </h1>
      <p className="text-sm text-slate-600" data-testid="requirements-summary">
        {t`${plural(d.total, { one: '# requirement', other: '# requirements' })}`} · {t`${unread} new`}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>Clients post what they need; we send it to providers like you near the site. Quote a price to see the client’s phone.</Trans>
      </p>

      {d.data.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center" data-testid="requirements-empty">
          <ClipboardList aria-hidden className="mx-auto size-10 text-slate-400" />
          <p className="mt-2 font-semibold">
            <Trans>No requirements yet.</Trans>
          </p>
          {d.role === 'Vendor' ? (
            <p className="mt-1 text-slate-600">
              <Trans>
                When a client needs a machine of a type you list for rent, near one of your listings or in your service areas, the requirement appears here and we email you. Keep
                your{' '}
                <Link to={MANAGE.equipments} className="font-semibold text-amber-deep underline">
                  equipment listings
                </Link>{' '}
                and the service areas in your{' '}
                <Link to={MANAGE.vendorProfile} className="font-semibold text-amber-deep underline">
                  profile
                </Link>{' '}
                up to date.
              </Trans>
            </p>
          ) : (
            <p className="mt-1 text-slate-600">
              <Trans>
                When a client needs a contractor of a type you offer, near your office or in your work locations, the requirement appears here and we email you. Keep the contractor
                types and work locations in your{' '}
                <Link to={MANAGE.contractorProfile} className="font-semibold text-amber-deep underline">
                  profile
                </Link>{' '}
                up to date.
              </Trans>
            </p>
          )}
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200" aria-label={t`Requirements`}>
          {d.data.map((r) => {
            const qty = r.Quantity;
            const what = r.What;
            const site = r.Site;
            const km = r.DistanceKm;
            const start = f.shortDate(r.StartDate);
            const duration = durationText(r.Duration, r.DurationUnit, i18n);
            const budget = r.Budget !== null && r.BudgetUnit ? priceText(r.Budget, r.BudgetUnit, i18n, 'en') : null;
            const posted = cardDateTime(r.CreatedAt);
            return (
              <li key={r.Id} data-testid="requirement-item" data-unread={r.Unread ? 'true' : 'false'}>
                <Link to={MANAGE.requirement(r.Id)} className={`flex gap-3 p-4 hover:bg-surface ${r.Unread ? 'bg-amber-50/60' : ''}`}>
                  <span aria-hidden className={`mt-2 size-2.5 shrink-0 rounded-full ${r.Unread ? 'bg-amber-deep' : 'bg-transparent'}`} />
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className={`break-words ${r.Unread ? 'font-bold text-ink' : 'font-semibold text-slate-800'}`}>
                        {r.Unread && (
                          <span className="mr-2 inline-block rounded bg-amber-brand px-1.5 py-0.5 align-middle text-xs font-bold text-navy" data-testid="new-tag">
                            {t`New`}
                          </span>
                        )}
                        {qty > 1 ? t`${qty} × ${what}` : what}
                      </span>
                      <time dateTime={r.CreatedAt} className="text-xs text-slate-600">
                        {t`Posted ${posted}`}
                      </time>
                    </span>
                    <span className="mt-0.5 block break-words text-sm text-slate-700">{km === null ? site : km < 1 ? t`${site} · your city` : t`${site} · ${km} km away`}</span>
                    <span className="mt-0.5 block text-sm text-slate-600">
                      {t`From ${start} for ${duration}`}
                      {r.Kind === 'equipment' && <> · {r.OperatorNeeded ? t`with operator` : t`machine only`}</>}
                      {budget && <> · {t`budget ${budget}`}</>}
                    </span>
                    <span className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                      <RequirementStatus status={r.Status} />
                      <QuoteLine r={r} />
                      <span className="text-xs text-slate-600">{t`${plural(r.QuoteCount, { one: '# quote in total', other: '# quotes in total' })}`}</span>
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}

      <PageNav page={d.page} totalPages={d.totalPages} href={href} />
    </div>
  );
}
