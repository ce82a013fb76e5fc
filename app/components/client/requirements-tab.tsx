import { FactGrid } from '../fact-grid.tsx';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, Mail, MapPin, Phone, Plus, Star } from 'lucide-react';
import { useState } from 'react';
import type { ClientRequirement, Quote } from '../../../contract/requirements.ts';
import { telUrl } from '../../../lib/phone.ts';
import { clientAreaUrl, NEW_REQUIREMENT_PATH } from '../../../lib/urls.ts';
import { Link, useFormat, useLang, useLocalNavigate } from '../../i18n/react.tsx';
import { api } from '../../lib/api-client.ts';
import { durationText, priceText, requirementStatus, whatText } from '../../lib/requirement-text.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { FailureMessage } from '../ui/form-message.tsx';
import { Pager } from './list-parts.tsx';

export type RequirementsPage = { data: ClientRequirement[]; total: number; page: number; totalPages: number; notClient: boolean };

/**
 * The client's requirements (docs/decisions/056), newest first: what each asks, how many providers it
 * reached, and its quotes side by side — a row that scrolls sideways on a phone, a grid on a laptop.
 * Accept (after a question) gives the provider's phone and email and marks the others not chosen;
 * Withdraw (after a question) closes an open requirement.
 */
export function RequirementsTab({ initial }: { initial: RequirementsPage }) {
  const [items, setItems] = useState(initial.data);
  const navigate = useLocalNavigate();
  const replace = (r: ClientRequirement) => setItems((all) => all.map((x) => (x.Id === r.Id ? r : x)));
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">
          <Trans>Requirements</Trans>
        </h2>
        <Link to={NEW_REQUIREMENT_PATH} className={buttonClasses.action}>
          <Plus aria-hidden className="size-5" /> <Trans>Post a requirement</Trans>
        </Link>
      </div>
      {initial.notClient ? (
        <p className="mt-4 rounded-lg border border-amber-brand/50 bg-amber-50 px-3 py-3 text-sm">
          <Trans>Requirements are posted from a client account. Log in with a client account to post one and compare its quotes.</Trans>
        </p>
      ) : items.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
          <p className="text-slate-700">
            <Trans>You haven’t posted any requirements yet. Tell us the machine or contractor you need, and providers near your site will send you quotes.</Trans>
          </p>
        </div>
      ) : (
        <ul className="mt-4 space-y-6">
          {items.map((r) => (
            <li key={r.Id}>
              <RequirementCard r={r} onChange={replace} />
            </li>
          ))}
        </ul>
      )}
      {initial.totalPages > 1 && (
        <div className="mt-6 flex justify-center">
          <Pager
            page={initial.page}
            totalPages={initial.totalPages}
            onPage={(p) => navigate(`${clientAreaUrl('requirements')}${p > 1 ? `&page=${p}` : ''}`, { preventScrollReset: false })}
            fields={{ tab: 'requirements' }}
          />
        </div>
      )}
    </div>
  );
}

/** The question takes the focus from the button that asked it (which is gone), so it is read out next. */
const focusOnShow = (el: HTMLElement | null) => el?.focus();

function RequirementCard({ r, onChange }: { r: ClientRequirement; onChange: (r: ClientRequirement) => void }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const lang = useLang();
  const [asking, setAsking] = useState(false);
  const withdraw = useSubmit(api.requirements.close, {
    rejected: t`The requirement was not withdrawn.`,
    fallback: t`Something went wrong.`,
    onSuccess: (out) => {
      setAsking(false);
      onChange(out.data);
    },
  });
  const status = requirementStatus(r.Status, i18n);
  const what = whatText(r, lang);
  const facts: [string, string, React.ReactNode, boolean][] = [
    ['site', t`Site`, r.Site, true],
    ['start', t`Start`, f.shortDate(r.StartDate), false],
    ['duration', t`Duration`, durationText(r.Duration, r.DurationUnit, i18n), false],
    ...(r.OperatorNeeded === null ? [] : [['operator', t`Operator`, r.OperatorNeeded ? t`Needed` : t`Not needed (machine only)`, false] as [string, string, string, boolean]]),
    ['budget', t`Budget`, r.Budget && r.BudgetUnit ? priceText(r.Budget, r.BudgetUnit, i18n, lang) : t`Not given`, false],
    ['reached', t`Sent to`, <Plural key="n" value={r.Recipients} one="# provider" other="# providers" />, false],
  ];
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="requirement" aria-labelledby={`rq-${r.Id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`rq-${r.Id}`} className="text-lg font-semibold leading-snug">
            {r.Quantity > 1 ? t`${what} × ${r.Quantity}` : what}
          </h3>
          <p className="text-xs text-slate-500">
            <Trans>Posted {f.shortDate(r.CreatedAt)}</Trans>
          </p>
        </div>
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.className}`} data-testid="requirement-status">
          {status.label}
        </span>
      </div>
      <FactGrid items={facts} className="mt-3 grid-cols-2 text-sm sm:grid-cols-3 lg:grid-cols-6" />
      {r.Note && (
        <p className="mt-3 whitespace-pre-line break-words rounded-lg bg-surface px-3 py-2 text-sm text-slate-700" data-typed>
          {r.Note}
        </p>
      )}

      <h4 className="mt-4 font-semibold">{r.Quotes.length ? t`Quotes (${r.Quotes.length})` : t`Quotes`}</h4>
      {r.Quotes.length === 0 ? (
        <p className="mt-2 rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600" data-testid="no-quotes">
          {r.Status === 'open' ? t`No quotes yet. We will email you when one comes.` : t`No quotes came for this requirement.`}
        </p>
      ) : (
        // A row of cards that scrolls sideways on a phone; side by side in a grid from a tablet up.
        <ul
          className="-mx-4 mt-2 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 xl:grid-cols-3"
          data-testid="quotes"
        >
          {r.Quotes.map((q) => (
            <li key={q.Id} className="w-[82%] max-w-xs shrink-0 snap-start sm:w-auto sm:max-w-none">
              <QuoteCard q={q} open={r.Status === 'open'} onAccepted={onChange} />
            </li>
          ))}
        </ul>
      )}

      {r.Status === 'open' && (
        <div className="mt-4 border-t border-slate-100 pt-3">
          {asking ? (
            <div ref={focusOnShow} tabIndex={-1} role="group" aria-label={t`Withdraw this requirement?`} className="rounded-lg bg-red-50 p-3 outline-none">
              <p className="text-sm font-medium text-red-900">
                <Trans>Withdraw this requirement? Providers can no longer quote, and those who did are told.</Trans>
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button variant="danger" pending={withdraw.pending} pendingText={t`Withdrawing...`} onClick={() => void withdraw.submit({ requirementId: r.Id })}>
                  <Trans>Yes, withdraw</Trans>
                </Button>
                <Button variant="secondary" onClick={() => setAsking(false)}>
                  <Trans>Keep it open</Trans>
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="dangerSecondary" onClick={() => setAsking(true)}>
              <Trans>Withdraw</Trans>
            </Button>
          )}
          <div className="mt-2">
            <FailureMessage failure={withdraw.failure} />
          </div>
        </div>
      )}
    </article>
  );
}

