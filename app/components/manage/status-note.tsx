import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, CircleAlert, Clock, PauseCircle } from 'lucide-react';

type Status = 'pending' | 'approved' | 'rejected' | 'paused';

const STYLE: Record<Status, { box: string; icon: typeof Clock; title: MessageDescriptor }> = {
  pending: { box: 'border-amber-300 bg-amber-50 text-amber-900', icon: Clock, title: msg`Pending review` },
  approved: { box: 'border-green-300 bg-green-50 text-green-900', icon: BadgeCheck, title: msg`Approved and public` },
  rejected: { box: 'border-red-300 bg-red-50 text-red-900', icon: CircleAlert, title: msg`Rejected` },
  paused: { box: 'border-slate-300 bg-slate-50 text-slate-800', icon: PauseCircle, title: msg`Paused` },
};

/** A listing's moderation status as the owner reads it, with the admin's reason when rejected. */
export function StatusNote({ status, reason, children }: { status: Status; reason?: string | null; children?: React.ReactNode }) {
  const s = STYLE[status];
  const { i18n } = useLingui();
  const Icon = s.icon;
  return (
    <div role="status" data-testid="listing-status" className={`flex gap-3 rounded-xl border p-3 text-sm ${s.box}`}>
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <p className="font-semibold">{i18n._(s.title)}</p>
        {status === 'rejected' && reason && (
          <p className="mt-0.5 break-words">
            <Trans>Reason: {reason}</Trans>
          </p>
        )}
        {children && <div className="mt-0.5">{children}</div>}
      </div>
    </div>
  );
}
