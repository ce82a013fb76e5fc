import { Form, Link, useNavigation, useSubmit } from 'react-router';
import { ContractorListRequest } from '../../contract/public-v3.ts';
import { listContractors } from '../../core/contractor/list-contractors.ts';
import { isAppError } from '../../core/errors.ts';
import { CONTRACTOR_TYPES } from '../../data/contractor-types.ts';
import { WORKING_SECTORS } from '../../data/working-sectors.ts';
import { ContractorCard } from '../components/contractor-card.tsx';
import { Pagination } from '../components/pagination.tsx';
import { CheckboxGroup, KeywordField, SortSelect } from '../components/list-controls.tsx';
import { contractorListSeo } from '../lib/contractor-list-seo.ts';
import { contractorListUrl, parseContractorParams } from '../lib/list-params.ts';
import { listPageMeta } from '../lib/list-seo.ts';
import { seo, siteUrlOf } from '../lib/seo.ts';
import type { Route } from './+types/contractors';

export const PAGE_SIZE = 6;
const CONTRACTOR_TYPE_NAMES = CONTRACTOR_TYPES.map((t) => t.value);
const SECTOR_NAMES = WORKING_SECTORS.map((s) => s.name);

export function meta({ data, matches }: Route.MetaArgs) {
  const siteUrl = siteUrlOf(matches);
  if (!data) return seo({ title: 'Construction contractors in India | BuildMart', description: 'Construction contractors and agencies across India.', path: '/contractors', siteUrl });
  const s = contractorListSeo(data.params, { total: data.total, totalPages: data.totalPages });
  return listPageMeta(siteUrl, s, data.items.map((c) => ({ name: c.CompanyName, path: c.Url })), PAGE_SIZE);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseContractorParams(new URL(request.url).searchParams);
  try {
    const r = await listContractors(
      context.ctx,
      ContractorListRequest.parse({
        Keyword: params.q || undefined,
        ContractorTypes: params.type,
        WorkingSectors: params.sector,
        Locations: params.loc,
        Page: params.page,
        PageSize: PAGE_SIZE,
        SortBy: params.sort,
      }),
    );
    return { params, items: r.data, total: r.total, totalPages: r.totalPages, notice: null as string | null };
  } catch (err) {
    if (!isAppError(err) || err.code !== 'BAD_REQUEST') throw err;
    return { params, items: [], total: 0, totalPages: 1, notice: err.message };
  }
}

/** Contractor list (spec §2): keyword, several types, working sectors and locations, sort and pages — all in the URL. */
export default function Contractors({ loaderData }: Route.ComponentProps) {
  const { params, items, total, totalPages, notice } = loaderData;
  const submit = useSubmit();
  const busy = useNavigation().state === 'loading';
  const autoSubmit = (e: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) => submit(e.currentTarget.form, { preventScrollReset: true });
  const page = Math.min(params.page, totalPages);
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        {`Contractors » Page ${page} of ${totalPages}`}
      </nav>
      <h1 className="mt-1 text-2xl font-bold">Construction contractors</h1>
      <div className="mt-4 grid gap-6 lg:grid-cols-[18rem_1fr]">
        <details className="rounded-xl border border-slate-200 p-4" open>
          <summary className="cursor-pointer font-semibold lg:hidden">Open Filters</summary>
          <Form method="get" action="/contractors" className="mt-3 space-y-4 lg:mt-0" preventScrollReset>
            <KeywordField id="c-q" value={params.q} placeholder="Company, work, city…" />
            <CheckboxGroup legend="Contractor type" name="type" options={CONTRACTOR_TYPE_NAMES} selected={params.type} onChange={autoSubmit} />
            <CheckboxGroup legend="Working sector" name="sector" options={SECTOR_NAMES} selected={params.sector} onChange={autoSubmit} />
            <div>
              <label htmlFor="c-loc" className="block text-sm font-medium">Locations</label>
              <input id="c-loc" name="loc" defaultValue={params.loc.join(', ')} placeholder="Pune, Maharashtra" className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-3" />
            </div>
            <input type="hidden" name="sort" value={params.sort} />
            <Link to="/contractors" className="block text-center text-sm font-medium text-amber-deep underline">Reset Filters</Link>
          </Form>
        </details>
        <section aria-labelledby="c-results">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="c-results" className="text-slate-700" aria-live="polite">
              {busy ? 'Loading…' : `${total.toLocaleString('en-IN')} contractors`}
            </h2>
            <SortSelect value={params.sort} hrefFor={(sort) => contractorListUrl({ ...params, sort, page: 1 })} />
          </div>
          {notice && <p className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900">{notice}</p>}
          {items.length === 0 ? (
            <p className="mt-10 text-center text-lg text-slate-600">No contractors found.</p>
          ) : (
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              {items.map((c) => (
                <ContractorCard key={c.Id} c={c} />
              ))}
            </div>
          )}
          <Pagination page={page} totalPages={totalPages} hrefFor={(n) => contractorListUrl({ ...params, page: n })} />
        </section>
      </div>
    </main>
  );
}
