import { Link } from 'react-router';
import { pageButtons } from '../lib/list-params.ts';

/** Previous/next and the first five page buttons (spec §2). */
export function Pagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className="flex min-h-11 items-center rounded-lg border px-4" rel="prev">
          Previous
        </Link>
      )}
      {pageButtons(totalPages).map((n) => (
        <Link
          key={n}
          to={hrefFor(n)}
          aria-current={n === page ? 'page' : undefined}
          className={`flex size-11 items-center justify-center rounded-lg border ${n === page ? 'bg-navy text-white' : ''}`}
        >
          {n}
        </Link>
      ))}
      {page < totalPages && (
        <Link to={hrefFor(page + 1)} className="flex min-h-11 items-center rounded-lg border px-4" rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
