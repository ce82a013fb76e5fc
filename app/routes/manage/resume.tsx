import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { useRevalidator } from 'react-router';
import { Link } from '../../i18n/react.tsx';
import type { OwnWorker } from '../../../contract/workforce.ts';
import { getOwnWorker, getResumeDefaults } from '../../../core/worker/get-own-worker.ts';
import { ResumeForm } from '../../components/workforce/resume-form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { api } from '../../lib/api-client.ts';
import type { PageErrorHandle } from '../../lib/page-errors.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import { staffingListUrl } from '../../lib/staffing-params.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import type { Route } from './+types/resume';
import { i18nFor } from '../../i18n/i18n.ts';

export const meta = () => [{ title: i18nFor('en')._(msg`My workforce listing | BuildMart`) }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  requireViewer(context, ['JobSeeker']);
  const worker = await getOwnWorker(context.ctx);
  // Before the first save the form starts from what registration asked, so nothing is typed twice.
  return { worker, defaults: worker ? null : await getResumeDefaults(context.ctx) };
}

/** A getter: the words are read once every module (and so this workspace's catalogue) has loaded. */
export const handle = {
  get pageError(): PageErrorHandle {
    return { area: i18nFor('en')._(msg`My Listing`) };
  },
};

const STATUS: Record<OwnWorker['Status'], { label: MessageDescriptor; text: MessageDescriptor; tone: string }> = {
  pending: {
    label: msg`Waiting for approval`,
    text: msg`An admin checks every new or edited listing, usually within a day. It appears in Workforce once approved.`,
    tone: 'bg-amber-50 text-amber-900 border-amber-300',
  },
  approved: {
    label: msg`Approved`,
    text: msg`Your listing is in Workforce. Signed-in clients can see your phone number and resume.`,
    tone: 'bg-emerald-50 text-emerald-900 border-emerald-300',
  },
  rejected: {
    label: msg`Not approved`,
    text: msg`Please correct your listing and save it again; it goes back to the admin.`,
    tone: 'bg-red-50 text-red-900 border-red-300',
  },
  paused: { label: msg`Paused`, text: msg`Your listing is paused by an admin.`, tone: 'bg-slate-50 text-slate-900 border-slate-300' },
};

function StatusPanel({ w }: { w: OwnWorker }) {
  const revalidator = useRevalidator();
  const { t, i18n } = useLingui();
  const hide = useSubmit(api.workforce.hide, {
    fallback: t`Failed to update. Please try again.`,
    toast: { success: (r) => r.message, error: true },
    onSuccess: () => void revalidator.revalidate(),
  });
  // Busy until the page has reloaded, so the button never offers the move just made.
  const busy = hide.pending || revalidator.state !== 'idle';
  const s = STATUS[w.Status];
  return (
    <section aria-labelledby="listing-status" className={`rounded-xl border p-4 ${s.tone}`}>
      <h2 id="listing-status" className="font-semibold">
        <Trans>
          Status: <span data-testid="listing-status">{i18n._(s.label)}</span>
        </Trans>
        {w.IsHidden && (
          <span className="ml-2 rounded-full bg-slate-800 px-2 py-0.5 text-xs font-medium text-white">
            <Trans>Hidden</Trans>
          </span>
        )}
      </h2>
      <p className="mt-1 text-sm">{i18n._(s.text)}</p>
      {w.Status === 'rejected' && w.RejectionReason && (
        <p className="mt-2 text-sm">
          <span className="font-semibold">{t`Reason from the admin: `}</span>
          <span data-testid="rejection-reason">{w.RejectionReason}</span>
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void hide.submit({ Hidden: !w.IsHidden })} disabled={busy}>
          {w.IsHidden ? <Eye aria-hidden className="size-4" /> : <EyeOff aria-hidden className="size-4" />}
          {busy ? t`Saving...` : w.IsHidden ? t`Show my listing` : t`Hide my listing`}
        </Button>
        {w.IsHidden && (
          <span className="text-sm">
            <Trans>Hidden listings are not shown in Workforce.</Trans>
          </span>
        )}
        {w.Status === 'approved' && !w.IsHidden && (
          <Link to={staffingListUrl({ q: w.Name })} className="text-sm font-medium underline">
            <Trans>See it in Workforce</Trans>
          </Link>
        )}
      </div>
    </section>
  );
}

/** My Listing (role JobSeeker): one listing per account, its moderation status, hide/show, and the form. */
export default function Resume({ loaderData }: Route.ComponentProps) {
  const { worker, defaults } = loaderData;
  const { t } = useLingui();
  return (
    <main className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">
          <Trans>My workforce listing</Trans>
        </h1>
        <p className="mt-1 text-slate-600">
          {worker
            ? t`Keep your details up to date so builders can reach you.`
            : t`Start listing your resumes with us today! Fill in your details; an admin approves your listing before it appears in Workforce.`}
        </p>
      </div>
      {worker && <StatusPanel w={worker} />}
      {/* Remounted after each save, so the fields show what the server stored (e.g. the email in lower case). */}
      <ResumeForm key={worker?.UpdatedAt ?? 'new'} worker={worker} defaults={defaults} />
    </main>
  );
}
