import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../errors.ts';

/**
 * What the public site shows — one rule, used by the detail pages and by every client write about
 * a listing or provider (enquiry, review, save):
 * - an equipment listing or a contractor profile while it is approved (pending, rejected and
 *   paused ones are hidden; a deleted one is gone);
 * - a vendor while it has at least one public equipment listing.
 * The detail pages still show a hidden one to its owner and to admins (a preview); a write about a
 * hidden one gets the same 404 as an unknown id, so ids cannot be probed.
 */
export const isPublicListing = (status: string) => status === 'approved';

/** The same rule in SQL, for a listing row under `alias` (equipment or contractors). */
export const publicListingSql = (alias: string): SQL => sql`${sql.identifier(alias)}.status = 'approved'`;

/** The vendor rule in SQL, for the vendor id expression `vendorId`. */
export const publicVendorSql = (vendorId: SQL): SQL => sql`EXISTS (SELECT 1 FROM equipment pe WHERE pe.vendor_id = ${vendorId} AND ${publicListingSql('pe')})`;

/** A database or a transaction: the lookups below work inside either. */
type Reader = Pick<Db, 'execute'>;

export const EQUIPMENT_NOT_FOUND = 'Equipment not found.';
export const VENDOR_NOT_FOUND = 'Vendor not found.';
export const CONTRACTOR_NOT_FOUND = 'Contractor not found.';

/** A public equipment listing with its vendor, or 404 'Equipment not found.'. */
export async function findPublicEquipment(db: Reader, id: number) {
  const res = await db.execute<{ id: number; name: string; vendor_id: number; vendor_email: string | null; owner_user_id: number | null }>(
    sql`SELECT e.id, e.name, e.vendor_id, v.email AS vendor_email, v.user_id AS owner_user_id
        FROM equipment e JOIN vendors v ON v.id = e.vendor_id WHERE e.id = ${id} AND ${publicListingSql('e')}`,
  );
  const row = res.rows[0];
  if (!row) throw new AppError('NOT_FOUND', EQUIPMENT_NOT_FOUND);
  return { id: row.id, name: row.name, vendorId: row.vendor_id, vendorEmail: row.vendor_email, ownerUserId: row.owner_user_id };
}

/** A vendor the public site shows, or 404 'Vendor not found.'. */
export async function findPublicVendor(db: Reader, id: number) {
  const res = await db.execute<{ id: number; email: string | null; user_id: number | null }>(
    sql`SELECT v.id, v.email, v.user_id FROM vendors v WHERE v.id = ${id} AND ${publicVendorSql(sql`v.id`)}`,
  );
  const row = res.rows[0];
  if (!row) throw new AppError('NOT_FOUND', VENDOR_NOT_FOUND);
  return { id: row.id, email: row.email, ownerUserId: row.user_id };
}

/** A public contractor profile, or 404 'Contractor not found.'. */
export async function findPublicContractor(db: Reader, id: number) {
  const res = await db.execute<{ id: number; email: string | null; user_id: number | null }>(
    sql`SELECT c.id, c.email, c.user_id FROM contractors c WHERE c.id = ${id} AND ${publicListingSql('c')}`,
  );
  const row = res.rows[0];
  if (!row) throw new AppError('NOT_FOUND', CONTRACTOR_NOT_FOUND);
  return { id: row.id, email: row.email, ownerUserId: row.user_id };
}
