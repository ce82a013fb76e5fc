import { cutText } from '../../contract/common.ts';

/** A filter value from the address, cut to the API's cap (100 characters), so a mangled link lists nothing rather than failing. */
export const filterValue = (v: string) => cutText(v.trim(), 100).trim();

/** Equipment list URL state (docs/product.md#lists-and-search: q, cat, loc; plus avail, sort, page): parse and build. */
export const EQUIPMENT_SORTS = [
  { value: 'latest', label: 'Latest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'nameasc', label: 'Name A–Z' },
  { value: 'namedesc', label: 'Name Z–A' },
] as const;

export type EquipmentListParams = { q: string; cat: string; loc: string[]; avail: 'all' | 'rent' | 'sale'; sort: string; page: number };

const notAll = (v: string | null) => (v && !/^all(-equipment)?$/i.test(v.trim()) ? v.trim() : '');

export function parseEquipmentParams(search: URLSearchParams): EquipmentListParams {
  const loc = search
    .getAll('loc')
    .flatMap((l) => l.split(','))
    .map(filterValue)
    .filter((l) => l && !/^all$/i.test(l));
  const avail = search.get('avail');
  const sort = search.get('sort') ?? 'latest';
  const page = Number(search.get('page'));
  return {
    q: notAll(search.get('q') ?? search.get('name')),
    cat: notAll(search.get('cat')),
    loc: [...new Set(loc)].slice(0, 20),
    avail: avail === 'rent' || avail === 'sale' ? avail : 'all',
    sort: EQUIPMENT_SORTS.some((s) => s.value === sort) ? sort : 'latest',
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
  };
}

/** The URL of a list state; default values are left out so links stay short and shareable. */
export function equipmentListUrl(p: Partial<EquipmentListParams>): string {
  const s = new URLSearchParams();
  if (p.q) s.set('q', p.q);
  if (p.cat) s.set('cat', p.cat);
  if (p.loc?.length) s.set('loc', p.loc.join(','));
  if (p.avail && p.avail !== 'all') s.set('avail', p.avail);
  if (p.sort && p.sort !== 'latest') s.set('sort', p.sort);
  if (p.page && p.page > 1) s.set('page', String(p.page));
  const qs = s.toString();
  return qs ? `/equipments?${qs}` : '/equipments';
}

/** Previous/next and the first five page numbers (docs/product.md#lists-and-search). */
export function pageButtons(totalPages: number): number[] {
  return Array.from({ length: Math.min(5, totalPages) }, (_, i) => i + 1);
}

/** Contractor list URL state (docs/product.md#lists-and-search: q, type, loc; plus sector, sort, page). Several values are comma lists. */
export type ContractorListParams = { q: string; type: string[]; sector: string[]; loc: string[]; sort: string; page: number };

const list = (search: URLSearchParams, key: string) =>
  [...new Set(search.getAll(key).flatMap((v) => v.split(',')).map(filterValue).filter((v) => v && !/^all$/i.test(v)))].slice(0, 20);

export function parseContractorParams(search: URLSearchParams): ContractorListParams {
  const e = parseEquipmentParams(search);
  return { q: e.q, type: list(search, 'type'), sector: list(search, 'sector'), loc: e.loc, sort: e.sort, page: e.page };
}

export function contractorListUrl(p: Partial<ContractorListParams>): string {
  const s = new URLSearchParams();
  if (p.q) s.set('q', p.q);
  if (p.type?.length) s.set('type', p.type.join(','));
  if (p.sector?.length) s.set('sector', p.sector.join(','));
  if (p.loc?.length) s.set('loc', p.loc.join(','));
  if (p.sort && p.sort !== 'latest') s.set('sort', p.sort);
  if (p.page && p.page > 1) s.set('page', String(p.page));
  const qs = s.toString();
  return qs ? `/contractors?${qs}` : '/contractors';
}
