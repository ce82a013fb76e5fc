import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, ExternalLink, FileText, X } from 'lucide-react';
import { useState } from 'react';
import { ModerateRequest, type QueueItem } from '../../../contract/admin.ts';
import { listModerationQueue } from '../../../core/admin/moderation.ts';
import { card, dateTime, Empty, PageHeader, ReasonDialog, useAdminAction } from '../../components/admin/admin-ui.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ListingImage } from '../../components/listing-image.tsx';
import { manageApi } from '../../lib/api-routes-manage.ts';
import type { Route } from './+types/moderation';

export async function loader({ context }: Route.LoaderArgs) {
  return { queue: await listModerationQueue(context.ctx) };
}

const SECTIONS = [
  { key: 'equipment', title: msg`Equipment`, empty: msg`No equipment is waiting.` },
  { key: 'contractors', title: msg`Contractor profiles`, empty: msg`No contractor profile is waiting.` },
  { key: 'workers', title: msg`Workforce (job seekers and agencies)`, empty: msg`No workforce listing is waiting.` },
] as const;

/** Moderation queue: every pending listing, oldest first; approve, or reject with a reason the owner sees. */
export default function Moderation({ loaderData: { queue } }: Route.ComponentProps) {
  const [rejecting, setRejecting] = useState<QueueItem | null>(null);
  const { t, i18n } = useLingui();
  const total = queue.equipment.length + queue.contractors.length + queue.workers.length;
  return (
    <>
      <PageHeader title={t`Moderation queue`} intro={total ? t`${total} waiting, oldest first.` : t`Everything has been reviewed.`} />
      {SECTIONS.map((s) => (
        <section key={s.key} id={s.key} aria-labelledby={`${s.key}-h`} className="mb-8 scroll-mt-20">
          <h2 id={`${s.key}-h`} className="mb-3 text-lg font-semibold">
            {i18n._(s.title)} <span className="text-slate-600">({queue[s.key].length})</span>
          </h2>
          {queue[s.key].length === 0 ? (
            <Empty>{i18n._(s.empty)}</Empty>
          ) : (
            <ul className="grid gap-4 xl:grid-cols-2">
              {queue[s.key].map((item) => (
                <QueueCard key={`${item.kind}-${item.id}`} item={item} onReject={() => setRejecting(item)} />
              ))}
            </ul>
          )}
        </section>
      ))}
      <ReasonDialog
        open={!!rejecting}
        onClose={() => setRejecting(null)}
        title={t`Reject listing`}
        subtitle={rejecting ? t`${rejecting.name} — the owner sees this reason and can fix the listing.` : undefined}
        label={t`Reason for the owner`}
        confirm={t`Reject`}
        busyText={t`Rejecting...`}
        call={manageApi.admin.moderate}
        schema={ModerateRequest}
        input={(reason) => ({ kind: rejecting!.kind, id: rejecting!.id, decision: 'reject' as const, reason })}
      />
    </>
  );
}

function QueueCard({ item, onReject }: { item: QueueItem; onReject: () => void }) {
  const approve = useAdminAction(manageApi.admin.moderate);
  const { t } = useLingui();
  const name = item.name;
  const edited = item.updatedAt.slice(0, 16) !== item.createdAt.slice(0, 16);
  return (
    <li className={`${card} flex flex-col gap-3`} data-testid="queue-item" data-name={item.name}>
      <div className="flex gap-3">
        {item.kind !== 'worker' && (
          <ListingImage
            src={item.thumbnailUrl}
            alt={item.kind === 'equipment' ? t`Photo of ${name}` : t`Logo of ${name}`}
            width={160}
            height={120}
            sizes="128px"
            preset={item.kind === 'equipment' ? 'listing' : 'avatar'}
            className="aspect-[4/3] w-28 shrink-0 self-start rounded-lg bg-surface object-cover sm:w-32"
          />
        )}
        <div className="min-w-0">
          <h3 className="break-words text-lg font-semibold leading-snug">{item.name}</h3>
          {item.summary && <p className="break-words text-sm text-slate-700">{item.summary}</p>}
          <p className="text-sm text-slate-600">{item.location}</p>
          <p className="break-words text-sm text-slate-600">
            {item.owner ? t`By ${item.owner}` : t`By unknown owner`}
            {item.ownerEmail ? ` · ${item.ownerEmail}` : ''}
          </p>
          <p className="text-xs text-slate-600">{edited ? <Trans>Edited {dateTime(item.updatedAt)}</Trans> : <Trans>Submitted {dateTime(item.updatedAt)}</Trans>}</p>
        </div>
      </div>
      {item.description ? (
        <p className="line-clamp-4 whitespace-pre-line break-words text-sm text-slate-700">{item.description}</p>
      ) : (
        <p className="text-sm italic text-slate-600">
          <Trans>No description.</Trans>
        </p>
      )}
      {item.images.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t`Gallery`}>
          {item.images.map((src, i) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                <ListingImage
                  src={src}
                  alt={t`Gallery photo ${i + 1} of ${name}`}
                  width={96}
                  height={72}
                  sizes="80px"
                  className="aspect-[4/3] w-20 rounded-md bg-surface object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <Button variant="action" disabled={approve.busy} onClick={() => void approve.submit({ kind: item.kind, id: item.id, decision: 'approve' })} aria-label={t`Approve ${name}`}>
          <Check aria-hidden className="size-5" /> {approve.pending ? t`Saving...` : t`Approve`}
        </Button>
        <Button variant="dangerSecondary" disabled={approve.busy} onClick={onReject} aria-label={t`Reject ${name}`}>
          <X aria-hidden className="size-5" /> <Trans>Reject</Trans>
        </Button>
        {item.previewUrl && (
          <a href={item.previewUrl} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center gap-1 px-2 font-medium text-amber-deep underline">
            <Trans>Preview</Trans> <ExternalLink aria-hidden className="size-4" />
          </a>
        )}
        {item.documentUrl && (
          <a href={item.documentUrl} target="_blank" rel="noreferrer" className="inline-flex min-h-11 items-center gap-1 px-2 font-medium text-amber-deep underline">
            <FileText aria-hidden className="size-4" /> {item.kind === 'worker' ? t`Resume` : t`Document`}
          </a>
        )}
      </div>
    </li>
  );
}
