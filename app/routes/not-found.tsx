import { data } from 'react-router';

/** Any address no page answers (in either language): the site's "Page not found" (app/lib/page-errors.ts). */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
