import { ExternalLink } from 'lucide-react';
import { ProvidersQuery, type ProviderRow } from '../../../contract/admin.ts';
import { listProviders } from '../../../core/admin/providers.ts';
import { card, dateTime, Empty, FilterLinks, PageHeader, PagerLinks, SearchForm, StatusPill, useAdminAction, VerifiedBadge } from '../../components/admin/admin-ui.tsx';
import { Button } from '../../components/ui/button.tsx';
import { api } from '../../lib/api-client.ts';
import { readQuery } from '../../lib/admin-urls.ts';
import type { Route } from './+types/providers';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(ProvidersQuery, request);
  return { query, result: await listProviders(context.ctx, query) };
}

/** Vendors and contractors: search, and grant or take away the verified badge (admins only). */
export default function Providers({ loaderData: { query, result } }: Route.ComponentProps) {
  const noun = query.kind === 'vendor' ? 'vendor' : 'contractor';
  return (
    <>
      <PageHeader title="Providers" intro="The verified badge shows on cards and detail pages. Grant it only after checking the business (GSTIN, address, phone)." />
      <FilterLinks
        label="Provider type"
        param="kind"
        value={query.kind}
        options={[
          { value: 'vendor', label: 'Vendors' },
          { value: 'contractor', label: 'Contractors' },
        ]}
      />
      <SearchForm label={`Search ${noun}s`} placeholder="Company, owner or email" value={query.q} keep={{ kind: query.kind }} />
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {result.total.toLocaleString('en-IN')} {noun}
        {result.total === 1 ? '' : 's'}
        {query.q ? ` matching “${query.q}”` : ''}
      </p>
      {result.data.length === 0 ? (
        <Empty>No {noun}s match this search.</Empty>
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
  const verify = useAdminAction(api.admin.verify);
  return (
    <li className={`${card} flex flex-col gap-2`} data-testid="provider-row" data-name={p.name}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="break-words text-lg font-semibold">{p.name}</h2>
        {p.isVerified && <VerifiedBadge />}
        {p.status && <StatusPill status={p.status} />}
      </div>
      <p className="break-words text-sm text-slate-700">
        {p.owner ?? 'No owner name'}
        {p.email ? ` · ${p.email}` : ''}
      </p>
      <p className="text-sm text-slate-600">
        {p.location} · {p.listings} {p.kind === 'vendor' ? (p.listings === 1 ? 'listing' : 'listings') : p.listings === 1 ? 'project' : 'projects'}
        {p.verifiedAt ? ` · verified ${dateTime(p.verifiedAt)}` : ''}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <Button
          variant={p.isVerified ? 'secondary' : 'action'}
          disabled={verify.busy}
          onClick={() => void verify.submit({ kind: p.kind, id: p.id, verified: !p.isVerified })}
          aria-label={`${p.isVerified ? 'Remove verified badge of' : 'Verify'} ${p.name}`}
        >
          {verify.pending ? 'Saving...' : p.isVerified ? 'Remove verified badge' : 'Verify'}
        </Button>
        {p.publicUrl && (
          <a href={p.publicUrl} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center gap-1 px-2 font-medium text-amber-deep underline">
            Public page <ExternalLink aria-hidden className="size-4" />
          </a>
        )}
      </div>
    </li>
  );
}
