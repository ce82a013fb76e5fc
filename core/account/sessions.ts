import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { Ctx, Viewer } from '../context.ts';

/**
 * How long a session lives (docs/decisions/019): it ends after `idleMs` without use (sliding: each
 * use pushes the end forward, written at most once per REFRESH_AFTER_MS) and in any case `maxMs`
 * after sign-in, however often it is used.
 */
export type SessionPolicy = { idleMs: number; maxMs: number };
const DAY_MS = 24 * 3600 * 1000;
export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: 14 * DAY_MS, maxMs: 60 * DAY_MS };
export const REFRESH_AFTER_MS = 3600 * 1000;

/** The cookie carries the random token; the database keeps only its SHA-256 (a leaked table opens nothing). */
export const sessionDigest = (token: string) => createHash('sha256').update(token).digest('hex');

const expiryOf = (createdAt: Date, now: Date, p: SessionPolicy) => new Date(Math.min(now.getTime() + p.idleMs, createdAt.getTime() + p.maxMs));

export async function createSession(ctx: Ctx, opts: { userId: number; ip?: string; userAgent?: string; policy?: SessionPolicy }) {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = expiryOf(now, now, opts.policy ?? DEFAULT_SESSION_POLICY);
  await ctx.db.insert(sessions).values({
    id: sessionDigest(token),
    userId: opts.userId,
    createdAt: now,
    expiresAt,
    lastSeenAt: now,
    ip: opts.ip ?? null,
    userAgent: opts.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/**
 * The user behind a session token, or undefined for a missing, expired (idle or past its absolute
 * end) or disabled one. `renewedUntil` is set when this use moved the end forward: the caller
 * sends the cookie again with the new lifetime, so the browser keeps it as long as the server does.
 */
export async function resumeSession(
  db: Db,
  token: string | undefined,
  now: Date,
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): Promise<{ viewer: Viewer; renewedUntil?: Date } | undefined> {
  if (!token || token.length > 100) return undefined;
  const id = sessionDigest(token);
  const [row] = await db
    .select({
      userId: users.id,
      role: users.role,
      name: users.fullName,
      email: users.email,
      phone: users.phone,
      emailConfirmed: users.emailConfirmed,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      disabledAt: users.disabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // The stored end, and the policy as configured now (a shorter setting applies to existing sessions at once).
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, new Date(now.getTime() - policy.maxMs)),
        gt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
      ),
    )
    .limit(1);
  if (!row || row.disabledAt) return undefined;
  const viewer: Viewer = { userId: row.userId, role: row.role, name: row.name, email: row.email, phone: row.phone, emailConfirmed: row.emailConfirmed };
  if (now.getTime() - row.lastSeenAt.getTime() < REFRESH_AFTER_MS) return { viewer };
  const renewedUntil = expiryOf(row.createdAt, now, policy);
  await db.update(sessions).set({ lastSeenAt: now, expiresAt: renewedUntil }).where(eq(sessions.id, id));
  return { viewer, renewedUntil };
}

export async function viewerForSession(db: Db, token: string | undefined, now = new Date(), policy?: SessionPolicy): Promise<Viewer | undefined> {
  return (await resumeSession(db, token, now, policy))?.viewer;
}

export async function deleteSession(ctx: Ctx, token: string | undefined) {
  if (!token) return;
  await ctx.db.delete(sessions).where(eq(sessions.id, sessionDigest(token)));
}
