import { sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { iso } from '../format.ts';

/** EditedAt: when the writer last changed it (null: as first written); pages show "(edited)". */
export type ReviewOut = { Id: number; ClientName: string; CreatedAt: string; EditedAt: string | null; Stars: number; Text: string };

/** Visible reviews matching `where` (on alias r), newest first. */
export async function listReviews(ctx: Ctx, where: SQL, limit = 50): Promise<ReviewOut[]> {
  const res = await ctx.db.execute<{ id: number; client_name: string; created_at: Date; edited_at: Date | null; stars: number; text: string }>(
    sql`SELECT r.id, u.full_name AS client_name, r.created_at, r.edited_at, r.stars, r.text
        FROM reviews r JOIN users u ON u.id = r.user_id
        WHERE ${where} AND NOT r.is_hidden ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}`,
  );
  return res.rows.map((r) => ({
    Id: r.id,
    ClientName: r.client_name,
    CreatedAt: iso(r.created_at),
    EditedAt: r.edited_at ? iso(r.edited_at) : null,
    Stars: r.stars,
    Text: r.text,
  }));
}
