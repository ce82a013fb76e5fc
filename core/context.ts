import type { Db } from '../db/client.ts';

export type Role = 'Client' | 'Vendor' | 'Contractor' | 'Admin' | 'JobSeeker';

/** The acting user, when there is a session. */
export type Viewer = { userId: number; role: Role; name: string; email: string; phone?: string | null };

/** What every core function receives besides its options (house rule 1). */
export type Ctx = {
  db: Db;
  now: () => Date;
  viewer?: Viewer;
};

export function makeCtx(db: Db, viewer?: Viewer): Ctx {
  return { db, now: () => new Date(), viewer };
}
