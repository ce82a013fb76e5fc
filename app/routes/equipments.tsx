import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EquipmentListRequest } from '../../contract/public-v3.ts';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { listEquipment } from '../../core/equipment/list-equipment.ts';
import { redirect } from 'react-router';
import { catalogueItemBySlug, catalogueSlug, categoryByNameOrSlug } from '../../data/equipment-catalogue.ts';
import { newRequirementUrl } from '../../lib/urls.ts';
import { SEARCH_KIND_PARAM } from '../components/search/search-form.tsx';
import { emptySearchUrl, searchUrl } from '../lib/links.ts';
import { CategoryFilter } from '../components/category-filter.tsx';
import { equipmentCardView } from '../lib/card-views.ts';
import { EquipmentCard } from '../components/equipment-card.tsx';
import { equipmentListSeo } from '../lib/equipment-list-seo.ts';
import { listPageMeta } from '../lib/list-seo.ts';
import { seo, siteUrlOf } from '../lib/seo.ts';
import { KeywordField, RadioGroup, SortSelect } from '../components/list-controls.tsx';
import { MaxDailyRateField } from '../components/max-daily-rate-field.tsx';
import { ListPage, useAutoSubmit, useViewSearch } from '../components/list-page.tsx';
import { LocationChips } from '../components/location-chips.tsx';
import { NearFilter } from '../components/near-filter.tsx';
import { NearMeButton } from '../components/near-me-button.tsx';
import { parseEquipmentParams, sortInEffect } from '../lib/list-params.ts';
import { equipmentListUrl, type EquipmentListParams } from '../../lib/list-urls.ts';
import { widenEquipmentSearch } from '../../core/search/widen.ts';
import { FilterChips } from '../components/filter-chips.tsx';
import { NoResults } from '../components/no-results.tsx';
import { equipmentChips } from '../lib/filter-chips.ts';
import { chipNames } from '../lib/chip-names.ts';
import { answerContext, equipmentRequestUrl, widenedView } from '../lib/widened-view.ts';
import { PostRequirementLink } from '../components/post-requirement-link.tsx';
import type { Route } from './+types/equipments';
import { CompareTrayHost } from '../components/compare-tray-host.tsx';
import { SaveSearchButton } from '../components/save-search-button.tsx';
import { savedSearchName } from '../lib/saved-search-name.ts';

export const PAGE_SIZE = 6;

