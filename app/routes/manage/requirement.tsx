import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, CheckCircle2, Mail, Phone, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import type { ProviderRequirement } from '../../../contract/requirements.ts';
import { getProviderRequirement } from '../../../core/requirement/provider-requirements.ts';
import { AppError } from '../../../core/errors.ts';
import { telUrl } from '../../../lib/phone.ts';
import { MANAGE } from '../../../lib/manage-urls.ts';
import { PRICE_UNIT_OPTIONS, QuoteLine, RequirementFacts, RequirementStatus } from '../../components/manage/requirement-parts.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Input, Select, Textarea } from '../../components/ui/field.tsx';
import { FailureMessage } from '../../components/ui/form-message.tsx';
import { Link } from '../../i18n/react.tsx';
import { api } from '../../lib/api-client.ts';
import { modalDateTime } from '../../lib/client-area.ts';
import type { PageErrorHandle } from '../../lib/page-errors.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import type { Route } from './+types/requirement';
import type { loader as layoutLoader } from './layout.tsx';
import { i18nFor } from '../../i18n/i18n.ts';

export const meta = ({ data: d }: Route.MetaArgs) => {
  const i18n = i18nFor('en');
  const what = d?.requirement.What ?? i18n._(msg`Requirement`);
  return [{ title: i18n._(msg`${what} | Requirements | BuildMart`) }, { name: 'robots', content: 'noindex' }];
};

/** Opening it marks it read (core). One not sent to this provider, or an unknown id, is 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireViewer(context, ['Vendor', 'Contractor']);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw new AppError('NOT_FOUND', i18nFor('en')._(msg`Requirement not found.`));
  return { requirement: await getProviderRequirement(context.ctx, id) };
}

/** A getter: the words are read once every module (and so this workspace's catalogue) has loaded. */
export const handle = {
  get pageError(): PageErrorHandle {
    const i18n = i18nFor('en');
    return {
      area: i18n._(msg`Requirements`),
      notFound: {
        heading: i18n._(msg`Requirement not found`),
        text: i18n._(msg`It may have been sent to other providers only.`),
        back: { to: MANAGE.requirements, label: i18n._(msg`Back to requirements`) },
      },
    };
  },
};

/**
 * One requirement as a provider it was sent to sees it (docs/decisions/056): everything the client
 * asked, the quote form while it is open (sending again changes the quote), the client's contacts once
 * they have quoted, and the client's decision.
 */
export default function RequirementScreen({ loaderData }: Route.ComponentProps) {
  const r = loaderData.requirement;
  const { t } = useLingui();
  useFreshBadge(r.Id);
  const what = r.What;
  const qty = r.Quantity;
  return (
    <div className="max-w-5xl">
      <Link to={MANAGE.requirements} className="inline-flex min-h-11 items-center gap-1.5 font-medium text-slate-700 hover:text-navy">
        <ArrowLeft aria-hidden className="size-4" /> <Trans>All requirements</Trans>
      </Link>
      <h1 className="mt-1 break-words text-2xl font-bold">{qty > 1 ? t`${qty} × ${what}` : what}</h1>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <RequirementStatus status={r.Status} />
        <span>
          <Trans>
            Posted <time dateTime={r.CreatedAt}>{modalDateTime(r.CreatedAt)}</time>
          </Trans>
        </span>
        <span data-testid="quote-count">{t`${plural(r.QuoteCount, { one: '# quote so far', other: '# quotes so far' })}`}</span>
      </p>

      {/* One column on a phone (the need, the client, then the decision or the form); from lg the client sits on the right. */}
      <div className="mt-4 grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 lg:col-start-1">
          <RequirementFacts r={r} />
        </div>
        <ClientBox r={r} />
        <div className="min-w-0 space-y-5 lg:col-start-1">
          <Decision r={r} />
          {r.Status === 'open' && <QuoteForm r={r} />}
        </div>
      </div>
    </div>
  );
}

/**
 * The frame's loader counts unread requirements in parallel with this page's loader, which marks this
 * one read: the nav badge may still count it. When it shows any, the frame loads again once.
 */
function useFreshBadge(id: number) {
  const frame = useRouteLoaderData<typeof layoutLoader>('routes/manage/layout');
  const revalidator = useRevalidator();
  const counted = (frame?.unread[MANAGE.requirements] ?? 0) > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per requirement opened, not on every count change.
  useEffect(() => {
    if (counted) void revalidator.revalidate();
  }, [id]);
}

/** What the client decided, once they have: this provider's quote accepted, another one, or withdrawn. */
function Decision({ r }: { r: ProviderRequirement }) {
  if (r.Status === 'open') return null;
  const won = r.Status === 'accepted' && r.MyQuote?.Status === 'accepted';
  const clientName = r.ClientName;
  return (
    <section data-testid="decision" className={`rounded-xl border p-4 ${won ? 'border-green-300 bg-green-50 text-green-900' : 'border-slate-200 bg-surface text-slate-800'}`}>
      <p className="flex items-center gap-2 text-lg font-bold">
        {won && <CheckCircle2 aria-hidden className="size-5 shrink-0" />}
        {won ? <Trans>Accepted — call the client</Trans> : r.Status === 'accepted' ? <Trans>The client chose another quote</Trans> : <Trans>Withdrawn by the client</Trans>}
      </p>
      {won && r.ClientPhone && (
        <a href={telUrl(r.ClientPhone)} className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg bg-navy px-4 font-semibold text-white hover:bg-slate-800">
          <Phone aria-hidden className="size-4" /> <Trans>Call {clientName}</Trans>
        </a>
      )}
      {r.MyQuote && (
        <p className="mt-2 text-sm">
          <QuoteLine r={r} />
        </p>
      )}
      {!won && (
        <p className="mt-1 text-sm">
          <Trans>No more quotes can be sent for this requirement.</Trans>
        </p>
      )}
    </section>
  );
}

