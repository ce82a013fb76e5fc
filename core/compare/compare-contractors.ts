import { sql } from 'drizzle-orm';
import type { ContractorCard } from '../../contract/public-v3.ts';
import type { Ctx } from '../context.ts';
import { contractorCardColumns, toContractorCard, type ContractorRow } from '../contractor/contractor-card.ts';
import { arrayParam } from '../format.ts';
import { publicListingSql } from '../listing/visibility.ts';
import { nearestKm, type NearScope } from '../search/near.ts';
import { replyTimes, type ReplyTime } from './reply-time.ts';

export type ComparedContractor = ContractorCard & {
  DistanceKm?: number;
  YearOfEstablishment: number | null;
  ProjectsCount: number;
  Certificates: string[];
  Reply: ReplyTime;
};

/**
 * Contractors side by side (docs/decisions/054-compare.md): the public profiles of `ids` in the order asked,
 * with their project count and reply time, and the distance from `near` (the nearest of their service
 * locations and office city, as the list measures it). Hidden or unknown ids are left out and named in `missing`.
 */
export async function compareContractors(ctx: Ctx, input: { ids: readonly number[]; near?: NearScope }) {
  if (!input.ids.length) return { items: [] as ComparedContractor[], missing: [] as number[] };
  const res = await ctx.db.execute<ContractorRow & { year_of_establishment: number | null; certificates: string[]; projects: number }>(
    sql`SELECT ${contractorCardColumns(ctx)}, c.year_of_establishment, c.certificates,
          (SELECT count(*)::int FROM contractor_projects p WHERE p.contractor_id = c.id) AS projects
        FROM contractors c
        WHERE c.id = ANY(${arrayParam(input.ids, 'int')}) AND ${publicListingSql('c')}`,
  );
  const replies = await replyTimes(ctx, { side: 'contractor', ids: res.rows.map((r) => r.id) });
  const byId = new Map(res.rows.map((r) => [r.id, r]));
  const items = input.ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const item: ComparedContractor = {
      ...toContractorCard(r),
      YearOfEstablishment: r.year_of_establishment,
      ProjectsCount: r.projects,
      Certificates: r.certificates ?? [],
      Reply: replies.get(r.id) ?? { enquiries: 0, answered: 0, medianMinutes: null },
    };
    if (input.near) item.DistanceKm = nearestKm(input.near, [...r.work_locations, r.city]);
    return [item];
  });
  return { items, missing: input.ids.filter((id) => !byId.has(id)) };
}
