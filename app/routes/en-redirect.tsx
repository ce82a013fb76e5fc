import { redirect } from 'react-router';
import type { Route } from './+types/en-redirect';

/** '/en/…' is the English page's own, unprefixed address (docs/decisions/048-hindi-site.md). */
export function loader({ request }: Route.LoaderArgs): never {
  const url = new URL(request.url);
  throw redirect(`${url.pathname.replace(/^\/en(?=\/|$)/, '') || '/'}${url.search}`, 301);
}

export default function EnglishRedirect() {
  return null;
}
