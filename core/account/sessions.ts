import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { Ctx, Viewer } from '../context.ts';

/** A session lives 30 days and slides forward while used (refreshed at most once an hour). */
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
const REFRESH_AFTER_MS = 3600 * 1000;

/** The cookie carries the random token; the database keeps only its SHA-256 (a leaked table opens nothing). */
export const sessionDigest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(ctx: Ctx, opts: { userId: number; ip?: string; userAgent?: string }) {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await ctx.db.insert(sessions).values({
    id: sessionDigest(token),
    userId: opts.userId,
    expiresAt,
    lastSeenAt: now,
    ip: opts.ip ?? null,
    userAgent: opts.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** The user behind a session token, or undefined for a missing, expired or disabled one. */
export async function viewerForSession(db: Db, token: string | undefined, now = new Date()): Promise<Viewer | undefined> {
  if (!token || token.length > 100) return undefined;
  const id = sessionDigest(token);
  const [row] = await db
    .select({ userId: users.id, role: users.role, name: users.fullName, email: users.email, phone: users.phone, emailConfirmed: users.emailConfirmed, lastSeenAt: sessions.lastSeenAt, disabledAt: users.disabledAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || row.disabledAt) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > REFRESH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, id));
  }
  return { userId: row.userId, role: row.role, name: row.name, email: row.email, phone: row.phone, emailConfirmed: row.emailConfirmed };
}

export async function deleteSession(ctx: Ctx, token: string | undefined) {
  if (!token) return;
  await ctx.db.delete(sessions).where(eq(sessions.id, sessionDigest(token)));
}

/** Housekeeping: expired rows go (called at login, so the table never grows without bound). */
export async function deleteExpiredSessions(ctx: Ctx) {
  await ctx.db.delete(sessions).where(lt(sessions.expiresAt, ctx.now()));
}
