import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet } from 'react-router';
import { NavLink } from '../../i18n/react.tsx';
import { ADMIN } from '../../lib/admin-urls.ts';
import type { PageErrorHandle } from '../../lib/page-errors.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import type { Route } from './+types/layout';
import { i18nFor } from '../../i18n/i18n.ts';

// This workspace is English only for now; its English texts travel with its code, like every English text
// (docs/decisions/048-hindi-site.md).

const NAV = [
  { to: ADMIN.home, label: msg`Overview`, end: true },
  { to: ADMIN.moderation, label: msg`Moderation` },
  { to: ADMIN.providers, label: msg`Providers` },
  { to: ADMIN.reviews, label: msg`Reviews` },
  { to: ADMIN.users, label: msg`Users` },
  { to: ADMIN.messages, label: msg`Messages` },
  { to: ADMIN.stats, label: msg`Statistics` },
  { to: ADMIN.audit, label: msg`Audit log` },
  { to: ADMIN.jobs, label: msg`Failed jobs` },
];

export const meta = () => [{ title: i18nFor('en')._(msg`Admin Desk | BuildMart`) }, { name: 'robots', content: 'noindex' }];

/**
 * A guest's login prompt and another role's refusal (the root boundary) name the desk. A getter: the
 * words are read once every module (and so this workspace's catalogue) has loaded.
 */
export const handle = {
  get pageError(): PageErrorHandle {
    return { area: i18nFor('en')._(msg`the Admin Desk`) };
  },
};

/** The Admin Desk frame (docs/decisions/017): Admin only; every core call checks again. */
export function loader({ context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, ['Admin']);
  return { name: viewer.name };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const name = loaderData.name;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
      <nav aria-label={t`Admin Desk`} className="mb-5 lg:mb-0">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          <Trans>Admin Desk</Trans>
        </p>
        <p className="hidden text-sm text-slate-600 lg:block">
          <Trans>Signed in as {name}</Trans>
        </p>
        <ul className="mt-2 flex flex-wrap gap-2 lg:mt-3 lg:flex-col lg:gap-1">
          {NAV.map((i) => (
            <li key={i.to}>
              <NavLink
                to={i.to}
                end={i.end}
                className={({ isActive }) =>
                  `flex min-h-11 items-center whitespace-nowrap rounded-lg border px-3 font-medium lg:border-0 ${isActive ? 'border-navy bg-navy text-white' : 'border-slate-200 bg-white hover:bg-surface'}`
                }
              >
                {i18n._(i.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="min-w-0">
        <Outlet />
      </main>
    </div>
  );
}
