import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { type ContractorCard, ContractorListRequest, type EquipmentCard, EquipmentListRequest } from '../../contract/public-v3.ts';
import { categoryByNameOrSlug } from '../../data/equipment-catalogue.ts';
import type { Db } from '../../db/client.ts';
import { savedSearches, savedSearchHits, users } from '../../db/schema/index.ts';
import { type ListKind, listPathOf, parseContractorParams, parseEquipmentParams } from '../../lib/list-query.ts';
import { type MailLang, pathInLanguage } from '../account/user-language.ts';
import { makeCtx } from '../context.ts';
import { listContractors } from '../contractor/list-contractors.ts';
import { listEquipment } from '../equipment/list-equipment.ts';
import type { Mail, Mailer } from '../ports/mailer.ts';
import { unsubscribePath, unsubscribeToken } from './unsubscribe-token.ts';

/**
 * The daily mail of saved searches (docs/decisions/059-saved-searches.md), run by the job queue's crontab
 * (server/jobs/runner.ts). For each search with its mail on: the listings it finds now, newest first, that
 * were created since its last look (less MODERATION_ALLOWANCE, so a listing approved a day after it was
 * created is not missed) and were never mailed for it. One mail per search with new matches, in the
 * owner's language, with a one-click unsubscribe link; nothing when there is nothing new.
 */

/** How far before the last look a listing may have been created and still be new (moderation takes up to a day or two). */
export const MODERATION_ALLOWANCE_MS = 3 * 24 * 60 * 60 * 1000;
/** Listings a mail shows; more are counted, with the list's link. */
export const LISTED_IN_MAIL = 10;
/** Newest listings looked at per search and run (two pages of 50): far more than a day brings. */
const PAGE = 50;
const PAGES = 2;

type Found = { id: number; name: string; place: string; detail: string; url: string; createdAt: string };

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

function equipmentFound(c: EquipmentCard, lang: MailLang): Found {
  const rate = c.DailyRate ? `${rupees(c.DailyRate)}/${lang === 'hi' ? 'दिन' : 'day'}` : c.MonthlyRate ? `${rupees(c.MonthlyRate)}/${lang === 'hi' ? 'माह' : 'month'}` : '';
  return { id: c.Id, name: c.Name, place: c.Location, detail: rate, url: c.Url, createdAt: c.CreatedAt };
}
const contractorFound = (c: ContractorCard): Found => ({ id: c.Id, name: c.CompanyName, place: c.Location, detail: c.ContractorType, url: c.Url, createdAt: c.CreatedAt });

/** The newest listings the search finds created after `from`, as the list page would find them. */
async function newestMatches(db: Db, kind: ListKind, query: string, from: Date, lang: MailLang): Promise<Found[]> {
  const ctx = makeCtx(db);
  const search = new URLSearchParams(query);
  const found: Found[] = [];
  for (let page = 1; page <= PAGES; page++) {
    let cards: Found[];
    if (kind === 'equipment') {
      const p = parseEquipmentParams(search);
      const r = await listEquipment(
        ctx,
        EquipmentListRequest.parse({
          Keyword: p.q || undefined,
          Category: p.cat && categoryByNameOrSlug(p.cat) ? p.cat : undefined,
          Location: p.loc,
          AvailableForRent: p.avail === 'rent' || undefined,
          AvailableForSale: p.avail === 'sale' || undefined,
          Near: p.near,
          RadiusKm: p.radius,
          MaxDailyRate: p.maxday,
          Page: page,
          PageSize: PAGE,
          SortBy: 'latest',
        }),
      );
      cards = r.data.map((c) => equipmentFound(c, lang));
    } else {
      const p = parseContractorParams(search);
      const r = await listContractors(
        ctx,
        ContractorListRequest.parse({
          Keyword: p.q || undefined,
          ContractorTypes: p.type,
          WorkingSectors: p.sector,
          Locations: p.loc,
          Near: p.near,
          RadiusKm: p.radius,
          Page: page,
          PageSize: PAGE,
          SortBy: 'latest',
        }),
      );
      cards = r.data.map(contractorFound);
    }
    found.push(...cards.filter((c) => new Date(c.createdAt) > from));
    if (cards.length < PAGE || new Date(cards[cards.length - 1]!.createdAt) <= from) break;
  }
  return found;
}

const absolute = (origin: string | undefined, path: string) => (origin ? `${origin.replace(/\/+$/, '')}${path}` : path);

