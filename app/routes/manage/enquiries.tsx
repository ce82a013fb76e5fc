import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Inbox } from 'lucide-react';
import { Link } from '../../i18n/react.tsx';
import { InboxQuery, INBOX_PAGE_SIZE } from '../../../contract/contractor.ts';
import { listProviderEnquiries } from '../../../core/enquiry/list-provider-enquiries.ts';
import { StatusBadge } from '../../components/client/list-parts.tsx';
import { cardDateTime } from '../../lib/client-area.ts';
import { cutText } from '../../lib/format.ts';
import { MANAGE } from '../../../lib/manage-urls.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import { PageNav } from '../../components/manage/page-nav.tsx';
import type { Route } from './+types/enquiries';
import { i18nFor } from '../../i18n/i18n.ts';

export const meta = () => [{ title: i18nFor('en')._(msg`Enquiries | BuildMart`) }, { name: 'robots', content: 'noindex' }];

const FILTERS = [
  { value: 'all', label: msg`All`, inSummary: msg`all` },
  { value: 'new', label: msg`New`, inSummary: msg`new` },
  { value: 'in_progress', label: msg`In progress`, inSummary: msg`in progress` },
  { value: 'closed', label: msg`Closed`, inSummary: msg`closed` },
] as const;

/** Status and page live in the URL (?status=&page=), so Back and reload keep them. A bad value falls back to the defaults. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, ['Vendor', 'Contractor']);
  const sp = new URL(request.url).searchParams;
  const parsed = InboxQuery.safeParse({ status: sp.get('status') ?? undefined, page: sp.get('page') ?? undefined, pageSize: INBOX_PAGE_SIZE });
  const q = parsed.success ? parsed.data : InboxQuery.parse({});
  const r = await listProviderEnquiries(context.ctx, q);
  return { ...r, status: q.status, page: q.page, totalPages: Math.max(1, Math.ceil(r.total / q.pageSize)), role: viewer.role };
}

const href = (status: string, page = 1) => {
  const sp = new URLSearchParams();
  if (status !== 'all') sp.set('status', status);
  if (page > 1) sp.set('page', String(page));
  const s = sp.toString();
  return s ? `${MANAGE.enquiries}?${s}` : MANAGE.enquiries;
};

/** The provider inbox (docs/product.md#provider-inbox): enquiries addressed to this vendor or contractor, newest first, unread ones marked. */
export default function EnquiriesScreen({ loaderData: d }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const filter = FILTERS.find((f) => f.value === d.status);
  const unread = d.unread;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">
        <Trans>Enquiries</Trans>
      </h1>
      <p className="text-sm text-slate-600" data-testid="inbox-summary">
        {t`${plural(d.total, { one: '# enquiry', other: '# enquiries' })}`}
        {d.status !== 'all' && filter ? ` ${i18n._(filter.inSummary)}` : ''} · {t`${unread} unread`}
      </p>

      <nav aria-label={t`Filter by status`} className="-mx-4 mt-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {FILTERS.map((f) => (
            <li key={f.value}>
              <Link
                to={href(f.value)}
                aria-current={f.value === d.status ? 'page' : undefined}
                className={`flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-semibold ${f.value === d.status ? 'border-navy bg-navy text-white' : 'border-slate-300 text-slate-700 hover:bg-surface'}`}
              >
                {i18n._(f.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {d.data.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <Inbox aria-hidden className="mx-auto size-10 text-slate-400" />
          <p className="mt-2 font-semibold">{d.status === 'all' ? t`No enquiries yet.` : t`No enquiries with this status.`}</p>
          <p className="mt-1 text-slate-600">
            {d.role === 'Vendor'
              ? t`When a client asks about one of your machines, it appears here and we email you.`
              : t`When a client contacts you from your public page, it appears here and we email you.`}
          </p>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200" aria-label={t`Enquiries`}>
          {d.data.map((e) => (
            <li key={e.Id} data-testid="inbox-item" data-unread={e.Unread ? 'true' : 'false'}>
              <Link to={MANAGE.enquiry(e.Id)} className={`flex gap-3 p-4 hover:bg-surface ${e.Unread ? 'bg-amber-50/60' : ''}`}>
                <span aria-hidden className={`mt-2 size-2.5 shrink-0 rounded-full ${e.Unread ? 'bg-amber-deep' : 'bg-transparent'}`} />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className={`break-words ${e.Unread ? 'font-bold text-ink' : 'font-semibold text-slate-800'}`}>
                      {e.Unread && <span className="sr-only">{t`Unread: `}</span>}
                      {e.Subject}
                    </span>
                    <time dateTime={e.CreatedAt} className="text-xs text-slate-600">
                      {cardDateTime(e.CreatedAt)}
                    </time>
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600">
                    {e.ClientName} · {e.About ?? (d.role === 'Vendor' ? t`General enquiry` : t`Your company`)}
                  </span>
                  <span className="mt-1 block break-words text-sm text-slate-700">{cutText(e.Message, 100)}</span>
                  <span className="mt-2 flex items-center gap-3 text-xs text-slate-600">
                    <StatusBadge status={e.Status} />
                    {e.ReplyCount > 0 && <span>{t`${plural(e.ReplyCount, { one: '# reply', other: '# replies' })}`}</span>}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}

      <PageNav page={d.page} totalPages={d.totalPages} href={(n) => href(d.status, n)} />
    </div>
  );
}
