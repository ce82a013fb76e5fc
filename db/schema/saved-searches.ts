import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './common.ts';
import { users } from './users.ts';

/**
 * Saved searches (docs/decisions/059-saved-searches.md): a list search a user keeps, stored as the normal
 * form of the list address's query (lib/list-query.ts), with a readable name. With `alerts` on, the daily
 * job mails the listings that are new since `checked_at`; each listing at most once (`saved_search_hits`).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['equipment', 'contractor'] }).notNull(),
    /** The list URL's query in normal form, without '?' ('' is the whole list). */
    query: text('query').notNull(),
    name: text('name').notNull(),
    /** The daily mail of new matches; one-click unsubscribe turns it off. */
    alerts: boolean('alerts').notNull().default(true),
    /** The daily job's last look: listings created after it (less the moderation allowance) are candidates. */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_searches_user_query_uq').on(t.userId, t.kind, t.query),
    index('saved_searches_alerts_idx').on(t.id).where(sql`alerts`),
    check('saved_searches_name_ck', sql`length(${t.name}) BETWEEN 1 AND 120`),
  ],
);

/** The listings already mailed for a saved search: a listing is mailed once, however its dates move. */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    searchId: integer('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.searchId, t.listingId] }), index('saved_search_hits_created_idx').on(t.createdAt)],
);
