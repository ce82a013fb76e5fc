import type { ListingStatus } from '../../../contract/vendor.ts';

/** How a listing's moderation status reads to its owner. */
export const STATUS_BADGE: Record<ListingStatus, { label: string; className: string; hint: string }> = {
  pending: { label: 'Pending review', className: 'bg-yellow-100 text-yellow-900', hint: 'Our team checks new and edited listings before they go live.' },
  approved: { label: 'Live', className: 'bg-green-100 text-green-800', hint: 'Visible on BuildMart.' },
  rejected: { label: 'Rejected', className: 'bg-red-100 text-red-800', hint: 'Fix the listing and save it to send it for review again.' },
  paused: { label: 'Paused', className: 'bg-slate-200 text-slate-800', hint: 'Hidden from buyers until you resume it.' },
};

export function StatusBadge({ status }: { status: ListingStatus }) {
  const b = STATUS_BADGE[status];
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ${b.className}`}>{b.label}</span>;
}
