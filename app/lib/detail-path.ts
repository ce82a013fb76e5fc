import { redirect } from 'react-router';
import { langOfPath, pathIn } from '../i18n/lang.ts';

/** The id at the end of a detail path segment: 'jcb-3dx--42', 'jcb-3dx-42' or '42'. */
export function idFromSegment(segment: string | undefined): number | undefined {
  const m = /(?:^|-)(\d{1,10})$/.exec(segment ?? '');
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * Detail pages live at one canonical path; other forms ({slug}-{id}, {id}, an old slug) move
 * there permanently, keeping the query string.
 */
export function ensureCanonical(request: Request, canonical: string): void {
  const url = new URL(request.url);
  // In the language asked for: '/hi/equipment/42' moves to the Hindi canonical path (docs/decisions/048-hindi-site.md).
  const target = pathIn(canonical, langOfPath(url.pathname));
  if (url.pathname !== target) throw redirect(target + url.search, 301);
}
