import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SaveSearchRequest, SavedSearch, UpdateSavedSearchRequest } from '../../contract/saved-searches.ts';
import { savedSearches, users } from '../../db/schema/index.ts';
import { type ListKind, listPathOf, normalListQuery } from '../../lib/list-query.ts';
import { requireViewer } from '../account/current-user.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { iso } from '../format.ts';
import { tokenMatches } from './unsubscribe-token.ts';

/** Saved searches one account may keep (docs/decisions/059-saved-searches.md). */
export const SAVED_SEARCH_MAX = 20;

export const SAVED_SEARCH_FULL = `You can keep at most ${SAVED_SEARCH_MAX} saved searches. Please delete one you no longer need.`;
const NOT_FOUND = 'Saved search not found.';

type Row = typeof savedSearches.$inferSelect;
const view = (r: Row): SavedSearch => ({
  id: r.id,
  kind: r.kind,
  query: r.query,
  path: listPathOf(r.kind, r.query),
  name: r.name,
  alerts: r.alerts,
  createdAt: iso(r.createdAt),
});

/** A name for a search saved without one (an API client): what list it is. */
const plainName = (kind: ListKind, query: string) => `${kind === 'equipment' ? 'Equipment' : 'Contractors'}${query ? ' search' : ': all listings'}`;

/**
 * Saves a list search for the viewer, in normal form; the same search again is the one already saved
 * (created false, its name kept). The count is checked under a lock on the user's row, so parallel saves
 * cannot pass the limit together.
 */
export async function saveSearch(ctx: Ctx, input: SaveSearchRequest): Promise<{ created: boolean; data: SavedSearch }> {
  const viewer = requireViewer(ctx);
  const query = normalListQuery(input.kind, input.query);
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.userId)).for('update');
    const [same] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, viewer.userId), eq(savedSearches.kind, input.kind), eq(savedSearches.query, query)));
    if (same) return { created: false, data: view(same) };
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, viewer.userId));
    if (n >= SAVED_SEARCH_MAX) throw new AppError('BAD_REQUEST', SAVED_SEARCH_FULL);
    const now = ctx.now();
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId: viewer.userId, kind: input.kind, query, name: input.name ?? plainName(input.kind, query), checkedAt: now, createdAt: now })
      .returning();
    return { created: true, data: view(row!) };
  });
}

/** The viewer's saved searches, newest first. */
export async function listSavedSearches(ctx: Ctx): Promise<SavedSearch[]> {
  const viewer = requireViewer(ctx);
  const rows = await ctx.db.select().from(savedSearches).where(eq(savedSearches.userId, viewer.userId)).orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(view);
}

/** Renames a saved search and/or turns its mail on or off; another user's is 404, as an unknown id. */
export async function updateSavedSearch(ctx: Ctx, input: UpdateSavedSearchRequest): Promise<SavedSearch> {
  const viewer = requireViewer(ctx);
  const set: Partial<Row> = {};
  if (input.name !== undefined) set.name = input.name;
  // Turned on again: matches from now on, not those listed while it was off.
  if (input.alerts !== undefined) Object.assign(set, input.alerts ? { alerts: true, checkedAt: sql`CASE WHEN alerts THEN checked_at ELSE ${ctx.now()} END` } : { alerts: false });
  if (Object.keys(set).length === 0) {
    const [row] = await ctx.db
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, input.id), eq(savedSearches.userId, viewer.userId)));
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return view(row);
  }
  const [row] = await ctx.db
    .update(savedSearches)
    .set(set)
    .where(and(eq(savedSearches.id, input.id), eq(savedSearches.userId, viewer.userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return view(row);
}

export async function deleteSavedSearch(ctx: Ctx, id: number): Promise<void> {
  const viewer = requireViewer(ctx);
  const gone = await ctx.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, viewer.userId)))
    .returning({ id: savedSearches.id });
  if (gone.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND);
}

export const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid. Please use the link in your latest email, or change your emails in your account.';

/**
 * The signed link's search (no session): its name, or a 400 for a forged or mangled token. A deleted search
 * answers the same 400 as a forged one, so a link says nothing about searches it was not made for.
 */
export async function findByUnsubscribeLink(ctx: Ctx, input: { id: number; token: string; secret: string }): Promise<SavedSearch> {
  const [row] = await ctx.db.select().from(savedSearches).where(eq(savedSearches.id, input.id));
  if (!row || !tokenMatches(input.secret, row.id, row.userId, input.token)) throw new AppError('BAD_REQUEST', BAD_UNSUBSCRIBE_LINK);
  return view(row);
}

/** One-click unsubscribe: the search's daily mail is turned off; doing it twice is harmless. */
export async function unsubscribeSavedSearch(ctx: Ctx, input: { id: number; token: string; secret: string }): Promise<SavedSearch> {
  const found = await findByUnsubscribeLink(ctx, input);
  await ctx.db.update(savedSearches).set({ alerts: false }).where(eq(savedSearches.id, found.id));
  return { ...found, alerts: false };
}
