import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../i18n/react.tsx';

/** Prev / "Page N of M" / Next under a management list (the enquiry and requirement inboxes); nothing for one page. */
export function PageNav({ page, totalPages, href }: { page: number; totalPages: number; href: (page: number) => string }) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t`Pages`} className="mt-4 flex items-center justify-between gap-3">
      <PageLink to={href(page - 1)} disabled={page <= 1} label={t`Prev`} />
      <span className="text-sm text-slate-700">
        <Trans>
          Page {page} of {totalPages}
        </Trans>
      </span>
      <PageLink to={href(page + 1)} disabled={page >= totalPages} label={t`Next`} />
    </nav>
  );
}

function PageLink({ to, disabled, label }: { to: string; disabled: boolean; label: string }) {
  const cls = 'flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold';
  return disabled ? (
    <span aria-disabled="true" className={`${cls} opacity-50`}>
      {label}
    </span>
  ) : (
    <Link to={to} className={`${cls} hover:bg-surface`}>
      {label}
    </Link>
  );
}
