import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLang, useLocalPath } from '../i18n/react.tsx';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { type WorkerNames, workerNames } from '../lib/card-names.ts';
import { listPageMetaIn } from '../lib/list-meta-in.ts';
import { WorkerListRequest } from '../../contract/workforce.ts';
import { listWorkers } from '../../core/worker/list-workers.ts';
import { WORKER_CATEGORIES, type WorkerCategory } from '../../data/workforce.ts';
import { KeywordField, RadioGroup } from '../components/list-controls.tsx';
import { ListPage, useAutoSubmit, useViewSearch } from '../components/list-page.tsx';
import { LocationChips } from '../components/location-chips.tsx';
import { NearFilter } from '../components/near-filter.tsx';
import { NearMeButton } from '../components/near-me-button.tsx';
import { WorkerCard } from '../components/worker-card.tsx';
import { MANAGE, REGISTER_JOB_SEEKER } from '../../lib/manage-urls.ts';
import { seo, siteUrlOf } from '../lib/seo.ts';
import { staffingListSeo } from '../lib/staffing-list-seo.ts';
import { widenWorkerSearch } from '../../core/search/widen.ts';
import { FilterChips } from '../components/filter-chips.tsx';
import { NoResults } from '../components/no-results.tsx';
import { staffingChips } from '../lib/staffing-chips.ts';
import { answerContext, widenedView, workerRequestUrl } from '../lib/widened-view.ts';
import { parseStaffingParams, staffingListUrl, type StaffingParams } from '../lib/staffing-params.ts';
import type { Route } from './+types/staffing';

export const PAGE_SIZE = 12;

export function meta({ data, matches, location }: Route.MetaArgs) {
  const siteUrl = siteUrlOf(matches);
  const lang = langOfPath(location.pathname);
  const i18n = i18nFor(lang);
  if (!data)
    return seo({
      title: i18n._(msg`Construction workforce in India | BuildMart`),
      description: i18n._(msg`Construction job seekers and workforce agencies across India.`),
      path: '/staffing',
      siteUrl,
      lang,
    });
  return listPageMetaIn(siteUrl, data.seo, [], PAGE_SIZE, lang);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const params = parseStaffingParams(url.searchParams);
  const viewerRole = context.ctx.viewer?.role ?? null;
  // A page past the deepest one served is core's BAD_REQUEST: the boundary's 400 page.
  const input = WorkerListRequest.parse({
    Keyword: params.q || undefined,
    Categories: params.cat,
    Kind: params.kind || undefined,
    Locations: params.loc,
    Near: params.near,
    RadiusKm: params.radius,
    Page: params.page,
    PageSize: PAGE_SIZE,
  });
  const r = await listWorkers(context.ctx, input);
  const answer = answerContext(r);
  // No dead ends: an empty search offers itself widened (docs/decisions/043-no-dead-ends-and-result-headings.md).
  const widened = r.total === 0 ? widenedView(await widenWorkerSearch(context.ctx, input, answer.understood ?? undefined), workerRequestUrl, (w) => w) : null;
  // The heading, title and description in the page's language, worked out here: the browser needs no phrases.
  const seo = staffingListSeo(params, { total: r.total, totalPages: r.totalPages, ...answer }, lang);
  const trades = [...r.data.map((w) => w.Trade), ...(widened?.items ?? []).map((w) => w.Trade), ...(answer.understood?.Trades ?? [])];
  return { params, seo, names: workerNames(lang, trades), items: r.data, total: r.total, totalPages: r.totalPages, viewerRole, answer, widened };
}

const GRID = 'sm:grid-cols-2 xl:grid-cols-3';

const KINDS = [
  ['', msg`All`],
  ['individual', msg`Individuals`],
  ['agency', msg`Agencies`],
] as const;

