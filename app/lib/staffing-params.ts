import { cutText } from '../../lib/text.ts';
import { WORKER_CATEGORY_VALUES, type WorkerCategory, type WorkerKind } from '../../data/workforce.ts';
import { type NearParams, setNearParams } from '../../lib/list-urls.ts';
import { parseNearParams } from './list-params.ts';

/**
 * /staffing URL state. The home tiles send `cat` (general, skilled, unskilled, technician or ALL),
 * `name` and `loc` (ALL = no filter); the page's own filters write `q` (the keyword, `name` read as
 * its alias), `cat` (comma list), `kind`, `loc` (comma list) and `page`.
 */
export type StaffingParams = { q: string; cat: WorkerCategory[]; kind: WorkerKind | ''; loc: string[]; page: number } & NearParams;

const notAll = (v: string) => (/^all$/i.test(v.trim()) ? '' : v.trim());
/** Filter values are cut to the API's cap (100 characters), so a mangled link lists nothing rather than failing. */
const filterValue = (v: string) => cutText(notAll(v), 100).trim();
const list = (search: URLSearchParams, key: string) =>
  [
    ...new Set(
      search
        .getAll(key)
        .flatMap((v) => v.split(','))
        .map(filterValue)
        .filter(Boolean),
    ),
  ].slice(0, 20);

export function parseStaffingParams(search: URLSearchParams): StaffingParams {
  const cat = list(search, 'cat')
    .map((c) => c.toLowerCase())
    .filter((c): c is WorkerCategory => (WORKER_CATEGORY_VALUES as readonly string[]).includes(c));
  const kind = (search.get('kind') ?? '').toLowerCase();
  const page = Number(search.get('page'));
  return {
    q: cutText(notAll(search.get('q') ?? search.get('name') ?? ''), 200),
    // Canonical order, so the same filter is the same URL.
    cat: WORKER_CATEGORY_VALUES.filter((c) => cat.includes(c)),
    kind: kind === 'individual' || kind === 'agency' ? kind : '',
    loc: list(search, 'loc'),
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
    ...parseNearParams(search),
  };
}

/** The URL of a list state; defaults left out. */
export function staffingListUrl(p: Partial<StaffingParams>): string {
  const s = new URLSearchParams();
  if (p.q) s.set('q', p.q);
  if (p.cat?.length) s.set('cat', p.cat.join(','));
  if (p.kind) s.set('kind', p.kind);
  if (p.loc?.length) s.set('loc', p.loc.join(','));
  setNearParams(s, p);
  if (p.page && p.page > 1) s.set('page', String(p.page));
  const qs = s.toString();
  return qs ? `/staffing?${qs}` : '/staffing';
}