function QuoteCard({ q, open, onAccepted }: { q: Quote; open: boolean; onAccepted: (r: ClientRequirement) => void }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const lang = useLang();
  const [asking, setAsking] = useState(false);
  const accept = useSubmit(api.requirements.accept, {
    rejected: t`The quote was not accepted.`,
    fallback: t`Something went wrong.`,
    onSuccess: (out) => onAccepted(out.data),
  });
  const accepted = q.Status === 'accepted';
  const name = <span data-typed>{q.ProviderName}</span>;
  return (
    <article
      className={`flex h-full flex-col rounded-xl border p-4 ${accepted ? 'border-green-600 bg-green-50' : q.Status === 'declined' ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white'}`}
      data-testid="quote"
      data-status={q.Status}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 break-words font-semibold leading-snug">
          {q.ProviderUrl ? (
            <Link to={q.ProviderUrl} className="underline decoration-slate-300 underline-offset-2 hover:text-amber-deep">
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        {accepted && <span className="shrink-0 rounded-full bg-green-700 px-2 py-0.5 text-xs font-semibold text-white">{t`Accepted`}</span>}
        {q.Status === 'declined' && <span className="shrink-0 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">{t`Not chosen`}</span>}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        {q.ProviderVerified && (
          <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
            <BadgeCheck aria-hidden className="size-4" /> <Trans>Verified</Trans>
          </span>
        )}
        {q.ProviderRating !== null && (
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden className="size-3.5 fill-amber-brand text-amber-brand" /> {t`Rated ${f.number(q.ProviderRating)} of 5`}
          </span>
        )}
        {q.DistanceKm !== null && (
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="size-3.5" /> {q.DistanceKm < 1 ? t`In the site's city` : t`${f.number(q.DistanceKm)} km from the site`}
          </span>
        )}
      </p>
      <p className="mt-3 text-xl font-bold text-navy" data-testid="quote-price">
        {priceText(q.Price, q.PriceUnit, i18n, lang)}
      </p>
      <p className="text-sm text-slate-700">
        <Trans>Available from {f.shortDate(q.AvailableFrom)}</Trans>
      </p>
      {q.Note && (
        <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700" data-typed>
          {q.Note}
        </p>
      )}
      <div className="mt-auto pt-3">
        {accepted && (q.ProviderPhone || q.ProviderEmail) && (
          <div className="space-y-1 text-sm" data-testid="provider-contacts">
            {q.ProviderPhone && (
              <a href={telUrl(q.ProviderPhone)} className="flex min-h-11 items-center gap-2 font-semibold text-navy underline">
                <Phone aria-hidden className="size-4" /> <span data-typed>{q.ProviderPhone}</span>
              </a>
            )}
            {q.ProviderEmail && (
              <a href={`mailto:${q.ProviderEmail}`} className="flex min-h-11 items-center gap-2 break-all text-navy underline">
                <Mail aria-hidden className="size-4 shrink-0" /> {q.ProviderEmail}
              </a>
            )}
          </div>
        )}
        {open &&
          q.Status === 'sent' &&
          (asking ? (
            <div ref={focusOnShow} tabIndex={-1} role="group" aria-label={t`Accept this quote?`} className="rounded-lg bg-amber-50 p-3 outline-none">
              <p className="text-sm font-medium">
                <Trans>Accept the quote of {name}? The others are told you chose another provider.</Trans>
              </p>
              <div className="mt-2 grid gap-2">
                <Button variant="action" pending={accept.pending} pendingText={t`Accepting...`} onClick={() => void accept.submit({ quoteId: q.Id })}>
                  <Trans>Yes, accept</Trans>
                </Button>
                <Button variant="secondary" onClick={() => setAsking(false)}>
                  <Trans>Cancel</Trans>
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="action" className={`${buttonClasses.action} w-full`} onClick={() => setAsking(true)}>
              <Trans>Accept</Trans>
            </Button>
          ))}
        <div className="mt-2">
          <FailureMessage failure={accept.failure} />
        </div>
      </div>
    </article>
  );
}
