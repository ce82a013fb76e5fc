import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, FileUp, MessageSquareText, Pause, Pencil, Play, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../../i18n/react.tsx';
import type { OwnEquipment } from '../../../contract/vendor.ts';
import { listOwnEquipment } from '../../../core/equipment/list-own-equipment.ts';
import { catalogueItemBySlug } from '../../../data/equipment-catalogue.ts';
import { ListingImage } from '../../components/listing-image.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { STATUS_BADGE, StatusBadge } from '../../components/vendor/status-badge.tsx';
import { manageApi } from '../../lib/api-routes-manage.ts';
import { rupees } from '../../lib/format.ts';
import { MANAGE } from '../../../lib/manage-urls.ts';
import { COMPANY_PROFILE_MISSING, type PageErrorHandle } from '../../lib/page-errors.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import type { Route } from './+types/equipments';
import { i18nFor } from '../../i18n/i18n.ts';

export const meta = () => [{ title: i18nFor('en')._(msg`Manage Equipments | BuildMart`) }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  requireViewer(context, ['Vendor']);
  return { items: await listOwnEquipment(context.ctx) };
}

export const handle = { pageError: { notFound: COMPANY_PROFILE_MISSING } satisfies PageErrorHandle };

/** Vendor "Manage Equipments" (docs/product.md#vendor-workspace): own listings with status, counts and actions. */
export default function ManageEquipments({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const revalidator = useRevalidator();
  const [deleting, setDeleting] = useState<OwnEquipment | null>(null);
  // Pause and resume: the server's sentence as a toast, then the list reloads (the buttons wait for it).
  const [changing, setChanging] = useState<number | null>(null);
  const { t } = useLingui();
  const status = useSubmit(manageApi.vendor.setEquipmentStatus, {
    fallback: t`Could not change the listing. Please try again.`,
    toast: { success: (r) => r.message, error: true },
    onSuccess: () => void revalidator.revalidate(),
  });
  const busy = (id: number) => changing === id && (status.pending || revalidator.state !== 'idle');
  const setStatus = (e: OwnEquipment, action: 'pause' | 'resume') => {
    setChanging(e.Id);
    void status.submit({ Id: e.Id, Action: action });
  };

  return (
    <section aria-labelledby="me-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="me-title" className="text-2xl font-bold text-ink">
          <Trans>Manage Equipments</Trans>
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to={MANAGE.importEquipment} className={`${buttonClasses.secondary} min-h-12`}>
            <FileUp aria-hidden className="size-5" /> <Trans>Import from CSV</Trans>
          </Link>
          <Link to={MANAGE.newEquipment} className={`${buttonClasses.action} min-h-12`}>
            <Plus aria-hidden className="size-5" /> <Trans>Add equipment</Trans>
          </Link>
        </div>
      </div>

      {items.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="text-lg font-semibold text-ink">
            <Trans>No machines listed yet.</Trans>
          </p>
          <p className="mt-1 text-slate-700">
            <Trans>Add your first machine: buyers across India can find it once our team approves it.</Trans>
          </p>
          <Link to={MANAGE.newEquipment} className={`${buttonClasses.action} mt-4 min-h-12 px-5`}>
            <Plus aria-hidden className="size-5" /> <Trans>Add equipment</Trans>
          </Link>
          <p className="mt-3 text-slate-700">
            <Trans>
              Many machines?{' '}
              <Link to={MANAGE.importEquipment} className="font-semibold text-navy underline">
                Import them from a spreadsheet
              </Link>
            </Trans>
          </p>
        </div>
      ) : (
        <ul className="mt-5 space-y-3" aria-label={t`Your listings`}>
          {items.map((e) => (
            <li key={e.Id} className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4" data-testid="own-equipment">
              <div className="flex gap-3 sm:gap-4">
                <ListingImage
                  src={e.ThumbnailUrl ?? (e.CatalogueSlug ? (catalogueItemBySlug(e.CatalogueSlug)?.thumb ?? null) : null)}
                  alt=""
                  width={160}
                  height={120}
                  sizes="(min-width: 640px) 160px, 96px"
                  className="h-18 w-24 shrink-0 rounded-lg bg-surface object-cover sm:h-30 sm:w-40"
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <StatusBadge status={e.Status} />
                    <span className="text-sm text-slate-600">{e.Category}</span>
                  </div>
                  <h2 className="mt-1 line-clamp-2 break-words text-lg font-semibold text-ink">
                    {e.Status === 'approved' ? (
                      <Link to={e.Url} className="hover:underline">
                        {e.Name}
                      </Link>
                    ) : (
                      e.Name
                    )}
                  </h2>
                  <p className="text-sm text-slate-700">
                    {e.City}, {e.State}
                    {e.IsAvailableForRent && e.MonthlyRate ? t` · ${rupees(e.MonthlyRate)}/month` : ''}
                    {e.IsAvailableForSale ? t` · For sale` : ''}
                  </p>
                  <p className="mt-1 flex gap-4 text-sm text-slate-700">
                    <span className="inline-flex items-center gap-1" title={t`Views`}>
                      <Eye aria-hidden className="size-4 shrink-0" /> {e.ViewCount} <span className="sr-only sm:not-sr-only">{t`views`}</span>
                    </span>
                    <span className="inline-flex items-center gap-1" title={t`Enquiries`}>
                      <MessageSquareText aria-hidden className="size-4 shrink-0" /> {e.EnquiryCount} <span className="sr-only sm:not-sr-only">{t`enquiries`}</span>
                    </span>
                  </p>
                </div>
              </div>
              {e.Status === 'rejected' && (
                <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
                  <strong>{t`Reason from our team:`}</strong> {e.RejectionReason || t`No reason given.`} {STATUS_BADGE.rejected.hint}
                </p>
              )}
              {e.Status === 'pending' && <p className="mt-3 text-sm text-slate-600">{STATUS_BADGE.pending.hint}</p>}
              <div className="mt-3 grid grid-cols-3 gap-2 sm:flex sm:justify-end">
                <Link to={MANAGE.equipment(e.Id)} className={buttonClasses.secondary} aria-label={t`Edit ${e.Name}`}>
                  <Pencil aria-hidden className="size-4 shrink-0" /> <Trans>Edit</Trans>
                </Link>
                {e.Status === 'approved' && (
                  <Button variant="secondary" disabled={busy(e.Id)} onClick={() => setStatus(e, 'pause')} aria-label={t`Pause ${e.Name}`}>
                    <Pause aria-hidden className="size-4 shrink-0" /> <Trans>Pause</Trans>
                  </Button>
                )}
                {e.Status === 'paused' && (
                  <Button variant="secondary" disabled={busy(e.Id)} onClick={() => setStatus(e, 'resume')} aria-label={t`Resume ${e.Name}`}>
                    <Play aria-hidden className="size-4 shrink-0" /> <Trans>Resume</Trans>
                  </Button>
                )}
                <Button className={`${buttonClasses.dangerSecondary} col-start-3`} onClick={() => setDeleting(e)} aria-label={t`Delete ${e.Name}`}>
                  <Trash2 aria-hidden className="size-4 shrink-0" /> <Trans>Delete</Trans>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {deleting && (
        <DeleteDialog
          e={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            void revalidator.revalidate();
          }}
        />
      )}
    </section>
  );
}

function DeleteDialog({ e, onClose, onDeleted }: { e: OwnEquipment; onClose: () => void; onDeleted: () => void }) {
  const { t } = useLingui();
  const remove = useSubmit(manageApi.vendor.deleteEquipment, {
    fallback: t`Could not delete the listing. Please try again.`,
    toast: { success: (r) => r.message, error: true },
    onSuccess: onDeleted,
  });
  return (
    <Dialog open onClose={onClose} title={t`Delete this listing?`}>
      <p className="text-slate-700">
        <Trans>
          <strong>{e.Name}</strong> and its photos will be removed for good. Enquiries you received about it stay in your inbox.
        </Trans>
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="danger" pending={remove.pending} pendingText={t`Deleting...`} onClick={() => void remove.submit({ Id: e.Id })}>
          <Trans>Delete listing</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
