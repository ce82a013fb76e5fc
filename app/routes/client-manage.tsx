import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing, ClipboardList, Heart, LogIn, MessageSquareText, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { Link } from '../i18n/react.tsx';
import type { z } from 'zod';
import { EnquiriesQuery, WishlistQuery } from '../../contract/client.ts';
import { getClientProfile } from '../../core/account/client-profile.ts';
import { countUnreadReplies } from '../../core/enquiry/client-unread.ts';
import { listClientEnquiries } from '../../core/enquiry/list-client-enquiries.ts';
import { listClientRequirements } from '../../core/requirement/list-client-requirements.ts';
import { listWishlist } from '../../core/saved/list-wishlist.ts';
import { listSavedSearches, SAVED_SEARCH_MAX } from '../../core/saved-search/saved-searches.ts';
import { SavedSearchesTab } from '../components/client/saved-searches-tab.tsx';
import { EnquiriesTab } from '../components/client/enquiries-tab.tsx';
import { RequirementsTab } from '../components/client/requirements-tab.tsx';
import { UnreadBadge } from '../components/unread-badge.tsx';
import { useUnreadReplies } from '../lib/unread-replies.ts';
import { ProfileTab } from '../components/client/profile-tab.tsx';
import type { EquipmentItem, ContractorItem } from '../components/client/wishlist-tab.tsx';
import { WishlistTab } from '../components/client/wishlist-tab.tsx';
import { buttonClasses } from '../components/ui/button.tsx';
import { CLIENT_PAGE_SIZE, listQueryInput, parseClientTab, totalPagesOf, type ClientTab, type Period } from '../lib/client-area.ts';
import { askToLogin } from '../lib/login-prompt.ts';
import { seo, siteUrlOf } from '../lib/seo.ts';
import { contractorNamesOnHindiPages } from '../i18n/hindi-names.ts';
import type { Route } from './+types/client-manage';

// The wishlist's contractor types and the requirements' contractor types, in Hindi on Hindi pages (app/i18n/hindi-names.ts).
await contractorNamesOnHindiPages();

const TABS: { tab: ClientTab; label: MessageDescriptor; icon: typeof UserRound }[] = [
  { tab: 'profile', label: msg`Profile`, icon: UserRound },
  { tab: 'enquiries', label: msg`Enquiries`, icon: MessageSquareText },
  { tab: 'requirements', label: msg`Requirements`, icon: ClipboardList },
  { tab: 'wishlist', label: msg`Wishlist`, icon: Heart },
  { tab: 'saved', label: msg`Saved searches`, icon: BellRing },
];

