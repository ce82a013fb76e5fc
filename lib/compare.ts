/**
 * The compare pages' addresses and their `ids=` list (docs/decisions/054-compare.md). Pure: the tray in
 * the browser builds the link, the page's loader reads it back.
 */

/** How many machines (or contractors) one comparison holds: four columns still read on a laptop. */
export const COMPARE_MAX = 4;

export type CompareKind = 'equipment' | 'contractor';

const MAX_ID = 2_147_483_647;

/** `/compare?ids=3,9` (machines) or `/compare/contractors?ids=…`, with `near=` when a place is known. */
export function compareUrl(kind: CompareKind, ids: readonly number[], near?: string): string {
  const q = new URLSearchParams();
  if (ids.length) q.set('ids', ids.join(','));
  if (near) q.set('near', near);
  const query = q.toString().replace(/%2C/g, ',');
  return `${kind === 'equipment' ? '/compare' : '/compare/contractors'}${query ? `?${query}` : ''}`;
}

/**
 * `ids=` as the page reads it: whole numbers separated by commas, duplicates dropped, the first
 * COMPARE_MAX kept. What was dropped is said, not refused: a shared link with one bad id still shows the rest.
 */
export function parseCompareIds(raw: string | null | undefined): { ids: number[]; malformed: number; tooMany: number } {
  const ids: number[] = [];
  let malformed = 0;
  let tooMany = 0;
  for (const part of (raw ?? '').split(',')) {
    const s = part.trim();
    if (!s) continue;
    const n = /^\d{1,10}$/.test(s) ? Number(s) : Number.NaN;
    if (!(n >= 1 && n <= MAX_ID)) malformed++;
    else if (ids.includes(n)) continue;
    else if (ids.length >= COMPARE_MAX) tooMany++;
    else ids.push(n);
  }
  return { ids, malformed, tooMany };
}
