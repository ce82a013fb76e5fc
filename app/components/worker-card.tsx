import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Briefcase, Clock, FileText, Mail, MapPin, Phone, Users } from 'lucide-react';
import { useState } from 'react';
import type { ContactAccess } from '../../contract/contact-access.ts';
import type { WorkerCard as Card, WorkerContact } from '../../contract/workforce.ts';
import { availabilityLabel, categoryLabel } from '../../data/workforce.ts';
import type { WorkerNames } from '../lib/card-names.ts';
import { useFormat } from '../i18n/react.tsx';
import { api, ApiError } from '../lib/api-client.ts';
import { cutText, initialsOf } from '../lib/format.ts';
import { telUrl } from '../../lib/phone.ts';
import { mailtoUrl } from '../lib/links.ts';
import { useSubmit } from '../lib/use-submit.ts';
import { ContactNotice } from './contact-notice.tsx';

/** '3 years experience', '1 year experience'. */
function experience(n: number, num: (n: number) => string, i18n: I18n): string {
  const years = num(n);
  return n === 1 ? i18n._(msg`${years} year experience`) : i18n._(msg`${years} years experience`);
}

/** 'Under 1 km away', '18 km away' (as distanceAway in card-views.ts, in the page's language). */
function distanceIn(d: number | undefined, num: (n: number) => string, i18n: I18n): string | null {
  if (d === undefined || !Number.isFinite(d) || d < 0) return null;
  if (d < 1) return i18n._(msg`Under 1 km away`);
  const km = num(d < 10 ? Math.round(d * 10) / 10 : Math.round(d));
  return i18n._(msg`${km} km away`);
}

type ContactState = { kind: 'idle' } | { kind: 'shown'; contact: WorkerContact } | { kind: 'refused'; access: ContactAccess };

/**
 * The card's contact area. The list never carries phones (docs/decisions/022): a guest gets the
 * login button, an unverified account the way to verify its email, and a verified one a button
 * that asks for this worker's details (counted per day; the same worker again is free).
 */
function WorkerContactArea({ w }: { w: Card }) {
  const { t } = useLingui();
  const [state, setState] = useState<ContactState>({ kind: 'idle' });
  const reveal = useSubmit(api.workforce.contact, {
    fallback: t`Could not load the contact details. Please try again.`,
    onSuccess: (r) => setState({ kind: 'shown', contact: r.data }),
    // Not signed in, not verified, or over the day's count: the notice says what to do instead.
    onFailure: (err) => {
      const access = err instanceof ApiError ? err.body.ContactAccess : undefined;
      if (access !== 'login' && access !== 'verify' && access !== 'limit') return false;
      setState({ kind: 'refused', access });
      return true;
    },
  });
  if (w.ContactAccess !== 'reveal') return <ContactNotice access={w.ContactAccess} compact />;
  if (state.kind === 'refused') return <ContactNotice access={state.access} compact />;
  if (state.kind === 'shown') {
    const c = state.contact;
    return (
      <div className="flex flex-wrap gap-2" data-testid="worker-contact">
        {c.Phone && (
          <a
            href={telUrl(c.Phone)}
            className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-amber-brand px-3 font-semibold text-navy hover:bg-amber-400"
          >
            <Phone aria-hidden className="size-4" /> {c.Phone}
          </a>
        )}
        {c.Email && (
          <a
            href={mailtoUrl(c.Email)}
            aria-label={t`Email ${w.Name}`}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 font-medium hover:bg-surface"
          >
            <Mail aria-hidden className="size-4" /> Email
          </a>
        )}
        {c.ResumeUrl && (
          <a
            href={c.ResumeUrl}
            download
            aria-label={t`Resume of ${w.Name} (PDF)`}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 font-medium hover:bg-surface"
          >
            <FileText aria-hidden className="size-4" /> <Trans>Resume</Trans>
          </a>
        )}
      </div>
    );
  }
  return (
    <div>
      <button
        type="button"
        onClick={() => void reveal.submit({ Id: w.Id })}
        disabled={reveal.pending}
        aria-label={t`Show contact details of ${w.Name}`}
        className="min-h-11 w-full rounded-lg border-2 border-navy px-3 font-semibold text-navy hover:bg-surface disabled:opacity-70"
      >
        {reveal.pending ? <Trans>Loading...</Trans> : <Trans>Show contact details</Trans>}
      </button>
      {reveal.failure && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {reveal.failure.message}
        </p>
      )}
    </div>
  );
}

