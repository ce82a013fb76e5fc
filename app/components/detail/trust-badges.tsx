import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, Clock, FileCheck, Handshake, Info } from 'lucide-react';
import { useId } from 'react';
import type { ProviderTrust } from '../../../contract/public-v3.ts';

/**
 * A badge that explains itself on tap or Enter (docs/decisions/058-earned-trust.md): the browser's own popover
 * (`popovertarget`), so it works before the page's JavaScript has loaded, closes on Escape or a tap outside,
 * and ships no library.
 */
export function ExplainedBadge({
  label,
  icon: Icon,
  children,
  testId,
  tone = 'emerald',
}: {
  label: string;
  icon: typeof BadgeCheck;
  children: React.ReactNode;
  testId?: string;
  tone?: 'emerald' | 'sky';
}) {
  const { t } = useLingui();
  const id = `why-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const colours = tone === 'emerald' ? 'bg-emerald-50 text-emerald-800 hover:bg-emerald-100' : 'bg-sky-50 text-sky-800 hover:bg-sky-100';
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        data-testid={testId}
        className={`inline-flex min-h-8 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-brand ${colours}`}
      >
        <Icon aria-hidden className="size-4 shrink-0" />
        {label}
        <Info aria-hidden className="size-3.5 shrink-0 opacity-60" />
      </button>
      <div
        id={id}
        popover="auto"
        role="dialog"
        aria-label={label}
        className="m-auto w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 text-left text-sm font-normal text-slate-700 shadow-xl backdrop:bg-black/25"
      >
        <p className="flex items-center gap-1.5 font-semibold text-ink">
          <Icon aria-hidden className="size-4 shrink-0 text-emerald-700" />
          {label}
        </p>
        <p className="mt-2">{children}</p>
        <button type="button" popoverTarget={id} popoverTargetAction="hide" className="mt-3 min-h-10 rounded-lg border border-slate-300 px-4 font-medium text-ink hover:bg-surface">
          {t`Close`}
        </button>
      </div>
    </>
  );
}

/** "Replies in about N hours" in words; null when there is no reply time to show. */
export function useReplyLabel(minutes: number | null): string | null {
  const { t } = useLingui();
  if (minutes === null) return null;
  if (minutes < 60) return t`Replies within an hour`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return t`${plural(hours, { one: 'Replies in about # hour', other: 'Replies in about # hours' })}`;
  const days = Math.round(minutes / 1440);
  return t`${plural(days, { one: 'Replies in about # day', other: 'Replies in about # days' })}`;
}

/**
 * The provider's earned badges — GST verified, reply time, the admin's documents check — each explained on tap,
 * then the plain facts: years on the site and real counts (docs/decisions/058-earned-trust.md).
 */
export function TrustBadges({ trust, counts }: { trust: ProviderTrust; counts: { listings?: number; projects?: number } }) {
  const { t } = useLingui();
  const reply = useReplyLabel(trust.ReplyMedianMinutes);
  const years = trust.YearsOnSite;
  const since = new Date(trust.OnSiteSince).getUTCFullYear();
  const answered = trust.EnquiriesAnswered;
  const facts = [
    years >= 1 ? t`${plural(years, { one: '# year on BuildMart', other: '# years on BuildMart' })}` : t`On BuildMart since ${since}`,
    counts.listings !== undefined ? t`${plural(counts.listings, { one: '# listing', other: '# listings' })}` : null,
    counts.projects !== undefined ? t`${plural(counts.projects, { one: '# project', other: '# projects' })}` : null,
    t`${plural(answered, { one: '# enquiry answered', other: '# enquiries answered' })}`,
  ].filter(Boolean);
  const hasBadge = trust.GstVerified || reply || trust.DocumentsChecked;
  return (
    <div className="mt-2" data-testid="trust">
      {hasBadge && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Earned badges`}>
          {trust.GstVerified && (
            <li>
              <ExplainedBadge label={t`GST verified`} icon={BadgeCheck} testId="gst-badge">
                <Trans>
                  The GSTIN is well formed, its check character is right, and its state code is the state this business is in. BuildMart works this out from the number itself: it
                  cannot be bought or switched on by hand.
                </Trans>
              </ExplainedBadge>
            </li>
          )}
          {reply && (
            <li>
              <ExplainedBadge label={reply} icon={Clock} testId="reply-badge" tone="sky">
                <Trans>Half of the enquiries of the last 90 days got a first reply within this time. Shown once at least 3 enquiries have been answered.</Trans>
              </ExplainedBadge>
            </li>
          )}
          {trust.DocumentsChecked && (
            <li>
              <ExplainedBadge label={t`Documents checked`} icon={FileCheck} testId="verified-badge">
                <Trans>A BuildMart team member has looked at this business's documents by hand.</Trans>
              </ExplainedBadge>
            </li>
          )}
        </ul>
      )}
      <p className="mt-2 text-sm text-slate-600" data-testid="trust-facts">
        {facts.map((x, i) => (
          <span key={x}>
            {i > 0 ? ' · ' : ''}
            {x}
          </span>
        ))}
      </p>
    </div>
  );
}

/** "Verified hire" on a review written from a thread in which the provider replied. */
export function VerifiedHireBadge() {
  const { t } = useLingui();
  return (
    <ExplainedBadge label={t`Verified hire`} icon={Handshake} testId="verified-hire">
      <Trans>This review was written from an enquiry in which the provider replied: the reviewer really dealt with them on BuildMart.</Trans>
    </ExplainedBadge>
  );
}
