import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ContractorListRequest } from '../../contract/public-v3.ts';
import { listContractors } from '../../core/contractor/list-contractors.ts';
import { CONTRACTOR_TYPES } from '../../data/contractor-types.ts';
import { ALL_SECTOR_NAMES, WORKING_SECTORS } from '../../data/working-sectors.ts';
import { contractorCardView } from '../lib/card-views.ts';
import { ContractorCard } from '../components/contractor-card.tsx';
import { contractorListSeo } from '../lib/contractor-list-seo.ts';
import { contractorCardIn, optionNames } from '../lib/card-names.ts';
import { listPageMetaIn } from '../lib/list-meta-in.ts';
import { seo, siteUrlOf } from '../lib/seo.ts';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { useLang, useLocalPath } from '../i18n/react.tsx';
import { formatNumber } from '../lib/format.ts';
import { KeywordField, SearchableChecklist, SortSelect } from '../components/list-controls.tsx';
import { ListPage, useAutoSubmit, useViewSearch } from '../components/list-page.tsx';
import { LocationChips } from '../components/location-chips.tsx';
import { NearFilter } from '../components/near-filter.tsx';
import { NearMeButton } from '../components/near-me-button.tsx';
import { parseContractorParams, sortInEffect } from '../lib/list-params.ts';
import { contractorListUrl, type ContractorListParams, type LongFilter } from '../../lib/list-urls.ts';
import { newRequirementUrl } from '../../lib/urls.ts';
import { widenContractorSearch } from '../../core/search/widen.ts';
import { FilterChips } from '../components/filter-chips.tsx';
import { NoResults } from '../components/no-results.tsx';
import { contractorChips, type FilterChip } from '../lib/filter-chips.ts';
import { answerContext, contractorRequestUrl, widenedView } from '../lib/widened-view.ts';
import { PostRequirementLink } from '../components/post-requirement-link.tsx';
import type { Route } from './+types/contractors';
import { CompareTrayHost } from '../components/compare-tray-host.tsx';
import { SaveSearchButton } from '../components/save-search-button.tsx';
import { savedSearchName } from '../lib/saved-search-name.ts';

export const PAGE_SIZE = 6;
const TYPE_GROUPS = CONTRACTOR_TYPES.map((t) => ({ value: t.value }));
const ALL_TYPES = CONTRACTOR_TYPES.map((t) => t.value);
const SECTOR_GROUPS = WORKING_SECTORS.map((s) => ({ value: s.name, children: s.subcategories }));
/**
 * Both long lists arrive folded to their first 8 options (the home tiles' types come first) plus the chosen
 * ones, sector subcategories closed (docs/decisions/037-pages-before-javascript.md).
 */
const SHOWN = 8;
const SUBCATEGORIES = ALL_SECTOR_NAMES.length - WORKING_SECTORS.length;

export function meta({ data, matches, location }: Route.MetaArgs) {
  const siteUrl = siteUrlOf(matches);
  const lang = langOfPath(location.pathname);
  const i18n = i18nFor(lang);
  if (!data)
    return seo({
      title: i18n._(msg`Construction contractors in India | BuildMart`),
      description: i18n._(msg`Construction contractors and agencies across India.`),
      path: '/contractors',
      siteUrl,
      lang,
    });
  return listPageMetaIn(
    siteUrl,
    data.seo,
    data.items.map((c) => ({ name: c.CompanyName, path: c.Url })),
    PAGE_SIZE,
    lang,
  );
}

/** The chips of catalogue values (types, sectors, a type the keyword was understood as) in the page's language. */
function chipsIn(chips: FilterChip[], names: Record<string, string> | null): FilterChip[] {
  if (!names) return chips;
  return chips.map((c) => (/^(type|sector|u:contractorType):/.test(c.key) && names[c.label] ? { ...c, label: names[c.label] } : c));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const params = parseContractorParams(url.searchParams);
  // A page past the deepest one served is core's BAD_REQUEST: the boundary's 400 page.
  const input = ContractorListRequest.parse({
    Keyword: params.q || undefined,
    ContractorTypes: params.type,
    WorkingSectors: params.sector,
    Locations: params.loc,
    Near: params.near,
    RadiusKm: params.radius,
    Page: params.page,
    PageSize: PAGE_SIZE,
    SortBy: params.sort || undefined,
  });
  const r = await listContractors(context.ctx, input);
  const answer = answerContext(r);
  // No dead ends: an empty search offers itself widened (docs/decisions/043-no-dead-ends-and-result-headings.md).
  const cardView = (c: Parameters<typeof contractorCardView>[0]) => contractorCardIn(contractorCardView(c), lang);
  const widened = r.total === 0 ? widenedView(await widenContractorSearch(context.ctx, input, answer.understood ?? undefined), contractorRequestUrl, cardView) : null;
  const seo = contractorListSeo(params, { total: r.total, totalPages: r.totalPages, ...answer }, lang);
  return {
    params,
    // The heading, title and description, and the catalogue's names, in the page's language: worked out
    // here, so the browser needs neither the phrases nor the Hindi catalogue (docs/decisions/038-front-end-budgets.md).
    seo,
    savedName: savedSearchName(seo.heading, r.total, lang),
    names: lang === 'en' ? null : { ...optionNames('contractorType', ALL_TYPES, lang), ...optionNames('sector', ALL_SECTOR_NAMES, lang) },
    items: r.data.map(cardView),
    total: r.total,
    totalPages: r.totalPages,
    sort: sortInEffect(params.sort, r.understood?.Keyword, params.near),
    answer,
    widened,
    // The requirement form for the one contractor type and place chosen.
    postUrl: newRequirementUrl({ contractor: params.type.length === 1 ? params.type[0] : undefined, site: params.near || (params.loc.length === 1 ? params.loc[0] : undefined) }),
  };
}

