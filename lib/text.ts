/**
 * Cuts text to `max` UTF-16 units without splitting a surrogate pair. Lives here rather than in
 * contract/common.ts (which re-exports it) so that the list pages' URL parsing in the browser does
 * not pull the schema library into their first load (docs/decisions/038-front-end-budgets.md).
 */
export function cutText(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