export function meta({ data, matches, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const i18n = i18nFor(lang);
  const label = i18n._(TABS.find((t) => t.tab === data?.tab)?.label ?? TABS[0]!.label);
  return seo({
    title: i18n._(msg`${label} | My account | BuildMart`),
    description: i18n._(
      msg`Your BuildMart account: profile, the enquiries you sent to vendors and contractors, your requirements and their quotes, your saved equipment and contractors, and your saved searches.`,
    ),
    path: '/client/manage',
    siteUrl: siteUrlOf(matches),
    noindex: true,
    lang,
  });
}

/**
 * The first data of the chosen tab comes from the server (core functions), so the page renders
 * complete; later filter and page changes fetch through the API. Guests get a login prompt on the
 * same URL: once they sign in the page reloads its data (docs/decisions/013).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const tab = parseClientTab(search.get('tab'));
  const { ctx } = context;
  if (!ctx.viewer) return { tab, signedIn: false as const };
  // The Enquiries tab's badge: enquiries with a provider reply the client has not opened.
  const unread = await countUnreadReplies(ctx);
  switch (tab) {
    case 'enquiries': {
      const q = listQuery(EnquiriesQuery, search);
      return { tab, signedIn: true as const, unread, enquiries: await onAPage(q, (page) => listClientEnquiries(ctx, { ...q, page })) };
    }
    case 'requirements':
      return { tab, signedIn: true as const, unread, requirements: await requirementsPage(ctx, search) };
    case 'wishlist': {
      const q = listQuery(WishlistQuery, search);
      const r = await onAPage(q, (page) => listWishlist(ctx, { ...q, page }));
      return { tab, signedIn: true as const, unread, wishlist: r as typeof r & { data: (EquipmentItem | ContractorItem)[] } };
    }
    case 'saved':
      return { tab, signedIn: true as const, unread, saved: { data: await listSavedSearches(ctx), max: SAVED_SEARCH_MAX } };
    default:
      return { tab, signedIn: true as const, unread, profile: await getClientProfile(ctx) };
  }
}

/** The requirements page the URL names (10 a page), or the last one when the list has become shorter. */
async function requirementsPage(ctx: Route.LoaderArgs['context']['ctx'], search: URLSearchParams) {
  // Requirements are a client's: another account sees the tab explain that, not a refusal.
  if (ctx.viewer?.role !== 'Client') return { data: [], total: 0, page: 1, totalPages: 1, notClient: true };
  const asked = Number(search.get('page'));
  let page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  let r = await listClientRequirements(ctx, { page, pageSize: CLIENT_PAGE_SIZE });
  if (r.data.length === 0 && page > 1 && r.total > 0) r = await listClientRequirements(ctx, { page: (page = totalPagesOf(r.total)), pageSize: CLIENT_PAGE_SIZE });
  return { ...r, page, totalPages: totalPagesOf(r.total), notClient: false };
}

/** The sub-tab, period and page the URL names (the pager's plain GET form); nonsense means the defaults. */
function listQuery<S extends typeof EnquiriesQuery | typeof WishlistQuery>(schema: S, search: URLSearchParams): z.infer<S> {
  const parsed = schema.safeParse({ ...listQueryInput(search), pageSize: CLIENT_PAGE_SIZE });
  return (parsed.success ? parsed.data : schema.parse({ pageSize: CLIENT_PAGE_SIZE })) as z.infer<S>;
}

/** Loads the asked page, or the last one when the list has become shorter; returns the state it shows. */
async function onAPage<Q extends { type: string; dateFilter: Period; page: number }, R extends { total: number; data: unknown[] }>(q: Q, load: (page: number) => Promise<R>) {
  let page = q.page;
  let r = await load(page);
  if (r.data.length === 0 && page > 1 && r.total > 0) r = await load((page = totalPagesOf(r.total)));
  return { ...r, query: { type: q.type as Q['type'], dateFilter: q.dateFilter, page } };
}

/** The client account area (docs/product.md#client-account-area): Profile, Enquiries, Requirements (docs/decisions/056), Wishlist. */
export default function ClientManage({ loaderData: d }: Route.ComponentProps) {
  const { i18n, t } = useLingui();
  const navigation = useNavigation();
  // A navigation (a sidebar link, the pager's form before hydration) starts the list from its URL again.
  const { key, pathname } = useLocation();
  // Same page (/client/manage or /hi/client/manage), another tab.
  const switching = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const unread = useUnreadReplies(d.signedIn, key, d.signedIn ? d.unread : undefined);
  // On a phone the tabs scroll sideways: the open one is brought into view (the last ones start off-screen).
  const tabsRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = tabsRef.current;
    const el = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !el) return;
    const past = el.getBoundingClientRect().right - nav.getBoundingClientRect().right;
    if (past > 0) nav.scrollLeft += past + 16;
  }, [d.tab]);
  if (!d.signedIn) return <GuestPrompt />;
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold">
        <Trans>My account</Trans>
      </h1>
      <div className="mt-4 grid gap-6 md:grid-cols-[12rem_minmax(0,1fr)]">
        <nav
          ref={tabsRef}
          aria-label={t`Account sections`}
          className="-mx-4 overflow-x-auto border-b border-slate-200 px-4 md:mx-0 md:self-start md:overflow-visible md:rounded-xl md:border md:p-2"
        >
          <ul className="flex gap-1 md:flex-col">
            {TABS.map(({ tab, label, icon: Icon }) => {
              const active = tab === d.tab;
              return (
                <li key={tab} className="flex-1 md:flex-none">
                  <Link
                    // Same page, another ?tab= (clientAreaUrl in lib/urls.ts builds the full link; importing it here would split it out of the root chunk).
                    to={{ search: `?tab=${tab}` }}
                    preventScrollReset
                    aria-current={active ? 'page' : undefined}
                    className={`flex min-h-11 items-center justify-center gap-2 whitespace-nowrap border-b-2 px-3 font-medium md:justify-start md:rounded-lg md:border-b-0 ${
                      active ? 'border-amber-brand text-navy md:bg-amber-brand' : 'border-transparent text-slate-600 hover:text-navy md:hover:bg-surface'
                    }`}
                  >
                    <Icon aria-hidden className="size-5" /> {i18n._(label)} {tab === 'enquiries' && <UnreadBadge count={unread?.Total ?? 0} />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <section aria-label={i18n._(TABS.find((x) => x.tab === d.tab)!.label)} aria-busy={switching} className={`min-w-0 ${switching ? 'opacity-60' : ''}`}>
          {d.tab === 'profile' && 'profile' in d && d.profile && <ProfileTab initial={d.profile} />}
          {d.tab === 'enquiries' && 'enquiries' in d && d.enquiries && <EnquiriesTab key={key} initial={d.enquiries} unread={unread} />}
          {d.tab === 'requirements' && 'requirements' in d && d.requirements && <RequirementsTab key={key} initial={d.requirements} />}
          {d.tab === 'wishlist' && 'wishlist' in d && d.wishlist && <WishlistTab key={key} initial={d.wishlist} />}
          {d.tab === 'saved' && 'saved' in d && d.saved && <SavedSearchesTab key={key} initial={d.saved.data} max={d.saved.max} />}
        </section>
      </div>
    </main>
  );
}

/** Guests: the account area asks them to log in and fills itself once they have. */
function GuestPrompt() {
  return (
    <main className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">
        <Trans>My account</Trans>
      </h1>
      <p className="mt-3 text-slate-600">
        <Trans>Please log in to see your profile, enquiries, requirements and wishlist.</Trans>
      </p>
      <button type="button" onClick={askToLogin} className={`${buttonClasses.primary} mx-auto mt-6 flex max-w-xs items-center justify-center gap-2`}>
        <LogIn aria-hidden className="size-5" /> <Trans>Login</Trans>
      </button>
    </main>
  );
}
