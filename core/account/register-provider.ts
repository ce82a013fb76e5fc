import type { CurrentUser } from '../../contract/account.ts';
import type { RegisterProviderRequest } from '../../contract/vendor.ts';
import { clientProfiles, contractors, users, vendors } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/password.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { toCurrentUser } from './current-user.ts';
import { DUPLICATE_EMAIL } from './register-client.ts';

/**
 * A provider account (docs/product.md#provider-registration): the user with role Vendor, Contractor or JobSeeker, and for a
 * vendor its company row (unverified until an admin verifies it), for a contractor its profile
 * (status pending: not public until an admin approves it). A job seeker makes their listing later
 * at /manage/resume, starting from what they gave here (name, phone, email, city, state). Emails are unique case-insensitively (409).
 */
export async function registerProvider(ctx: Ctx, input: RegisterProviderRequest): Promise<CurrentUser> {
  const passwordHash = await hashPassword(input.Password);
  const contactPerson = input.ContactPerson ?? (input.Role === 'JobSeeker' ? null : input.Name);
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.Email,
        fullName: input.Role === 'JobSeeker' ? input.Name : (input.ContactPerson ?? input.Name),
        phone: input.Phone,
        passwordHash,
        role: input.Role,
        lang: ctx.lang ?? 'en',
      })
      .onConflictDoNothing()
      .returning();
    if (!user) throw new AppError('CONFLICT', DUPLICATE_EMAIL);
    const where = { city: input.City, state: input.State, email: input.Email, gstin: input.GSTIN };
    if (input.Role === 'Vendor') {
      await tx.insert(vendors).values({ userId: user.id, name: input.Name, contactPerson, phone: input.Phone, isVerified: false, ...where });
    } else if (input.Role === 'Contractor') {
      await tx.insert(contractors).values({ userId: user.id, companyName: input.Name, contactPerson, mobile: input.Phone, status: 'pending', ...where });
    } else {
      // A job seeker's place is kept with their profile: the listing form starts from it (core/worker/get-own-worker.ts).
      await tx.insert(clientProfiles).values({ userId: user.id, city: input.City, state: input.State });
    }
    return toCurrentUser(user);
  });
}
