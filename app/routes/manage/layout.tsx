import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet } from 'react-router';
import { NavLink } from '../../i18n/react.tsx';
import { countUnreadEnquiries } from '../../../core/enquiry/list-provider-enquiries.ts';
import { countUnreadRequirements } from '../../../core/requirement/provider-requirements.ts';
import { MANAGE } from '../../../lib/manage-urls.ts';
import type { PageErrorHandle } from '../../lib/page-errors.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import type { Route } from './+types/layout';
import { i18nFor } from '../../i18n/i18n.ts';

// This workspace is English only for now; its English texts travel with its code, like every English text
// (docs/decisions/048-hindi-site.md).

export const PROVIDER_ROLES = ['Vendor', 'Contractor', 'JobSeeker', 'Admin'] as const;

const NAV: Record<string, { to: string; label: MessageDescriptor }[]> = {
  Vendor: [
    { to: MANAGE.equipments, label: msg`Manage Equipments` },
    { to: MANAGE.enquiries, label: msg`Enquiries` },
    { to: MANAGE.requirements, label: msg`Requirements` },
    { to: MANAGE.reviews, label: msg`Reviews` },
    { to: MANAGE.vendorProfile, label: msg`Edit Profile` },
  ],
  Contractor: [
    { to: MANAGE.projects, label: msg`Manage Projects` },
    { to: MANAGE.enquiries, label: msg`Enquiries` },
    { to: MANAGE.requirements, label: msg`Requirements` },
    { to: MANAGE.reviews, label: msg`Reviews` },
    { to: MANAGE.contractorProfile, label: msg`Edit Profile` },
  ],
  JobSeeker: [{ to: MANAGE.resume, label: msg`My Listing` }],
  Admin: [{ to: MANAGE.admin, label: msg`Admin Desk` }],
};

export const meta = () => [{ title: i18nFor('en')._(msg`Manage your listings | BuildMart`) }, { name: 'robots', content: 'noindex' }];

/**
 * What the root boundary's login prompt (401) and refusal (403) call this site, unless a screen names itself.
 * A getter: the words are read once every module (and so this workspace's catalogue) has loaded.
 */
export const handle = {
  get pageError(): PageErrorHandle {
    return { area: i18nFor('en')._(msg`the management site`) };
  },
};

/** The management site's frame (docs/product.md#provider-workspaces): signed-in providers only; the nav follows the role (docs/product.md#roles-and-permissions). */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, PROVIDER_ROLES);
  const provider = viewer.role === 'Vendor' || viewer.role === 'Contractor';
  const [enquiries, requirements] = provider ? await Promise.all([countUnreadEnquiries(context.ctx), countUnreadRequirements(context.ctx)]) : [0, 0];
  return { role: viewer.role, name: viewer.name, unread: { [MANAGE.enquiries]: enquiries, [MANAGE.requirements]: requirements } as Record<string, number> };
}

/** The unread counts are one indexed query each: fresh on every move inside the site (threads are marked read by API calls). */
export const shouldRevalidate = () => true;

export default function ManageLayout({ loaderData }: Route.ComponentProps) {
  const items = NAV[loaderData.role] ?? [];
  const { t, i18n } = useLingui();
  const name = loaderData.name;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:grid lg:grid-cols-[14rem_1fr] lg:gap-8">
      <nav aria-label={t`Workspace`} className="mb-4 lg:mb-0">
        <p className="hidden text-sm text-slate-600 lg:block">
          <Trans>Signed in as {name}</Trans>
        </p>
        <ul className="flex flex-wrap gap-2 lg:mt-3 lg:flex-col">
          {items.map((i) => {
            const unread = loaderData.unread[i.to] ?? 0;
            return (
              <li key={i.to}>
                <NavLink
                  to={i.to}
                  className={({ isActive }) => `block whitespace-nowrap rounded-lg px-3 py-2.5 font-medium ${isActive ? 'bg-navy text-white' : 'hover:bg-surface'}`}
                >
                  {i18n._(i.label)}
                  {unread > 0 && (
                    <span className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-amber-500 px-1.5 text-xs font-bold text-ink" data-testid="unread-badge">
                      {unread}
                      <span className="sr-only">{t` unread`}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
