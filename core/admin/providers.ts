import { eq, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type Paged, type ProviderRow, type ProvidersQuery, type VerifyRequest } from '../../contract/admin.ts';
import { contractorPath } from '../../lib/urls.ts';
import { contractors, vendors } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { iso } from '../format.ts';
import { locationLabel } from '../location.ts';
import { requireRole } from '../policy.ts';
import { recordAudit } from './audit.ts';

const likeParam = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The two kinds of provider differ only in table, name column, what "listings" counts and whether they are moderated. */
const KIND = {
  vendor: {
    from: sql`vendors p`,
    name: sql`p.name`,
    listings: sql`(SELECT count(*)::int FROM equipment e WHERE e.vendor_id = p.id)`,
    status: sql`NULL::text`,
  },
  contractor: {
    from: sql`contractors p`,
    name: sql`p.company_name`,
    listings: sql`(SELECT count(*)::int FROM contractor_projects x WHERE x.contractor_id = p.id)`,
    status: sql`p.status::text`,
  },
} as const;

/** Vendors or contractors, searched by company, owner or email, newest first, 20 a page. */
export async function listProviders(ctx: Ctx, q: ProvidersQuery): Promise<Paged<ProviderRow>> {
  requireRole(ctx, 'Admin');
  const offset = (q.page - 1) * ADMIN_PAGE_SIZE;
  const k = KIND[q.kind];
  const like = q.q ? likeParam(q.q) : null;
  const where = like ? sql`(${k.name} ILIKE ${like} OR p.email ILIKE ${like} OR p.contact_person ILIKE ${like} OR u.email ILIKE ${like} OR u.full_name ILIKE ${like})` : sql`true`;
  const rows = await ctx.db.execute<{
    id: number;
    name: string;
    owner: string | null;
    email: string | null;
    city: string | null;
    state: string | null;
    listings: number;
    status: string | null;
    is_verified: boolean;
    verified_at: Date | null;
  }>(
    sql`SELECT p.id, ${k.name} AS name, coalesce(u.full_name, p.contact_person) AS owner, coalesce(u.email, p.email) AS email, p.city, p.state,
          ${k.listings} AS listings, ${k.status} AS status, p.is_verified, p.verified_at
        FROM ${k.from} LEFT JOIN users u ON u.id = p.user_id WHERE ${where}
        ORDER BY p.created_at DESC, p.id DESC LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${offset}`,
  );
  const total = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${k.from} LEFT JOIN users u ON u.id = p.user_id WHERE ${where}`);
  return {
    data: rows.rows.map((r) => ({
      kind: q.kind,
      id: r.id,
      name: r.name,
      owner: r.owner,
      email: r.email,
      location: locationLabel(r.city, r.state),
      listings: r.listings,
      status: r.status,
      isVerified: r.is_verified,
      verifiedAt: r.verified_at ? iso(r.verified_at) : null,
      // Vendors have no public page of their own; an approved contractor does.
      publicUrl: q.kind === 'contractor' && r.status === 'approved' ? contractorPath(r.id, r.name) : null,
    })),
    total: total.rows[0]?.n ?? 0,
    page: q.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/**
 * Grants or takes away the "verified" badge (isVerified + verifiedAt). This is the only write path
 * to those columns: the badge is given by an admin after checking the business, never bought.
 */
export async function setProviderVerified(ctx: Ctx, input: VerifyRequest): Promise<{ message: string }> {
  const admin = requireRole(ctx, 'Admin');
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const values = { isVerified: input.verified, verifiedAt: input.verified ? now : null, updatedAt: now };
    const [row] =
      input.kind === 'vendor'
        ? await tx.update(vendors).set(values).where(eq(vendors.id, input.id)).returning({ name: vendors.name })
        : await tx.update(contractors).set(values).where(eq(contractors.id, input.id)).returning({ name: contractors.companyName });
    if (!row) throw new AppError('NOT_FOUND', input.kind === 'vendor' ? 'Vendor not found.' : 'Contractor not found.');
    await recordAudit(tx, admin.userId, { action: input.verified ? 'provider.verify' : 'provider.unverify', targetType: input.kind, targetId: input.id, detail: row.name });
    return { message: input.verified ? `${row.name} is now verified.` : `${row.name} is no longer verified.` };
  });
}