export function savedSearchMail(o: {
  to: string;
  lang: MailLang;
  name: string;
  kind: ListKind;
  found: Found[];
  listUrl: string;
  unsubscribeUrl: string;
  unsubscribeApiUrl: string;
  siteUrl?: string;
}): Mail {
  const shown = o.found.slice(0, LISTED_IN_MAIL);
  const more = o.found.length - shown.length;
  const hi = o.lang === 'hi';
  const lines = shown.map((f) => `- ${f.name} — ${f.place}${f.detail ? ` — ${f.detail}` : ''}\n  ${absolute(o.siteUrl, pathInLanguage(f.url, o.lang))}`);
  const n = o.found.length;
  const subject = hi ? `"${o.name}" में ${n} नई लिस्टिंग` : `${n} new ${n === 1 ? 'listing' : 'listings'} for "${o.name}"`;
  const text = hi
    ? [
        `आपकी सहेजी गई खोज "${o.name}" में कल से ये नई लिस्टिंग आई हैं:`,
        '',
        ...lines,
        ...(more > 0 ? ['', `और ${more} और।`] : []),
        '',
        `पूरी सूची देखें: ${o.listUrl}`,
        '',
        `इस खोज के ईमेल बंद करें (एक क्लिक): ${o.unsubscribeUrl}`,
      ]
    : [
        `New on BuildMart since yesterday for your saved search "${o.name}":`,
        '',
        ...lines,
        ...(more > 0 ? ['', `And ${more} more.`] : []),
        '',
        `See the whole list: ${o.listUrl}`,
        '',
        `Stop these emails for this search (one click): ${o.unsubscribeUrl}`,
      ];
  return {
    to: o.to,
    subject,
    text: text.join('\n'),
    // RFC 8058: a mail program's own "Unsubscribe" button posts to the API, no page and no login.
    headers: { 'List-Unsubscribe': `<${o.unsubscribeApiUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export type AlertRun = { searches: number; mails: number; listings: number };

/**
 * One run of the daily mail. `mailerFor(tx)` gives the mailer inside each search's transaction (the job
 * queue on that transaction: the mail job, the hits and the new `checked_at` are stored together or not at
 * all, so a crash mid-run neither loses nor repeats a mail). Also forgets hits older than any window.
 */
export async function sendSavedSearchAlerts(o: { db: Db; now: () => Date; mailerFor: (tx: Pick<Db, 'execute'>) => Mailer; secret: string; siteUrl?: string }): Promise<AlertRun> {
  const run: AlertRun = { searches: 0, mails: 0, listings: 0 };
  const now = o.now();
  let after = 0;
  for (;;) {
    const batch = await o.db
      .select({ s: savedSearches, email: users.email, lang: users.lang })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(and(eq(savedSearches.alerts, true), gt(savedSearches.id, after)))
      .orderBy(asc(savedSearches.id))
      .limit(200);
    if (batch.length === 0) break;
    after = batch[batch.length - 1]!.s.id;
    for (const { s, email, lang } of batch) {
      run.searches++;
      const from = new Date(Math.max(s.createdAt.getTime(), s.checkedAt.getTime() - MODERATION_ALLOWANCE_MS));
      const candidates = (await newestMatches(o.db, s.kind, s.query, from, lang)).filter((f) => new Date(f.createdAt) <= now);
      await o.db.transaction(async (tx) => {
        const seen = candidates.length
          ? new Set(
              (
                await tx
                  .select({ id: savedSearchHits.listingId })
                  .from(savedSearchHits)
                  .where(
                    and(
                      eq(savedSearchHits.searchId, s.id),
                      inArray(
                        savedSearchHits.listingId,
                        candidates.map((c) => c.id),
                      ),
                    ),
                  )
              ).map((r) => r.id),
            )
          : new Set<number>();
        const fresh = candidates.filter((c) => !seen.has(c.id));
        await tx.update(savedSearches).set({ checkedAt: now }).where(eq(savedSearches.id, s.id));
        if (fresh.length === 0) return;
        await tx
          .insert(savedSearchHits)
          .values(fresh.map((f) => ({ searchId: s.id, listingId: f.id, createdAt: now })))
          .onConflictDoNothing();
        const token = unsubscribeToken(o.secret, s.id, s.userId);
        await o.mailerFor(tx).send(
          savedSearchMail({
            to: email,
            lang,
            name: s.name,
            kind: s.kind,
            found: fresh,
            siteUrl: o.siteUrl,
            listUrl: absolute(o.siteUrl, pathInLanguage(listPathOf(s.kind, s.query), lang)),
            unsubscribeUrl: absolute(o.siteUrl, pathInLanguage(unsubscribePath(s.id, token), lang)),
            unsubscribeApiUrl: absolute(o.siteUrl, `/api/saved-searches/unsubscribe?id=${s.id}&token=${encodeURIComponent(token)}`),
          }),
        );
        run.mails++;
        run.listings += fresh.length;
      });
    }
  }
  await o.db.delete(savedSearchHits).where(lt(savedSearchHits.createdAt, new Date(now.getTime() - 2 * MODERATION_ALLOWANCE_MS)));
  return run;
}
