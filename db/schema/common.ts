import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

/**
 * The collation of the name sorts (nameasc/namedesc): ICU's root collation, where accents and
 * case do not split names ('Ácme' before 'ajax', 'Vögele' before 'Volvo'). It ships with the
 * embedded server and Debian's PostgreSQL alike; the database's own collation stays C.UTF-8.
 * A name-sorted query must write `name COLLATE …` exactly like its index. See decision 025.
 */
export const NAME_COLLATION = sql.identifier('und-x-icu');

export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