/** Contractor list (docs/product.md#lists-and-search): keyword, several types, working sectors and locations, sort and pages — all in the URL. */
export default function Contractors({ loaderData }: Route.ComponentProps) {
  const { params, seo, names, items, total, totalPages, sort, answer, widened } = loaderData;
  const view = parseContractorParams(useViewSearch());
  const to = (p: Partial<ContractorListParams>) => contractorListUrl({ ...view, page: 1, ...p });
  const autoSubmit = useAutoSubmit();
  const lang = useLang();
  const local = useLocalPath();
  const { t } = useLingui();
  const label = (v: string) => names?.[v] ?? v;
  const types = formatNumber(TYPE_GROUPS.length, lang);
  const sectors = formatNumber(SECTOR_GROUPS.length, lang);
  const subcategories = formatNumber(SUBCATEGORIES, lang);
  const more = view.more ?? [];
  // The same list with one more filter open in full: the "Show all" link without JavaScript (it keeps the page).
  const moreHref = (m: LongFilter) => contractorListUrl({ ...view, more: [...more, m] });
  return (
    <ListPage
      after={<CompareTrayHost kind="contractor" />}
      crumb={t`Contractors`}
      title={seo.heading}
      intro={<PostRequirementLink to={loaderData.postUrl} />}
      save={<SaveSearchButton kind="contractor" name={loaderData.savedName} />}
      chips={<FilterChips chips={chipsIn(contractorChips(params, answer), names)} clearHref="/contractors" />}
      action={local('/contractors')}
      resetLabel={t`Reset Filters`}
      total={total}
      noun={total === 1 ? t`contractor` : t`contractors`}
      page={Math.min(params.page, totalPages)}
      totalPages={totalPages}
      hrefForPage={(n) => contractorListUrl({ ...params, page: n })}
      sort={
        <div className="flex min-w-0 items-center gap-2">
          <NearMeButton hrefFor={(near) => to({ near, sort: view.q ? 'distance' : '' })} />
          <SortSelect value={view.sort} inEffect={sort} relevance={!!view.q} near={Boolean(view.near)} hrefFor={(s) => to({ sort: s })} />
        </div>
      }
      emptyText={t`No contractors found.`}
      empty={
        widened && (
          <NoResults text={t`No contractors found.`} offers={widened.offers} best={widened.best} nouns={[t`contractor`, t`contractors`]} gridClassName="md:grid-cols-2">
            {widened.items.map((c) => (
              <ContractorCard key={c.Id} c={c} />
            ))}
          </NoResults>
        )
      }
      gridClassName="md:grid-cols-2"
      filters={
        <>
          <KeywordField id="c-q" value={params.q} placeholder={t`Company, work, city…`} />
          <SearchableChecklist
            legend={t`Contractor type`}
            name="type"
            groups={TYPE_GROUPS}
            labelOf={label}
            selected={view.type}
            onChange={autoSubmit}
            limit={SHOWN}
            full={more.includes('types')}
            moreHref={moreHref('types')}
            moreLabel={t`Show all ${types} types`}
          />
          <SearchableChecklist
            legend={t`Working sector`}
            name="sector"
            groups={SECTOR_GROUPS}
            labelOf={label}
            selected={view.sector}
            onChange={autoSubmit}
            limit={SHOWN}
            full={more.includes('sectors')}
            moreHref={moreHref('sectors')}
            moreLabel={t`Show all ${sectors} sectors and ${subcategories} subcategories`}
          />
          <LocationChips id="c-loc" selected={view.loc} hrefFor={(loc) => to({ loc })} />
          <NearFilter id="c-near" near={view.near} radius={view.radius} onRadiusChange={autoSubmit} />
          {/* A list opened in full stays open after the form is sent. */}
          {more.length > 0 && <input type="hidden" name="more" value={more.join(',')} />}
        </>
      }
    >
      {items.map((c) => (
        <ContractorCard key={c.Id} c={c} />
      ))}
    </ListPage>
  );
}
