import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { ProvidersQuery, type ProviderRow } from '../../../contract/admin.ts';
import { listProviders } from '../../../core/admin/providers.ts';
import { card, dateTime, Empty, FilterLinks, PageHeader, PagerLinks, SearchForm, StatusPill, useAdminAction, VerifiedBadge } from '../../components/admin/admin-ui.tsx';
import { Button } from '../../components/ui/button.tsx';
import { manageApi } from '../../lib/api-routes-manage.ts';
import { readQuery } from '../../lib/admin-urls.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Route } from './+types/providers';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(ProvidersQuery, request);
  return { query, result: await listProviders(context.ctx, query) };
}

/** Vendors and contractors: search, and grant or take away the verified badge (admins only). */
export default function Providers({ loaderData: { query, result } }: Route.ComponentProps) {
  const { t } = useLingui();
  const vendors = query.kind === 'vendor';
  const count = formatNumber(result.total);
  const q = query.q;
  return (
    <>
      <PageHeader title={t`Providers`} intro={t`The verified badge shows on cards and detail pages. Grant it only after checking the business (GSTIN, address, phone).`} />
      <FilterLinks
        label={t`Provider type`}
        param="kind"
        value={query.kind}
        options={[
          { value: 'vendor', label: t`Vendors` },
          { value: 'contractor', label: t`Contractors` },
        ]}
      />
      <SearchForm label={vendors ? t`Search vendors` : t`Search contractors`} placeholder={t`Company, owner or email`} value={query.q} keep={{ kind: query.kind }} />
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {vendors
          ? t`${plural(result.total, { one: `${count} vendor`, other: `${count} vendors` })}`
          : t`${plural(result.total, { one: `${count} contractor`, other: `${count} contractors` })}`}
        {q ? t` matching “${q}”` : ''}
      </p>
      {result.data.length === 0 ? (
        <Empty>{vendors ? <Trans>No vendors match this search.</Trans> : <Trans>No contractors match this search.</Trans>}</Empty>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {result.data.map((p) => (
            <ProviderCard key={`${p.kind}-${p.id}`} p={p} />
          ))}
        </ul>
      )}
      <PagerLinks page={result.page} total={result.total} pageSize={result.pageSize} />
    </>
  );
}

function ProviderCard({ p }: { p: ProviderRow }) {
  const verify = useAdminAction(manageApi.admin.verify);
  const { t } = useLingui();
  const name = p.name;
  const n = p.listings;
  return (
    <li className={`${card} flex flex-col gap-2`} data-testid="provider-row" data-name={p.name}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="break-words text-lg font-semibold">{p.name}</h2>
        {p.isVerified && <VerifiedBadge />}
        {p.status && <StatusPill status={p.status} />}
      </div>
      <p className="break-words text-sm text-slate-700">
        {p.owner ?? t`No owner name`}
        {p.email ? ` · ${p.email}` : ''}
      </p>
      <p className="text-sm text-slate-600">
        {p.location} · {p.kind === 'vendor' ? t`${plural(n, { one: '# listing', other: '# listings' })}` : t`${plural(n, { one: '# project', other: '# projects' })}`}
        {p.verifiedAt ? t` · verified ${dateTime(p.verifiedAt)}` : ''}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <Button
          variant={p.isVerified ? 'secondary' : 'action'}
          disabled={verify.busy}
          onClick={() => void verify.submit({ kind: p.kind, id: p.id, verified: !p.isVerified })}
          aria-label={p.isVerified ? t`Remove verified badge of ${name}` : t`Verify ${name}`}
        >
          {verify.pending ? t`Saving...` : p.isVerified ? t`Remove verified badge` : t`Verify`}
        </Button>
        {p.publicUrl && (
          <a href={p.publicUrl} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center gap-1 px-2 font-medium text-amber-deep underline">
            <Trans>Public page</Trans> <ExternalLink aria-hidden className="size-4" />
          </a>
        )}
      </div>
    </li>
  );
}
