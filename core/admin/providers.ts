import { eq, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type Paged, type ProviderRow, type ProvidersQuery, type VerifyRequest } from '../../contract/admin.ts';
import { contractorPath } from '../../app/lib/urls.ts';
import { contractors, vendors } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { iso } from '../format.ts';
import { locationLabel } from '../location.ts';
import { requireRole } from '../policy.ts';
import { recordAudit } from './audit.ts';

const likeParam = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Vendors or contractors, searched by company, owner or email, newest first, 20 a page. */
export async function listProviders(ctx: Ctx, q: ProvidersQuery): Promise<Paged<ProviderRow>> {
  requireRole(ctx, 'Admin');
  const offset = (q.page - 1) * ADMIN_PAGE_SIZE;
  const like = q.q ? likeParam(q.q) : null;
  if (q.kind === 'vendor') {
    const where = like
      ? sql`(v.name ILIKE ${like} OR v.email ILIKE ${like} OR v.contact_person ILIKE ${like} OR u.email ILIKE ${like} OR u.full_name ILIKE ${like})`
      : sql`true`;
    const rows = await ctx.db.execute<{ id: number; name: string; owner: string | null; email: string | null; city: string | null; state: string | null; listings: number; is_verified: boolean; verified_at: Date | null }>(
      sql`SELECT v.id, v.name, coalesce(u.full_name, v.contact_person) AS owner, coalesce(u.email, v.email) AS email, v.city, v.state,
            (SELECT count(*)::int FROM equipment e WHERE e.vendor_id = v.id) AS listings, v.is_verified, v.verified_at
          FROM vendors v LEFT JOIN users u ON u.id = v.user_id WHERE ${where}
          ORDER BY v.created_at DESC, v.id DESC LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${offset}`,
    );
    const total = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM vendors v LEFT JOIN users u ON u.id = v.user_id WHERE ${where}`);
    return {
      data: rows.rows.map((r) => ({
        kind: 'vendor',
        id: r.id,
        name: r.name,
        owner: r.owner,
        email: r.email,
        location: locationLabel(r.city, r.state),
        listings: r.listings,
        status: null,
        isVerified: r.is_verified,
        verifiedAt: r.verified_at ? iso(r.verified_at) : null,
        publicUrl: null,
      })),
      total: total.rows[0]?.n ?? 0,
      page: q.page,
      pageSize: ADMIN_PAGE_SIZE,
    };
  }
  const where = like
    ? sql`(c.company_name ILIKE ${like} OR c.email ILIKE ${like} OR c.contact_person ILIKE ${like} OR u.email ILIKE ${like} OR u.full_name ILIKE ${like})`
    : sql`true`;
  const rows = await ctx.db.execute<{ id: number; name: string; owner: string | null; email: string | null; city: string | null; state: string | null; listings: number; status: string; is_verified: boolean; verified_at: Date | null }>(
    sql`SELECT c.id, c.company_name AS name, coalesce(u.full_name, c.contact_person) AS owner, coalesce(u.email, c.email) AS email, c.city, c.state,
          (SELECT count(*)::int FROM contractor_projects p WHERE p.contractor_id = c.id) AS listings, c.status, c.is_verified, c.verified_at
        FROM contractors c LEFT JOIN users u ON u.id = c.user_id WHERE ${where}
        ORDER BY c.created_at DESC, c.id DESC LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${offset}`,
  );
  const total = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM contractors c LEFT JOIN users u ON u.id = c.user_id WHERE ${where}`);
  return {
    data: rows.rows.map((r) => ({
      kind: 'contractor',
      id: r.id,
      name: r.name,
      owner: r.owner,
      email: r.email,
      location: locationLabel(r.city, r.state),
      listings: r.listings,
      status: r.status,
      isVerified: r.is_verified,
      verifiedAt: r.verified_at ? iso(r.verified_at) : null,
      publicUrl: r.status === 'approved' ? contractorPath(r.id, r.name) : null,
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