/** The client's name always; their phone and email once this provider has quoted. */
function ClientBox({ r }: { r: ProviderRequirement }) {
  return (
    <aside aria-labelledby="client-h" className="rounded-xl border border-slate-200 p-4 text-sm lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start" data-testid="client-box">
      <h2 id="client-h" className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        <Trans>Client</Trans>
      </h2>
      <p className="mt-1 flex items-center gap-1.5 font-semibold text-ink">
        <UserRound aria-hidden className="size-4 shrink-0 text-slate-500" /> {r.ClientName}
      </p>
      {r.ClientPhone || r.ClientEmail ? (
        <>
          {r.ClientPhone && (
            <p className="mt-1 flex items-center gap-1.5">
              <Phone aria-hidden className="size-4 shrink-0 text-slate-500" />
              <a href={telUrl(r.ClientPhone)} className="inline-flex min-h-11 items-center font-semibold underline" data-testid="client-phone">
                {r.ClientPhone}
              </a>
            </p>
          )}
          {r.ClientEmail && (
            <p className="flex items-center gap-1.5 break-all">
              <Mail aria-hidden className="size-4 shrink-0 text-slate-500" />
              <a href={`mailto:${r.ClientEmail}`} className="inline-flex min-h-11 items-center underline">
                {r.ClientEmail}
              </a>
            </p>
          )}
        </>
      ) : (
        <p className="mt-2 text-slate-600" data-testid="phone-hidden">
          {r.Status === 'open' ? (
            <Trans>The client’s phone and email are shown here once you send a quote.</Trans>
          ) : (
            <Trans>The client’s phone and email were shown only to providers who quoted.</Trans>
          )}
        </p>
      )}
    </aside>
  );
}

const FIELDS = ['price', 'priceUnit', 'availableFrom', 'note'] as const;

/** Today in the browser's calendar, 'YYYY-MM-DD' (the server checks again in India time). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The quote: price, what it is for, from when, a note. The server checks it (its messages next to their
 * fields); sending again replaces the quote while the client has not decided. After sending, the page
 * reloads its data: the client's contacts appear.
 */
function QuoteForm({ r }: { r: ProviderRequirement }) {
  const { t, i18n } = useLingui();
  const revalidator = useRevalidator();
  const mine = r.MyQuote;
  const send = useSubmit(api.requirements.quote, {
    fallback: t`Failed to send the quote.`,
    toast: { success: mine ? t`Quote updated. The client has been emailed.` : t`Quote sent. The client has been emailed.` },
    onSuccess: () => void revalidator.revalidate(),
  });
  const err = (name: string) => send.errors[name];
  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const value = (k: string) => String(data.get(k) ?? '');
    void send.submit({ requirementId: r.Id, price: value('price'), priceUnit: value('priceUnit'), availableFrom: value('availableFrom'), note: value('note') });
  }
  const defaultUnit = mine?.PriceUnit ?? (r.Kind === 'equipment' ? (r.BudgetUnit ?? 'day') : (r.BudgetUnit ?? 'job'));
  return (
    <section aria-labelledby="quote-h" className="rounded-xl border border-slate-200 p-4">
      <h2 id="quote-h" className="text-lg font-bold">
        {mine ? <Trans>Your quote</Trans> : <Trans>Send a quote</Trans>}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {mine ? (
          <Trans>You can change your quote until the client decides: sending it again replaces the one they see.</Trans>
        ) : (
          <Trans>The client compares quotes side by side and accepts one. You can change yours until they decide.</Trans>
        )}
      </p>
      {/* noValidate: the server's messages are shown next to each field, in the site's words. */}
      <form noValidate onSubmit={submit} onInput={send.clearOnChange} className="mt-3 space-y-3" data-testid="quote-form">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="q-price" label={t`Price (₹)`} error={err('price')} mark="required">
            <Input name="price" type="number" inputMode="numeric" min={1} step={1} defaultValue={mine?.Price ?? ''} autoComplete="off" />
          </Field>
          <Field id="q-unit" label={t`Price is`} error={err('priceUnit')}>
            <Select name="priceUnit" defaultValue={defaultUnit}>
              {PRICE_UNIT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {i18n._(o.label)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field id="q-from" label={t`Available from`} error={err('availableFrom')} mark="required" className="sm:max-w-xs">
          <Input name="availableFrom" type="date" min={today()} defaultValue={mine?.AvailableFrom ?? r.StartDate} />
        </Field>
        <Field id="q-note" label={t`Note to the client`} error={err('note')} mark="optional">
          <Textarea name="note" rows={3} maxLength={1000} defaultValue={mine?.Note ?? ''} placeholder={t`What the price includes: operator, fuel, transport to the site...`} />
        </Field>
        {/* A refusal named next to a field is not repeated here; a 409 (decided meanwhile) or a 429 is. */}
        <FailureMessage failure={FIELDS.some((k) => send.errors[k]) ? null : send.failure} />
        <Button type="submit" variant="save" pending={send.pending} pendingText={t`Sending...`}>
          {mine ? <Trans>Update quote</Trans> : <Trans>Send quote</Trans>}
        </Button>
      </form>
    </section>
  );
}
