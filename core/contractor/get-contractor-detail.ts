import { sql } from 'drizzle-orm';
import { contractorPath, slugify } from '../../lib/urls.ts';
import type { Ctx } from '../context.ts';
import { commaList } from '../format.ts';
import { isPublicListing } from '../listing/visibility.ts';
import { revealContact } from '../contacts/reveal-contact.ts';
import { listReviews } from '../review/review-rows.ts';
import { providerTrust } from '../trust/provider-trust.ts';

type Row = {
  id: number;
  user_id: number | null;
  company_name: string;
  contact_person: string | null;
  owner_name: string | null;
  mobile: string | null;
  email: string | null;
  website: string | null;
  logo_url: string | null;
  city: string | null;
  state: string | null;
  registered_since: string | null;
  year_of_establishment: number | null;
  labor_strength: number | null;
  contractor_types: string[];
  working_sectors: string[];
  work_locations: string[];
  specific_work_detail: string | null;
  certificates: string[];
  is_paid_user: boolean;
  paid_plan: string | null;
  is_verified: boolean;
  rating_avg: number;
  rating_count: number;
  gstin: string | null;
  service_location: string | null;
  status: string;
  is_saved: boolean;
  created_at: Date;
};

/**
 * Contractor detail (docs/product.md#detail-pages): null when unknown or not public (the owner and admins still see it).
 * Mobile, email and website only when revealed to the viewer (core/contacts/reveal-contact.ts);
 * otherwise nulls, contactHidden true and contactAccess saying why.
 */
export async function getContractorDetail(ctx: Ctx, input: { id: number }) {
  const saved = ctx.viewer ? sql`EXISTS (SELECT 1 FROM saved_items s WHERE s.user_id = ${ctx.viewer.userId} AND s.contractor_id = c.id)` : sql`false`;
  const res = await ctx.db.execute<Row>(sql`SELECT c.*, ${saved} AS is_saved FROM contractors c WHERE c.id = ${input.id}`);
  const c = res.rows[0];
  if (!c) return null;
  const privileged = !!ctx.viewer && (ctx.viewer.role === 'Admin' || c.user_id === ctx.viewer.userId);
  if (!isPublicListing(c.status) && !privileged) return null;
  const [projects, reviews, trust] = await Promise.all([
    ctx.db.execute<{ id: number; title: string; location: string | null; sector: string | null; description: string | null }>(
      sql`SELECT id, title, location, sector, description FROM contractor_projects WHERE contractor_id = ${c.id} ORDER BY created_at DESC, id DESC LIMIT 100`,
    ),
    listReviews(ctx, sql`r.contractor_id = ${c.id}`),
    providerTrust(ctx, { side: 'contractor', id: c.id, gstin: c.gstin, state: c.state, isVerified: c.is_verified, createdAt: c.created_at }),
  ]);
  const access = await revealContact(ctx, { kind: 'contractor', id: c.id, ownerUserId: c.user_id });
  const showContact = access === 'shown';
  return {
    id: c.id,
    slug: slugify(c.company_name),
    url: contractorPath(c.id, c.company_name),
    companyName: c.company_name,
    contactPerson: c.contact_person,
    ownerName: c.owner_name,
    mobile: showContact ? c.mobile : null,
    email: showContact ? c.email : null,
    contactHidden: !showContact,
    contactAccess: access,
    website: showContact ? c.website : null,
    logoUrl: c.logo_url,
    city: c.city,
    state: c.state,
    registeredSince: c.registered_since,
    yearOfEstablishment: c.year_of_establishment,
    laborStrength: c.labor_strength,
    contractorType: commaList(c.contractor_types),
    workingSectors: commaList(c.working_sectors),
    specificWorkDetail: c.specific_work_detail,
    certificates: commaList(c.certificates),
    isPaidUser: c.is_paid_user,
    paidPlan: c.paid_plan,
    isVerified: c.is_verified,
    rating: Number(c.rating_avg),
    totalRatings: c.rating_count,
    userId: c.user_id,
    reviews,
    projects: projects.rows.map((p) => ({ Id: p.id, Title: p.title, Location: p.location, Sector: p.sector, Description: p.description })),
    IsSaved: c.is_saved,
    gstin: c.gstin,
    serviceLocation: c.service_location || commaList(c.work_locations) || 'Pan India',
    trust,
  };
}
