import { Form, Link, useNavigation, useSubmit } from 'react-router';
import { ContractorListRequest } from '../../contract/public-v3.ts';
import { listContractors } from '../../core/contractor/list-contractors.ts';
import { isAppError } from '../../core/errors.ts';
import { CONTRACTOR_TYPES } from '../../data/contractor-types.ts';
import { WORKING_SECTORS } from '../../data/working-sectors.ts';
import { ContractorCard } from '../components/contractor-card.tsx';
import { Pagination } from '../components/pagination.tsx';
import { contractorListUrl, EQUIPMENT_SORTS, parseContractorParams } from '../lib/list-params.ts';
import type { Route } from './+types/contractors';

export const PAGE_SIZE = 6;

export function meta({ data }: Route.MetaArgs) {
  const what = data?.params.type.length === 1 ? `${data.params.type[0]}s` : 'Construction contractors';
  return [
    { title: `${what} in India${data && data.params.page > 1 ? ` — page ${data.params.page}` : ''} | BuildMart` },
    { name: 'description', content: `${data?.total.toLocaleString('en-IN') ?? ''} contractors and agencies: civil, building, industrial, electrical and more, with projects and reviews.` },
  ];
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
            <div>
              <label htmlFor="c-q" className="block text-sm font-medium">Keyword</label>
              <div className="mt-1 flex gap-2">
                <input id="c-q" name="q" defaultValue={params.q} placeholder="Company, work, city…" className="min-h-11 w-full rounded-lg border border-slate-300 px-3" />
                <button type="submit" className="rounded-lg bg-amber-brand px-3 font-semibold text-navy">Search</button>
              </div>
            </div>
            <fieldset>
              <legend className="text-sm font-medium">Contractor type</legend>
              <div className="mt-1 max-h-48 overflow-y-auto rounded-lg border border-slate-200 p-2">
                {CONTRACTOR_TYPES.map((t) => (
                  <label key={t.value} className="flex min-h-9 items-center gap-2 text-sm">
                    <input type="checkbox" name="type" value={t.value} defaultChecked={params.type.includes(t.value)} onChange={autoSubmit} />
                    {t.label}
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="text-sm font-medium">Working sector</legend>
              <div className="mt-1 max-h-48 overflow-y-auto rounded-lg border border-slate-200 p-2">
                {WORKING_SECTORS.map((s) => (
                  <label key={s.slug} className="flex min-h-9 items-center gap-2 text-sm">
                    <input type="checkbox" name="sector" value={s.name} defaultChecked={params.sector.includes(s.name)} onChange={autoSubmit} />
                    {s.name}
                  </label>
                ))}
              </div>
            </fieldset>
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
            <Form method="get" action="/contractors" preventScrollReset>
              {params.q && <input type="hidden" name="q" value={params.q} />}
              {params.type.length > 0 && <input type="hidden" name="type" value={params.type.join(',')} />}
              {params.sector.length > 0 && <input type="hidden" name="sector" value={params.sector.join(',')} />}
              {params.loc.length > 0 && <input type="hidden" name="loc" value={params.loc.join(',')} />}
              <label htmlFor="c-sort" className="mr-2 text-sm">Sort</label>
              <select id="c-sort" name="sort" defaultValue={params.sort} onChange={autoSubmit} className="min-h-11 rounded-lg border border-slate-300 px-2">
                {EQUIPMENT_SORTS.map((s) => (
                  <option key={s.value} value={s.value}>{s.label}</option>
                ))}
              </select>
            </Form>
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
