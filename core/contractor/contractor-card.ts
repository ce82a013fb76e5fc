import { sql } from 'drizzle-orm';
import type { ContractorCard } from '../../contract/public-v3.ts';
import { contractorPath, slugify } from '../../lib/urls.ts';
import type { Ctx } from '../context.ts';
import { commaList, iso } from '../format.ts';
import { locationLabel } from '../location.ts';

export function contractorCardColumns(ctx: Ctx) {
  const saved = ctx.viewer ? sql`EXISTS (SELECT 1 FROM saved_items s WHERE s.user_id = ${ctx.viewer.userId} AND s.contractor_id = c.id)` : sql`false`;
  return sql`c.id, c.company_name, c.logo_url, c.contractor_types, c.working_sectors, c.work_locations, c.city, c.state,
    c.labor_strength, c.is_verified, c.rating_avg, c.rating_count, c.created_at, ${saved} AS is_saved`;
}

export type ContractorRow = {
  id: number;
  company_name: string;
  logo_url: string | null;
  contractor_types: string[];
  working_sectors: string[];
  work_locations: string[];
  city: string | null;
  state: string | null;
  labor_strength: number | null;
  is_verified: boolean;
  rating_avg: number | string;
  rating_count: number;
  created_at: Date;
  is_saved: boolean;
};

export function toContractorCard(r: ContractorRow): ContractorCard {
  return {
    Id: r.id,
    CompanyName: r.company_name,
    Slug: slugify(r.company_name),
    Url: contractorPath(r.id, r.company_name),
    LogoUrl: r.logo_url,
    ContractorType: commaList(r.contractor_types),
    WorkingSectors: commaList(r.working_sectors),
    WorkLocations: commaList(r.work_locations),
    Location: locationLabel(r.city, r.state),
    City: r.city,
    State: r.state,
    LaborStrength: r.labor_strength,
    IsVerified: r.is_verified,
    Rating: Number(r.rating_avg),
    TotalRatings: r.rating_count,
    IsSaved: r.is_saved,
    CreatedAt: iso(r.created_at),
  };
}
