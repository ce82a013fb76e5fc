import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18nFor } from '../i18n/i18n.ts';
import type { Lang } from '../i18n/lang.ts';
import { dateTime } from './format.ts';

/** Browser-safe helpers of the client account area (/client/manage, docs/product.md#client-account-area). */

export const CLIENT_TABS = ['profile', 'enquiries', 'requirements', 'wishlist', 'saved'] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];

/** ?tab= of the account area; anything unknown is the profile (the default). */
export const parseClientTab = (v: string | null): ClientTab => ((CLIENT_TABS as readonly string[]).includes(v ?? '') ? (v as ClientTab) : 'profile');

/** Enquiries and wishlist: 10 a page (docs/product.md#client-account-area). */
export const CLIENT_PAGE_SIZE = 10;

export const CLIENT_AREA_PATH = '/client/manage';

/** The two paged tabs and the sub-tab each opens on. */
export const LIST_DEFAULT_TYPE = { enquiries: 'vendor', wishlist: 'equipment' } as const;
export type ListTab = keyof typeof LIST_DEFAULT_TYPE;

/**
 * Where a paged tab is: ?type=&period=&page= next to ?tab=. The pager submits them as a plain GET
 * form, so a page change works before the JavaScript has arrived, and a reload keeps the page
 * (docs/decisions/024). Unknown values are left to the tab's Zod schema.
 */
export const LIST_PARAMS = { type: 'type', period: 'period', page: 'page' } as const;

/** The raw list state of a URL, shaped for EnquiriesQuery / WishlistQuery. */
export function listQueryInput(search: URLSearchParams): { type?: string; dateFilter?: string; page?: string } {
  const get = (k: string) => search.get(k)?.trim() || undefined;
  return { type: get(LIST_PARAMS.type), dateFilter: get(LIST_PARAMS.period), page: get(LIST_PARAMS.page) };
}

/** The account-area URL of a list state; default values are left out. */
export function clientListUrl(tab: ListTab, q: { type: string; dateFilter: string; page: number }): string {
  const p = new URLSearchParams({ tab });
  if (q.type !== LIST_DEFAULT_TYPE[tab]) p.set(LIST_PARAMS.type, q.type);
  if (q.dateFilter !== 'thismonth') p.set(LIST_PARAMS.period, q.dateFilter);
  if (q.page > 1) p.set(LIST_PARAMS.page, String(q.page));
  return `${CLIENT_AREA_PATH}?${p}`;
}

/** The period filter; `label` is rendered with the page's i18n (docs/decisions/048-hindi-site.md). */
export const PERIODS = [
  { value: 'thismonth', label: msg`This Month` },
  { value: 'lastmonth', label: msg`Last Month` },
  { value: 'last3months', label: msg`Last 3 Months` },
] as const;
export type Period = (typeof PERIODS)[number]['value'];

/** Message preview on enquiry cards (docs/product.md#client-account-area: 80 characters). */
export const PREVIEW_CHARS = 80;

const STATUS_WORDS: Record<string, MessageDescriptor> = { new: msg`New`, 'in progress': msg`In progress`, closed: msg`Closed` };

/**
 * The enquiry status badge (docs/product.md#enquiries-and-conversations), read case-insensitively: 'new' red, 'in progress' yellow,
 * 'closed' green, anything else grey showing the value, or 'Pending' when empty. English pages show the stored
 * value as it is; a Hindi page shows the three known statuses in Hindi (an unknown one stays as stored: `typed`).
 */
export function statusBadge(
  status: string | null | undefined,
  i18n: I18n = i18nFor('en'),
): { label: string; tone: 'red' | 'yellow' | 'green' | 'grey'; className: string; typed: boolean } {
  const value = (status ?? '').trim();
  const key = value.toLowerCase();
  const word = i18n.locale === 'en' || !STATUS_WORDS[key] ? value : i18n._(STATUS_WORDS[key]);
  switch (key) {
    case 'new':
      return { label: word, tone: 'red', className: 'bg-red-100 text-red-800', typed: false };
    case 'in progress':
      return { label: word, tone: 'yellow', className: 'bg-yellow-100 text-yellow-800', typed: false };
    case 'closed':
      return { label: word, tone: 'green', className: 'bg-green-100 text-green-800', typed: false };
    default:
      return { label: value || i18n._(msg`Pending`), tone: 'grey', className: 'bg-slate-200 text-slate-700', typed: !!value };
  }
}

export const totalPagesOf = (total: number, pageSize = CLIENT_PAGE_SIZE) => Math.max(1, Math.ceil(total / pageSize));

const SENDERS: Record<string, MessageDescriptor> = { Client: msg`You`, Vendor: msg`Vendor`, Contractor: msg`Contractor` };
/** Who wrote a reply, as the client reads it (docs/product.md#enquiries-and-conversations: 'Client' shows as 'You'). */
export const senderLabel = (sender: string, i18n: I18n = i18nFor('en')) => (SENDERS[sender] ? i18n._(SENDERS[sender]) : sender);

const dateTimeParts = { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' } as const;
const cardDT = new Intl.DateTimeFormat('en-US', dateTimeParts);
/**
 * Date and time on cards (docs/product.md#business-constants-and-limits: en-US), India time: 'Mar 5, 2026, 3:04 PM'.
 * Hindi pages have no en-US card format to keep: they read the formatting module's hi-IN date and time.
 */
export const cardDateTime = (iso: string, lang: Lang = 'en') => (!iso ? '' : lang === 'hi' ? dateTime(iso, 'hi') : cardDT.format(new Date(iso)));
/** Date and time in modals (docs/product.md#business-constants-and-limits: en-IN), India time: '5 Mar 2026, 3:04 pm' (the formatting module). */
export const modalDateTime = (iso: string, lang: Lang = 'en') => dateTime(iso, lang);