/**
 * A workforce card (/staffing): name, individual or agency, category, trade, experience, distance and city,
 * availability, and the contact area above. On a phone the about text keeps to two lines
 * (docs/decisions/044-phone-cards-and-near-me.md).
 */
export function WorkerCard({ w, names = null }: { w: Card; names?: WorkerNames | null }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const agency = w.Kind === 'agency';
  const away = distanceIn(w.DistanceKm, f.number, i18n);
  const trade = names?.trades[w.Trade] ?? w.Trade;
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4" data-testid="worker-card" aria-labelledby={`worker-${w.Id}`}>
      <div className="flex items-start gap-3">
        <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-navy text-base font-bold text-amber-300">
          {initialsOf(w.Name)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`worker-${w.Id}`} className="text-lg font-semibold leading-snug" data-typed>
            {w.Name}
          </h3>
          {/* A trade outside the catalogue is what the job seeker typed. */}
          <p className="text-sm text-slate-700" data-typed={trade === w.Trade || undefined}>
            {trade}
          </p>
          <ul className="mt-1 flex flex-wrap gap-1" aria-label={t`Category`}>
            <li className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">{names?.categories[w.Category] ?? categoryLabel(w.Category)}</li>
            <li className={`rounded-full px-2 py-0.5 text-xs font-medium ${agency ? 'bg-sky-100 text-sky-900' : 'bg-slate-100 text-slate-800'}`}>
              {agency ? <Trans>Agency</Trans> : <Trans>Individual</Trans>}
            </li>
          </ul>
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-1 text-sm sm:mt-3 sm:gap-1.5">
        {w.ExperienceYears !== null && (
          <div className="flex items-center gap-2">
            <Briefcase aria-hidden className="size-4 text-slate-500" />
            <dt className="sr-only">
              <Trans>Experience</Trans>
            </dt>
            <dd>{experience(w.ExperienceYears, f.number, i18n)}</dd>
          </div>
        )}
        {agency && w.Headcount !== null && (
          <div className="flex items-center gap-2">
            <Users aria-hidden className="size-4 text-slate-500" />
            <dt className="sr-only">
              <Trans>Headcount</Trans>
            </dt>
            <dd>
              <Trans>Can supply {f.number(w.Headcount)} workers</Trans>
            </dd>
          </div>
        )}
        <div className="flex items-center gap-2">
          <MapPin aria-hidden className="size-4 text-slate-500" />
          <dt className="sr-only">
            <Trans>Location</Trans>
          </dt>
          <dd className="min-w-0">
            {away && (
              <>
                <span className="font-medium" data-testid="distance">
                  {away}
                </span>
                {' · '}
              </>
            )}
            <span data-typed>{w.Location}</span>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <Clock aria-hidden className="size-4 text-slate-500" />
          <dt className="sr-only">
            <Trans>Availability</Trans>
          </dt>
          <dd className={w.Availability === 'immediate' ? 'font-medium text-emerald-800' : ''}>{names?.availability[w.Availability] ?? availabilityLabel(w.Availability)}</dd>
        </div>
      </dl>
      {w.About && (
        <p className="mt-2 line-clamp-2 text-sm text-slate-600 sm:line-clamp-none" data-typed>
          {cutText(w.About, 140)}
        </p>
      )}
      <div className="mt-auto pt-3 sm:pt-4">
        <WorkerContactArea w={w} />
      </div>
    </article>
  );
}
