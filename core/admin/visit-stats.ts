import { sql } from 'drizzle-orm';
import type { StatsQuery, TopListing, VisitStats } from '../../contract/admin.ts';
import { contractorPath, equipmentPath } from '../../lib/urls.ts';
import type { Ctx } from '../context.ts';
import { requireRole } from '../policy.ts';
import { istDate, istDayStart } from './india-day.ts';

const TOP = 10;

/**
 * Visit statistics from the visits table (written by POST /api/visitor/track): visits per India-time
 * day over the last `days` days (today included, empty days as 0) and the most visited equipment
 * and contractors in that period, with their names.
 */
export async function getVisitStats(ctx: Ctx, q: StatsQuery): Promise<VisitStats> {
  requireRole(ctx, 'Admin');
  const now = ctx.now();
  const from = istDayStart(now, q.days - 1);
  const fromIso = from.toISOString();
  const perDay = await ctx.db.execute<{ day: string; n: number }>(
    sql`SELECT to_char((created_at AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n
        FROM visits WHERE created_at >= ${fromIso} GROUP BY 1`,
  );
  const byDay = new Map(perDay.rows.map((r) => [r.day, r.n]));
  const days = Array.from({ length: q.days }, (_, i) => {
    const day = istDate(new Date(from.getTime() + i * 24 * 3600 * 1000 + 3600 * 1000));
    return { day, visits: byDay.get(day) ?? 0 };
  });
  const top = async (type: 'equipment' | 'contractor'): Promise<TopListing[]> => {
    const join = type === 'equipment' ? sql`JOIN equipment t ON t.id::text = v.visited_id` : sql`JOIN contractors t ON t.id::text = v.visited_id`;
    const name = type === 'equipment' ? sql`t.name` : sql`t.company_name`;
    const res = await ctx.db.execute<{ id: number; name: string; n: number }>(
      sql`SELECT t.id, ${name} AS name, count(*)::int AS n FROM visits v ${join}
          WHERE v.visited_type = ${type} AND v.created_at >= ${fromIso}
          GROUP BY t.id ORDER BY n DESC, t.id LIMIT ${TOP}`,
    );
    return res.rows.map((r) => ({ id: r.id, name: r.name, url: type === 'equipment' ? equipmentPath(r.id, r.name) : contractorPath(r.id, r.name), visits: r.n }));
  };
  return {
    days: q.days,
    from: fromIso,
    total: days.reduce((s, d) => s + d.visits, 0),
    perDay: days,
    topEquipment: await top('equipment'),
    topContractors: await top('contractor'),
  };
}