/** Category chips: each toggles one category (several may be on); the form keeps them as `cat` fields. */
function CategoryChips({
  selected,
  onChange,
  names,
}: {
  selected: readonly WorkerCategory[];
  onChange: (e: React.ChangeEvent<HTMLInputElement>) => void;
  names: WorkerNames | null;
}) {
  return (
    <fieldset key={selected.join(',')}>
      <legend className="text-sm font-medium">
        <Trans>Category</Trans>
      </legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {WORKER_CATEGORIES.map((c) => (
          <label key={c.value} title={names?.hints[c.value] ?? c.hint} className="cursor-pointer">
            <input type="checkbox" name="cat" value={c.value} defaultChecked={selected.includes(c.value)} onChange={onChange} className="peer sr-only" />
            <span className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 font-medium peer-checked:border-navy peer-checked:bg-navy peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-amber-brand peer-focus-visible:ring-offset-2">
              {names?.categories[c.value] ?? c.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The call-to-action of the workforce page (docs/product.md#workforce wording): register, or edit the listing when signed in as a job seeker. */
function ListYourself({ isJobSeeker }: { isJobSeeker: boolean }) {
  return (
    <div className="mt-3 flex flex-col gap-3 rounded-xl bg-navy p-4 text-white sm:flex-row sm:items-center sm:justify-between">
      <p className="font-semibold">
        <Trans>Start listing your resumes with us today!</Trans>
      </p>
      <Link
        to={isJobSeeker ? MANAGE.resume : REGISTER_JOB_SEEKER}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-amber-brand px-4 font-semibold text-navy hover:bg-amber-400"
      >
        {isJobSeeker ? <Trans>Manage my listing</Trans> : <Trans>Register as a job seeker</Trans>}
      </Link>
    </div>
  );
}

/** Workforce (docs/product.md#workforce): job seekers and agencies by category, trade, kind and place; every filter in the URL. */
export default function Staffing({ loaderData }: Route.ComponentProps) {
  const { params, seo, names, items, total, totalPages, viewerRole, answer, widened } = loaderData;
  const view = parseStaffingParams(useViewSearch());
  const to = (p: Partial<StaffingParams>) => staffingListUrl({ ...view, page: 1, ...p });
  const autoSubmit = useAutoSubmit();
  const lang = useLang();
  const local = useLocalPath();
  const { t, i18n } = useLingui();
  const kinds = KINDS.map(([v, label]) => [v, i18n._(label)] as const);
  return (
    <ListPage
      crumb={t`Workforce`}
      title={seo.heading}
      chips={<FilterChips chips={staffingChips(params, answer, lang, names)} clearHref="/staffing" />}
      intro={<ListYourself isJobSeeker={viewerRole === 'JobSeeker'} />}
      action={local('/staffing')}
      resetLabel={t`Reset Filters`}
      total={total}
      noun={total === 1 ? t`listing` : t`listings`}
      page={Math.min(params.page, totalPages)}
      totalPages={totalPages}
      hrefForPage={(n) => staffingListUrl({ ...params, page: n })}
      sort={<NearMeButton hrefFor={(near) => to({ near })} />}
      emptyText={t`No workers or agencies match these filters.`}
      empty={
        widened && (
          <NoResults text={t`No workers or agencies match these filters.`} offers={widened.offers} best={widened.best} nouns={[t`listing`, t`listings`]} gridClassName={GRID}>
            {widened.items.map((w) => (
              <WorkerCard key={w.Id} w={w} names={names} />
            ))}
          </NoResults>
        )
      }
      gridClassName={GRID}
      filters={
        <>
          <KeywordField id="w-q" value={params.q} placeholder={t`Mason, welder, name…`} />
          <CategoryChips selected={view.cat} onChange={autoSubmit} names={names} />
          <RadioGroup legend={t`Listed by`} name="kind" options={kinds} value={view.kind} onChange={autoSubmit} />
          <LocationChips id="w-loc" selected={view.loc} hrefFor={(loc) => to({ loc })} />
          <NearFilter id="w-near" near={view.near} radius={view.radius} onRadiusChange={autoSubmit} />
        </>
      }
    >
      {items.map((w) => (
        <WorkerCard key={w.Id} w={w} names={names} />
      ))}
    </ListPage>
  );
}
