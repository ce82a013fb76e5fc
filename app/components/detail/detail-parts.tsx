import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Star } from 'lucide-react';
import { Link, useFormat } from '../../i18n/react.tsx';
import type { ContactAccess } from '../../../contract/contact-access.ts';
import { ContactBar, type ListingTarget } from '../actions/listing-actions.tsx';
import { ContactNotice } from '../contact-notice.tsx';
import { VerifiedHireBadge } from './trust-badges.tsx';

export const NO_IMAGE = '/catalogue/no-image.svg';

/** onError of an <img>: a broken picture falls back to the no-image placeholder (docs/product.md#pictures-and-files). */
export const noImage = (ev: React.SyntheticEvent<HTMLImageElement>) => {
  const img = ev.currentTarget;
  if (!img.src.endsWith(NO_IMAGE)) img.src = NO_IMAGE;
};

/** Five stars, `n` of them filled (rounded). */
export function Stars({ n, className = 'size-4' }: { n: number; className?: string }) {
  const { t } = useLingui();
  const f = useFormat();
  const stars = f.number(n);
  return (
    <span role="img" aria-label={t`${stars} out of 5 stars`} className="inline-flex">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden className={`${className} ${i < Math.round(n) ? 'fill-amber-brand text-amber-brand' : 'text-slate-300'}`} />
      ))}
    </span>
  );
}

/** The rating line: stars, average and how many ratings; nothing without ratings. */
export function RatingLine({ rating }: { rating: { value: number; count: number } | null }) {
  const { t } = useLingui();
  if (!rating) return <p className="text-sm text-slate-600">{t`Not rated yet`}</p>;
  const count = rating.count;
  return (
    <p className="flex items-center gap-2 text-sm">
      <Stars n={rating.value} /> <span className="font-medium">{rating.value.toFixed(1)}</span>
      <span className="text-slate-600">({t`${plural(count, { one: '# rating', other: '# ratings' })}`})</span>
    </p>
  );
}

type ReviewItem = {
  Id: number;
  ClientName: string;
  CreatedAt: string;
  EditedAt?: string | null;
  Stars: number;
  Text: string;
  VerifiedHire?: boolean;
  Answer?: { Text: string; At: string } | null;
};

/**
 * The Reviews tab: stars, text, reviewer and date ("(edited)" when its writer changed it), newest first; an empty state.
 * "Verified hire" on reviews from a replied enquiry thread, and the provider's public answer under its review (docs/decisions/058).
 */
export function ReviewList({ reviews, providerName }: { reviews: readonly ReviewItem[]; providerName?: string }) {
  const f = useFormat();
  const { t } = useLingui();
  if (!reviews.length)
    return (
      <p className="text-slate-600">
        <Trans>No reviews yet.</Trans>
      </p>
    );
  return (
    <ul className="space-y-3" data-testid="reviews">
      {reviews.map((r) => (
        <li key={r.Id} className="rounded-lg border border-slate-200 p-4" data-testid="review">
          <div className="flex flex-wrap items-center gap-2">
            <Stars n={r.Stars} />
            {r.VerifiedHire && <VerifiedHireBadge />}
          </div>
          <p className="mt-2 text-slate-800" data-typed>
            {r.Text}
          </p>
          <p className="mt-2 text-sm text-slate-600">
            <span className="font-medium text-ink" data-typed>
              {r.ClientName}
            </span>{' '}
            · <time dateTime={r.CreatedAt}>{f.shortDate(r.CreatedAt)}</time>
            {r.EditedAt && <EditedMark at={f.shortDate(r.EditedAt)} />}
          </p>
          {r.Answer && (
            <div className="mt-3 rounded-lg border-l-4 border-amber-brand bg-surface p-3" data-testid="review-answer">
              <p className="text-sm font-semibold text-ink">{providerName ? t`Answer from ${providerName}` : t`Answer from the provider`}</p>
              <p className="mt-1 whitespace-pre-line text-slate-800" data-typed>
                {r.Answer.Text}
              </p>
              <p className="mt-1 text-xs text-slate-600">
                <time dateTime={r.Answer.At}>{f.shortDate(r.Answer.At)}</time>
              </p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function EditedMark({ at }: { at: string }) {
  const { t } = useLingui();
  return <span title={t`Edited ${at}`}>{` ${t`(edited)`}`}</span>;
}

/** The owner's edit pencil (docs/product.md#roles-and-permissions); the loader decides `show`, guests never get it. */
export function EditPencil({ show, to }: { show: boolean; to: string }) {
  const { t } = useLingui();
  if (!show) return null;
  return (
    <Link to={to} aria-label={t`Edit listing`} className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-surface">
      <Pencil aria-hidden className="size-5" />
    </Link>
  );
}

/**
 * The frame both detail pages share: breadcrumb, the main column, and a side column ending with the
 * contact bar (a side card on desktop, a fixed bottom bar on phones).
 */
export function DetailLayout(props: {
  breadcrumb: React.ReactNode;
  children: React.ReactNode;
  side: React.ReactNode;
  target: ListingTarget;
  phone: string | null;
  email: string | null;
  /** Whether the server revealed the phone and email, and if not why (docs/decisions/022). */
  access: ContactAccess;
}) {
  const { t } = useLingui();
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <nav aria-label={t`Breadcrumb`} className="text-sm text-slate-600">
        {props.breadcrumb}
      </nav>
      <div className="mt-3 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <HydrateLater>{props.children}</HydrateLater>
        </div>
        <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
          <HydrateLater>{props.side}</HydrateLater>
          <HydrateLater>
            {(props.access === 'verify' || props.access === 'limit') && <ContactNotice access={props.access} />}
            <ContactBar target={props.target} phone={props.phone} email={props.email} access={props.access} />
          </HydrateLater>
        </aside>
      </div>
    </main>
  );
}
