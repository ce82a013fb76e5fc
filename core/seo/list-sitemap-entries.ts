import { sql } from 'drizzle-orm';
import { contractorPath, equipmentPath } from '../../lib/urls.ts';
import type { Ctx } from '../context.ts';
import { arrayParam } from '../format.ts';

/**
 * What the sitemaps list (docs/decisions/010-discoverability.md). Approved listings only; each
 * listing sitemap ("chunk") covers a fixed id range, so a chunk's URL always lists the same
 * listings and never more than `chunkSize` of them:
 *
 *   chunk n = approved rows with (n - 1) × chunkSize < id ≤ n × chunkSize
 *
 * Nothing here reads a whole table: the chunk list is one primary-key probe per non-empty chunk,
 * and a chunk is read in id order in batches (keyset, never OFFSET).
 */

/** The sitemap protocol's limit of URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapListing = 'equipment' | 'contractors';

export type SitemapEntry = { path: string; lastmod: Date };

const SOURCES = {
  equipment: { table: sql.raw('equipment'), name: sql.raw('name'), path: equipmentPath },
  contractors: { table: sql.raw('contractors'), name: sql.raw('company_name'), path: contractorPath },
} as const;

const checkSize = (chunkSize: number) => {
  if (!Number.isInteger(chunkSize) || chunkSize < 1 || chunkSize > SITEMAP_MAX_URLS) throw new RangeError(`chunkSize must be 1–${SITEMAP_MAX_URLS}`);
};

/**
 * Numbers of the chunks that hold at least one approved listing, ascending. A loose index scan:
 * each step asks the primary key for the first approved id past the previous chunk, so the cost
 * grows with the number of chunks (20 at a million listings), not with the number of rows.
 */
export async function listSitemapChunks(ctx: Ctx, o: { listing: SitemapListing; chunkSize?: number }): Promise<number[]> {
  const size = o.chunkSize ?? SITEMAP_MAX_URLS;
  checkSize(size);
  const { table } = SOURCES[o.listing];
  const rows = await ctx.db.execute<{ chunk: number }>(sql`
    WITH RECURSIVE c(chunk) AS (
      SELECT (SELECT (id - 1) / ${size} + 1 FROM ${table} WHERE status = 'approved' ORDER BY id LIMIT 1)
      UNION ALL
      SELECT (SELECT (id - 1) / ${size} + 1 FROM ${table} WHERE status = 'approved' AND id > c.chunk::bigint * ${size} ORDER BY id LIMIT 1)
      FROM c WHERE c.chunk IS NOT NULL
    )
    SELECT chunk::int AS chunk FROM c WHERE chunk IS NOT NULL`);
  return rows.rows.map((r) => Number(r.chunk));
}

/**
 * The approved listings of one chunk, in id order, as batches of canonical paths with their last
 * change. Yields nothing when the chunk is empty (or out of range). Memory stays at one batch.
 */
export async function* listSitemapEntries(ctx: Ctx, o: { listing: SitemapListing; chunk: number; chunkSize?: number; batchSize?: number }): AsyncGenerator<SitemapEntry[]> {
  const size = o.chunkSize ?? SITEMAP_MAX_URLS;
  checkSize(size);
  if (!Number.isSafeInteger(o.chunk) || o.chunk < 1 || (o.chunk - 1) * size > 2 ** 31) return;
  const { table, name, path } = SOURCES[o.listing];
  const batch = o.batchSize ?? 10_000;
  const last = Math.min(o.chunk * size, 2 ** 31 - 1); // ids are int4
  let after = (o.chunk - 1) * size;
  for (;;) {
    const rows = await ctx.db.execute<{ id: number; name: string; updated_at: Date | string }>(sql`
      SELECT id, ${name} AS name, updated_at FROM ${table}
      WHERE status = 'approved' AND id > ${after} AND id <= ${last}
      ORDER BY id LIMIT ${batch}`);
    if (rows.rows.length === 0) return;
    yield rows.rows.map((r) => ({ path: path(r.id, r.name), lastmod: new Date(r.updated_at) }));
    if (rows.rows.length < batch) return;
    after = rows.rows[rows.rows.length - 1]!.id;
  }
}

/** The contractor types (from the given list) that at least one approved contractor offers. */
export async function listContractorTypesInUse(ctx: Ctx, o: { types: readonly string[] }): Promise<Set<string>> {
  if (o.types.length === 0) return new Set();
  const rows = await ctx.db.execute<{ t: string }>(sql`
    SELECT t FROM unnest(${arrayParam(o.types, 'text')}) AS t
    WHERE EXISTS (SELECT 1 FROM contractors c WHERE c.status = 'approved' AND c.contractor_types && ARRAY[t])`);
  return new Set(rows.rows.map((r) => r.t));
}
