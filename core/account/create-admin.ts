import { sql } from 'drizzle-orm';
import { CreateAdminRequest, type CurrentUser } from '../../contract/account.ts';
import { users } from '../../db/schema/index.ts';
import { recordAudit } from '../admin/audit.ts';
import { hashPassword } from '../auth/password.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { toCurrentUser } from './current-user.ts';

/**
 * A new administrator account, made by the operator from the command line (`npm run admin:create`),
 * the only way to get the first one on a production database. It never touches an existing account:
 * promoting one is an admin action with an audit trail (/admin/users), not a side effect of a script.
 */
export async function createAdmin(ctx: Ctx, input: CreateAdminRequest): Promise<CurrentUser> {
  const data = CreateAdminRequest.parse(input);
  const passwordHash = await hashPassword(data.password);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: data.email, fullName: data.fullName, passwordHash, role: 'Admin', emailConfirmed: true })
      .onConflictDoNothing()
      .returning();
    if (!user) {
      const [existing] = await tx.select({ role: users.role }).from(users).where(sql`lower(${users.email}) = ${data.email}`).limit(1);
      throw new AppError(
        'CONFLICT',
        `An account with the email ${data.email} already exists (role ${existing?.role ?? 'unknown'}); nothing was changed. ` +
          'admin:create only creates new accounts: to make that account an administrator, sign in as an administrator and change its role in /admin/users, or choose another email.',
      );
    }
    await recordAudit(tx, user.id, { action: 'user.create-admin', targetType: 'user', targetId: user.id, detail: 'created from the command line (npm run admin:create)' });
    return toCurrentUser(user);
  });
}
