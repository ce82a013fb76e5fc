import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { publicListingSql, publicVendorSql, VENDOR_NOT_FOUND } from '../listing/visibility.ts';
import { revealContact } from '../contacts/reveal-contact.ts';
import { listReviews } from '../review/review-rows.ts';
import { providerTrust } from '../trust/provider-trust.ts';

type VendorRow = {
  id: number;
  user_id: number | null;
  name: string;
  contact_person: string | null;
  logo_url: string | null;
  city: string | null;
  state: string | null;
  email: string | null;
  phone: string | null;
  gstin: string | null;
  year_established: number | null;
  service_areas: string;
  is_verified: boolean;
  rating_avg: number;
  rating_count: number;
  total_equipments: number;
  is_public: boolean;
  created_at: Date;
};

/**
 * A vendor's public card (docs/product.md#detail-pages). Email and phone only when revealed to the viewer
 * (core/contacts/reveal-contact.ts: a verified account within its daily count, the owner, an
 * admin); otherwise nulls, ContactHidden true and ContactAccess saying why.
 * A vendor the public does not see (core/listing/visibility.ts) is shown only to its own user and admins.
 */
export async function getVendorDetail(ctx: Ctx, input: { id?: number; equipmentId?: number }) {
  const by = input.id ? sql`v.id = ${input.id}` : sql`v.id = (SELECT e.vendor_id FROM equipment e WHERE e.id = ${input.equipmentId!} AND ${publicListingSql('e')})`;
  const res = await ctx.db.execute<VendorRow>(
    sql`SELECT v.id, v.user_id, v.name, v.contact_person, v.logo_url, v.city, v.state, v.email, v.phone, v.gstin,
          v.year_established, v.service_areas, v.is_verified, v.rating_avg, v.rating_count, v.created_at,
          (SELECT count(*)::int FROM equipment e WHERE e.vendor_id = v.id AND ${publicListingSql('e')}) AS total_equipments,
          ${publicVendorSql(sql`v.id`)} AS is_public
        FROM vendors v WHERE ${by}`,
  );
  const v = res.rows[0];
  const isOwner = !!v && !!ctx.viewer && v.user_id === ctx.viewer.userId;
  if (!v || (!v.is_public && !isOwner && ctx.viewer?.role !== 'Admin')) {
    throw new AppError('NOT_FOUND', VENDOR_NOT_FOUND);
  }
  const [access, trust] = await Promise.all([
    revealContact(ctx, { kind: 'vendor', id: v.id, ownerUserId: v.user_id }),
    providerTrust(ctx, { side: 'vendor', id: v.id, gstin: v.gstin, state: v.state, isVerified: v.is_verified, createdAt: v.created_at }),
  ]);
  const showContact = access === 'shown';
  return {
    Id: v.id,
    UserId: v.user_id,
    Name: v.name,
    CompanyName: v.name,
    ContactPerson: v.contact_person,
    LogoUrl: v.logo_url,
    City: v.city,
    State: v.state,
    Email: showContact ? v.email : null,
    Phone: showContact ? v.phone : null,
    ContactHidden: !showContact,
    ContactAccess: access,
    GSTIN: v.gstin,
    YearEstablished: v.year_established,
    ServiceAreas: v.service_areas || 'Pan India',
    IsVerified: v.is_verified,
    Rating: Number(v.rating_avg),
    TotalRatings: v.rating_count,
    TotalEquipments: v.total_equipments,
    Reviews: await listReviews(ctx, sql`r.vendor_id = ${v.id}`, 20),
    Trust: trust,
  };
}
