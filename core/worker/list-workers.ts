import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { WorkerListRequest } from '../../contract/workforce.ts';
import { workers } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { arrayParam } from '../format.ts';
import { contactAccessWithoutCounting } from '../contacts/reveal-contact.ts';
import { resolveLocations } from '../location.ts';
import { AppError } from '../errors.ts';
import { nearScope, rankJson } from '../search/near.ts';
import { understandQuery } from '../search/understand.ts';
import { MAX_SKIP, tooDeep } from '../equipment/list-equipment.ts';
import { toWorkerCard } from './worker-views.ts';

/** `%` and `_` typed by a user are letters, not wildcards. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The public workforce directory (/staffing): approved listings that their owner has not hidden,
 * newest first. Keyword words must each appear in the name or the trade. Phone, email and the
 * resume link are never in the list: one worker at a time through revealWorkerContact.
 */
export async function listWorkers(ctx: Ctx, input: WorkerListRequest) {
  const near = nearScope(input);
  if (input.SortBy && input.SortBy !== 'latest' && input.SortBy !== 'newest' && input.SortBy !== 'relevance' && input.SortBy !== 'distance')
    throw new AppError('BAD_REQUEST', 'SortBy: workers are listed newest first, nearest first (distance, with Near) or by relevance.');
  const where: SQL[] = [eq(workers.status, 'approved'), eq(workers.isHidden, false)];
  if (input.Categories?.length) where.push(inArray(workers.category, input.Categories));
  if (input.Kind) where.push(eq(workers.kind, input.Kind));
  const explicit = resolveLocations(input.Locations);
  // Known words of the keyword become the trade and place filters; an explicit place filter wins (decision 040).
  const u = understandQuery(input.Keyword, 'worker', { locations: explicit.cities.length + explicit.states.length > 0 });
  const cities = [...new Set([...explicit.cities, ...u.places.flatMap((p) => p.cities)])];
  const states = [...new Set([...explicit.states, ...u.places.flatMap((p) => p.states)])];
  // A trade is free text ('Mason', 'Mason (tiles)'): an understood trade matches a trade that contains it.
  if (u.trades.length) where.push(or(...u.trades.map((t) => ilike(workers.trade, `%${likeEscape(t)}%`)))!);
  if (cities.length || states.length) {
    const loc: SQL[] = [];
    if (cities.length)
      loc.push(
        sql`lower(${workers.city}) IN (${sql.join(
          cities.map((c) => sql`${c.toLowerCase()}`),
          sql`, `,
        )})`,
      );
    if (states.length) loc.push(inArray(workers.state, states));
    where.push(or(...loc)!);
  }
  for (const word of u.text.split(' ').filter(Boolean).slice(0, 8)) {
    const p = `%${likeEscape(word)}%`;
    where.push(or(ilike(workers.name, p), ilike(workers.trade, p))!);
  }
  // Near (docs/decisions/042-distance-search.md): a worker is at their city's point; the city is free
  // text, so it is compared lower-cased, and a city the catalogue lacks is never in reach.
  const reach = near?.cities.map((c) => c.label.toLowerCase());
  if (reach) where.push(sql`lower(${workers.city}) = ANY(${arrayParam(reach, 'text')})`);
  const nearestFirst = !!reach && (input.SortBy === 'distance' || (input.SortBy === undefined && !u.text.trim()));
  const offset = (input.Page - 1) * input.PageSize;
  if (offset > MAX_SKIP) throw tooDeep();
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(workers)
      .where(cond)
      .orderBy(...(nearestFirst ? [asc(sql`(${rankJson(reach!)}::jsonb ->> lower(${workers.city}))::int`)] : []), desc(workers.createdAt), desc(workers.id))
      .limit(input.PageSize)
      .offset(offset),
    ctx.db.select({ n: count() }).from(workers).where(cond),
  ]);
  const n = total?.n ?? 0;
  // No contact details in a list (docs/decisions/022), only what the viewer can do to get them.
  const data = rows.map((r) => {
    const access = contactAccessWithoutCounting(ctx, { kind: 'worker', id: r.id, ownerUserId: r.userId });
    const card = toWorkerCard(r, access === 'login' || access === 'verify' ? access : 'reveal');
    return near ? { ...card, DistanceKm: near.kmTo(r.city) } : card;
  });
  const totalPages = Math.max(1, Math.ceil(n / input.PageSize));
  return { data, total: n, page: input.Page, pageSize: input.PageSize, totalPages, understood: input.Keyword?.trim() ? u.understood : undefined, near: near?.echo };
}
