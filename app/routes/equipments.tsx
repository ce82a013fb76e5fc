import { X } from 'lucide-react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';
import { EquipmentListRequest } from '../../contract/public-v3.ts';
import { listEquipment } from '../../core/equipment/list-equipment.ts';
import { isAppError } from '../../core/errors.ts';
import { categoryByNameOrSlug, EQUIPMENT_CATEGORIES } from '../../data/equipment-catalogue.ts';
import { EquipmentCard } from '../components/equipment-card.tsx';
import { Pagination } from '../components/pagination.tsx';
import { KeywordField, SortSelect } from '../components/list-controls.tsx';
import { equipmentListUrl, parseEquipmentParams } from '../lib/list-params.ts';
import type { Route } from './+types/equipments';

export const PAGE_SIZE = 6;

export function meta({ data }: Route.MetaArgs) {
  const cat = data?.params.cat ? categoryByNameOrSlug(data.params.cat)?.name : undefined;
  const title = `${cat ?? 'Construction equipment'} for rent and sale${data && data.params.page > 1 ? ` — page ${data.params.page}` : ''} | BuildMart`;
  return [
    { title },
    { name: 'description', content: `${data?.total.toLocaleString('en-IN') ?? ''} ${cat ?? 'construction equipment'} listings across India: excavators, cranes, mixers and more, with rates and owners' details.` },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseEquipmentParams(new URL(request.url).searchParams);
  const category = params.cat && categoryByNameOrSlug(params.cat) ? params.cat : '';
  try {
    const r = await listEquipment(
      context.ctx,
      EquipmentListRequest.parse({
        Keyword: params.q || undefined,
        Category: category || undefined,
        Location: params.loc,
        AvailableForRent: params.avail === 'rent' || undefined,
        AvailableForSale: params.avail === 'sale' || undefined,
        Page: params.page,
        PageSize: PAGE_SIZE,
        SortBy: params.sort,
      }),
    );
    return { params: { ...params, cat: category }, items: r.data, total: r.total, totalPages: r.totalPages, corrections: r.corrections ?? null, notice: null as string | null };
  } catch (err) {
    if (!isAppError(err) || err.code !== 'BAD_REQUEST') throw err;
    return { params: { ...params, cat: category }, items: [], total: 0, totalPages: 1, corrections: null, notice: err.message };
  }
}

/** Equipment list (spec §2): every filter lives in the URL, so a page can be shared, reloaded and rendered by the server. */
export default function Equipments({ loaderData }: Route.ComponentProps) {
  const { params, items, total, totalPages, corrections, notice } = loaderData;
  const submit = useSubmit();
  const busy = useNavigation().state === 'loading';
  const autoSubmit = (e: React.ChangeEvent<HTMLSelectElement | HTMLInputElement>) => submit(e.currentTarget.form, { preventScrollReset: true });
  const page = Math.min(params.page, totalPages);
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        {`Equipment » Page ${page} of ${totalPages}`}
      </nav>
      <h1 className="mt-1 text-2xl font-bold">Construction equipment</h1>
      <div className="mt-4 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <details className="rounded-xl border border-slate-200 p-4 lg:block" open>
          <summary className="cursor-pointer font-semibold lg:hidden">Open Filters</summary>
          <Form method="get" action="/equipments" className="mt-3 space-y-4 lg:mt-0" preventScrollReset>
            <KeywordField id="f-q" value={params.q} placeholder="Excavator, JCB, crane…" />
            <div>
              <label htmlFor="f-cat" className="block text-sm font-medium">
                Category
              </label>
              <select id="f-cat" name="cat" defaultValue={params.cat} onChange={autoSubmit} className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-2">
                <option value="">All Equipment</option>
                {EQUIPMENT_CATEGORIES.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.short}
                  </option>
                ))}
              </select>
            </div>
            <fieldset>
              <legend className="text-sm font-medium">Availability</legend>
              {(['all', 'rent', 'sale'] as const).map((a) => (
                <label key={a} className="mr-4 inline-flex min-h-11 items-center gap-2">
                  <input type="radio" name="avail" value={a} defaultChecked={params.avail === a} onChange={autoSubmit} />
                  {a === 'all' ? 'All' : a === 'rent' ? 'Rental' : 'Sale'}
                </label>
              ))}
            </fieldset>
            <div>
              <label htmlFor="f-loc" className="block text-sm font-medium">
                Locations
              </label>
              <input id="f-loc" name="loc" defaultValue={params.loc.join(', ')} placeholder="Pune, Mumbai" className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-3" />
              <ul className="mt-2 flex flex-wrap gap-2">
                {params.loc.map((l) => (
                  <li key={l}>
                    <Link
                      to={equipmentListUrl({ ...params, loc: params.loc.filter((x) => x !== l), page: 1 })}
                      preventScrollReset
                      className="inline-flex min-h-9 items-center gap-1 rounded-full bg-surface px-3 text-sm"
                      aria-label={`Remove ${l}`}
                    >
                      {l} <X aria-hidden className="size-3" />
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <input type="hidden" name="sort" value={params.sort} />
            <Link to="/equipments" className="block text-center text-sm font-medium text-amber-deep underline">
              Reload List
            </Link>
          </Form>
        </details>
        <section aria-labelledby="results-title" id="results">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-title" className="text-slate-700" aria-live="polite">
              {busy ? 'Loading…' : `${total.toLocaleString('en-IN')} machines`}
              {corrections && <span className="ml-2 text-sm">(showing results for {Object.values(corrections).join(' ')})</span>}
            </h2>
            <SortSelect value={params.sort} hrefFor={(sort) => equipmentListUrl({ ...params, sort, page: 1 })} />
          </div>
          {notice && <p className="mt-4 rounded-lg bg-amber-50 p-3 text-amber-900">{notice}</p>}
          {items.length === 0 ? (
            <p className="mt-10 text-center text-lg text-slate-600">No equipments found.</p>
          ) : (
            <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {items.map((e, i) => (
                <EquipmentCard key={e.Id} e={e} priority={i === 0} />
              ))}
            </div>
          )}
          <Pagination page={page} totalPages={totalPages} hrefFor={(n) => equipmentListUrl({ ...params, page: n })} />
        </section>
      </div>
    </main>
  );
}
