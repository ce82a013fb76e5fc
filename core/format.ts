import { sql } from 'drizzle-orm';

/** Serialises a timestamp for the API (ISO 8601, UTC). */
export const iso = (d: Date | string | null | undefined): string => (d ? new Date(d).toISOString() : '');

/** Comma list as the spec's screens expect it ("Civil Contractor, Road Contractor"). */
export const commaList = (a: readonly string[] | null | undefined): string => (a ?? []).join(', ');
/** A JS array as ONE SQL parameter (drizzle would otherwise expand it into "($1, $2, …)"). */
export const arrayParam = (a: readonly (string | number)[], type: 'text' | 'int') => (type === 'text' ? sql`${sql.param(a)}::text[]` : sql`${sql.param(a)}::int[]`);
