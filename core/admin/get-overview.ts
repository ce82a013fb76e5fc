import { sql } from 'drizzle-orm';
import type { Overview } from '../../contract/admin.ts';
import type { Ctx } from '../context.ts';
import { requireRole } from '../policy.ts';
import { istDayStart } from './india-day.ts';

/** The Admin Desk's first screen: what is waiting and how busy today is (India time). */
export async function getAdminOverview(ctx: Ctx): Promise<Overview> {
  requireRole(ctx, 'Admin');
  const today = istDayStart(ctx.now()).toISOString();
  const res = await ctx.db.execute<Record<string, number>>(sql`SELECT
    (SELECT count(*)::int FROM equipment WHERE status = 'pending') AS eq,
    (SELECT count(*)::int FROM contractors WHERE status = 'pending') AS co,
    (SELECT count(*)::int FROM workers WHERE status = 'pending') AS wo,
    (SELECT count(*)::int FROM users) AS users,
    (SELECT count(*)::int FROM users WHERE disabled_at IS NOT NULL) AS disabled,
    (SELECT count(*)::int FROM enquiries WHERE created_at >= ${today}) AS enq,
    (SELECT count(*)::int FROM visits WHERE created_at >= ${today}) AS visits,
    (SELECT count(*)::int FROM contact_messages WHERE handled_at IS NULL) AS msgs`);
  const r = res.rows[0]!;
  return {
    pending: { equipment: r.eq!, contractors: r.co!, workers: r.wo! },
    users: r.users!,
    disabledUsers: r.disabled!,
    enquiriesToday: r.enq!,
    visitsToday: r.visits!,
    openMessages: r.msgs!,
  };
}
