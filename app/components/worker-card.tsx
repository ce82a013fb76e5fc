import { Briefcase, Clock, FileText, Mail, MapPin, Phone, Users } from 'lucide-react';
import { useState } from 'react';
import type { ContactAccess } from '../../contract/contact-access.ts';
import type { WorkerCard as Card, WorkerContact } from '../../contract/workforce.ts';
import { availabilityLabel, categoryLabel } from '../../data/workforce.ts';
import { api, ApiError } from '../lib/api-client.ts';
import { distanceAway } from '../lib/card-views.ts';
import { cutText, initialsOf } from '../lib/format.ts';
import { telUrl } from '../../lib/phone.ts';
import { mailtoUrl } from '../lib/links.ts';
import { useSubmit } from '../lib/use-submit.ts';
import { ContactNotice } from './contact-notice.tsx';

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

type ContactState = { kind: 'idle' } | { kind: 'shown'; contact: WorkerContact } | { kind: 'refused'; access: ContactAccess };

/**
 * The card's contact area. The list never carries phones (docs/decisions/022): a guest gets the
 * login button, an unverified account the way to verify its email, and a verified one a button
 * that asks for this worker's details (counted per day; the same worker again is free).
 */
function WorkerContactArea({ w }: { w: Card }) {
  const [state, setState] = useState<ContactState>({ kind: 'idle' });
  const reveal = useSubmit(api.workforce.contact, {
    fallback: 'Could not load the contact details. Please try again.',
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
            aria-label={`Email ${w.Name}`}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 font-medium hover:bg-surface"
          >
            <Mail aria-hidden className="size-4" /> Email
          </a>
        )}
        {c.ResumeUrl && (
          <a
            href={c.ResumeUrl}
            download
            aria-label={`Resume of ${w.Name} (PDF)`}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 font-medium hover:bg-surface"
          >
            <FileText aria-hidden className="size-4" /> Resume
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
        aria-label={`Show contact details of ${w.Name}`}
        className="min-h-11 w-full rounded-lg border-2 border-navy px-3 font-semibold text-navy hover:bg-surface disabled:opacity-70"
      >
        {reveal.pending ? 'Loading...' : 'Show contact details'}
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
export function WorkerCard({ w }: { w: Card }) {
  const agency = w.Kind === 'agency';
  const away = distanceAway(w.DistanceKm);
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4" data-testid="worker-card" aria-labelledby={`worker-${w.Id}`}>
      <div className="flex items-start gap-3">
        <span aria-hidden className="flex size-12 shrink-0 items-center justify-center rounded-full bg-navy text-base font-bold text-amber-300">
          {initialsOf(w.Name)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={`worker-${w.Id}`} className="text-lg font-semibold leading-snug">
            {w.Name}
          </h3>
          <p className="text-sm text-slate-700">{w.Trade}</p>
          <ul className="mt-1 flex flex-wrap gap-1" aria-label="Category">
            <li className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">{categoryLabel(w.Category)}</li>
            <li className={`rounded-full px-2 py-0.5 text-xs font-medium ${agency ? 'bg-sky-100 text-sky-900' : 'bg-slate-100 text-slate-800'}`}>
              {agency ? 'Agency' : 'Individual'}
            </li>
          </ul>
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-1 text-sm sm:mt-3 sm:gap-1.5">
        {w.ExperienceYears !== null && (
          <div className="flex items-center gap-2">
            <Briefcase aria-hidden className="size-4 text-slate-500" />
            <dt className="sr-only">Experience</dt>
            <dd>{years(w.ExperienceYears)} experience</dd>
          </div>
        )}
        {agency && w.Headcount !== null && (
          <div className="flex items-center gap-2">
            <Users aria-hidden className="size-4 text-slate-500" />
            <dt className="sr-only">Headcount</dt>
            <dd>Can supply {w.Headcount.toLocaleString('en-IN')} workers</dd>
          </div>
        )}
        <div className="flex items-center gap-2">
          <MapPin aria-hidden className="size-4 text-slate-500" />
          <dt className="sr-only">Location</dt>
          <dd className="min-w-0">
            {away && (
              <>
                <span className="font-medium" data-testid="distance">
                  {away}
                </span>
                {' · '}
              </>
            )}
            {w.Location}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <Clock aria-hidden className="size-4 text-slate-500" />
          <dt className="sr-only">Availability</dt>
          <dd className={w.Availability === 'immediate' ? 'font-medium text-emerald-800' : ''}>{availabilityLabel(w.Availability)}</dd>
        </div>
      </dl>
      {w.About && <p className="mt-2 line-clamp-2 text-sm text-slate-600 sm:line-clamp-none">{cutText(w.About, 140)}</p>}
      <div className="mt-auto pt-3 sm:pt-4">
        <WorkerContactArea w={w} />
      </div>
    </article>
  );
}