export function meta({ data, matches, location }: Route.MetaArgs) {
  const siteUrl = siteUrlOf(matches);
  const lang = langOfPath(location.pathname);
  const i18n = i18nFor(lang);
  if (!data)
    return seo({
      title: i18n._(msg`Construction equipment for rent and sale | BuildMart`),
      description: i18n._(msg`Construction equipment for rent and sale across India.`),
      path: '/equipments',
      siteUrl,
      lang,
    });
  return listPageMeta(
    siteUrl,
    data.seo,
    data.items.map((e) => ({ name: e.Name, path: e.Url })),
    PAGE_SIZE,
    lang,
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = url.searchParams;
  const lang = langOfPath(url.pathname);
  // The home search sent without JavaScript (kind, loc, q): on to the address the script would have opened.
  const kind = search.get(SEARCH_KIND_PARAM);
  if (kind !== null) {
    const [q, loc] = [search.get('q') ?? '', search.get('loc') ?? ''];
    throw redirect(q.trim() || loc.trim() ? searchUrl(kind === 'contractor' ? 'contractor' : 'equipment', q, loc, lang) : emptySearchUrl(lang));
  }
  const params = parseEquipmentParams(search);
  const category = params.cat && categoryByNameOrSlug(params.cat) ? params.cat : '';
  // A page past the deepest one served ('That page is too deep…') is core's BAD_REQUEST: the boundary's 400 page.
  const input = EquipmentListRequest.parse({
    Keyword: params.q || undefined,
    Category: category || undefined,
    Location: params.loc,
    AvailableForRent: params.avail === 'rent' || undefined,
    AvailableForSale: params.avail === 'sale' || undefined,
    Near: params.near,
    RadiusKm: params.radius,
    MaxDailyRate: params.maxday,
    Page: params.page,
    PageSize: PAGE_SIZE,
    SortBy: params.sort || undefined,
  });
  const r = await listEquipment(context.ctx, input);
  const answer = answerContext(r);
  // No dead ends: an empty search offers itself widened (docs/decisions/043-no-dead-ends-and-result-headings.md).
  const widened = r.total === 0 ? widenedView(await widenEquipmentSearch(context.ctx, input, answer.understood ?? undefined), equipmentRequestUrl, equipmentCardView, lang) : null;
  const shown = { ...params, cat: category };
  // Heading, title and chips are worded here, in the page's language: the catalogue's and places' Hindi
  // names stay on the server (docs/decisions/048-hindi-site.md).
  const listSeo = equipmentListSeo(shown, { total: r.total, totalPages: r.totalPages, ...answer }, lang);
  return {
    seo: listSeo,
    savedName: savedSearchName(listSeo.heading, r.total, lang, params.maxday),
    chips: equipmentChips(shown, answer, chipNames(lang)),
    params: shown,
    items: r.data.map(equipmentCardView),
    total: r.total,
    totalPages: r.totalPages,
    corrections: r.corrections ?? null,
    sort: sortInEffect(params.sort, r.understood?.Keyword, params.near),
    answer,
    widened,
    // The requirement form for what this list is about: a keyword naming a machine type, the one place chosen.
    postUrl: newRequirementUrl({ machine: catalogueItemBySlug(catalogueSlug(params.q))?.slug, site: params.near || (params.loc.length === 1 ? params.loc[0] : undefined) }),
  };
}

const GRID = 'sm:grid-cols-2 xl:grid-cols-3';

const AVAILABILITY = [
  ['all', msg`All`],
  ['rent', msg`Rental`],
  ['sale', msg`Sale`],
] as const;

/** Equipment list (docs/product.md#lists-and-search): every filter lives in the URL, so a page can be shared, reloaded and rendered by the server. */
export default function Equipments({ loaderData }: Route.ComponentProps) {
  const { seo: s, chips, params, items, total, totalPages, corrections, sort, widened } = loaderData;
  const { t, i18n } = useLingui();
  // The controls show the state being loaded; links are built from it, so quick changes add up.
  const view = parseEquipmentParams(useViewSearch());
  const cat = categoryByNameOrSlug(view.cat)?.slug ?? '';
  const to = (p: Partial<EquipmentListParams>) => equipmentListUrl({ ...view, cat, page: 1, ...p });
  const autoSubmit = useAutoSubmit();
  return (
    <ListPage
      after={<CompareTrayHost kind="equipment" />}
      crumb={t`Equipment`}
      title={s.heading}
      intro={<PostRequirementLink to={loaderData.postUrl} />}
      save={<SaveSearchButton kind="equipment" name={loaderData.savedName} />}
      chips={<FilterChips chips={chips} clearHref="/equipments" />}
      action="/equipments"
      resetLabel={t`Reload List`}
      total={total}
      noun={t`machines`}
      page={Math.min(params.page, totalPages)}
      totalPages={totalPages}
      hrefForPage={(n) => equipmentListUrl({ ...params, page: n })}
      sort={
        <div className="flex min-w-0 items-center gap-2">
          <NearMeButton hrefFor={(near) => to({ near, sort: view.q ? 'distance' : '' })} />
          <SortSelect value={view.sort} inEffect={sort} relevance={!!view.q} near={Boolean(view.near)} prices hrefFor={(s) => to({ sort: s })} />
        </div>
      }
      aside={
        corrections && (
          <span className="ml-2 text-sm">
            <Trans>
              (showing results for <span data-typed>{Object.values(corrections).join(' ')}</span>)
            </Trans>
          </span>
        )
      }
      emptyText={t`No equipments found.`}
      empty={
        widened && (
          <NoResults text={t`No equipments found.`} offers={widened.offers} best={widened.best} nouns={[t`machine`, t`machines`]} gridClassName={GRID}>
            {widened.items.map((e) => (
              <EquipmentCard key={e.Id} e={e} />
            ))}
          </NoResults>
        )
      }
      gridClassName={GRID}
      filters={
        <>
          <KeywordField id="f-q" value={params.q} placeholder={t`Excavator, JCB, crane…`} />
          <CategoryFilter selected={cat} hrefFor={(c) => to({ cat: c })} />
          <RadioGroup legend={t`Availability`} name="avail" options={AVAILABILITY.map(([v, label]) => [v, i18n._(label)] as const)} value={view.avail} onChange={autoSubmit} />
          <MaxDailyRateField id="f-maxday" value={view.maxday} />
          <LocationChips id="f-loc" selected={view.loc} hrefFor={(loc) => to({ loc })} />
          <NearFilter id="f-near" near={view.near} radius={view.radius} onRadiusChange={autoSubmit} />
        </>
      }
    >
      {items.map((e, i) => (
        <EquipmentCard key={e.Id} e={e} priority={i === 0} />
      ))}
    </ListPage>
  );
}
