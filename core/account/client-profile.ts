import { eq } from 'drizzle-orm';
import type { ClientProfile, ProfileUpdate } from '../../contract/profile.ts';
import { clientProfiles, users } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { makeImageVariants } from '../images/make-variants.ts';
import { requireViewer } from './current-user.ts';

/** The viewer's own profile (docs/product.md#client-account-area). */
export async function getClientProfile(ctx: Ctx): Promise<ClientProfile> {
  const viewer = requireViewer(ctx);
  const [row] = await ctx.db
    .select({ u: users, p: clientProfiles })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(eq(users.id, viewer.userId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  const { u, p } = row;
  return {
    UserId: u.id,
    FullName: u.fullName,
    Email: u.email,
    Phone: u.phone,
    PhoneVerified: Boolean(u.phone && u.phoneVerifiedAt),
    Role: u.role,
    EmailConfirmed: u.emailConfirmed,
    CompanyName: p?.companyName ?? null,
    AddressLine1: p?.addressLine1 ?? null,
    City: p?.city ?? null,
    State: p?.state ?? null,
    PinCode: p?.pinCode ?? null,
    ProfilePic: p?.profilePic ?? null,
    MemberSince: u.createdAt.toISOString(),
  };
}

/** Updates the viewer's profile. No field is required (docs/product.md#client-account-area); an empty name keeps the old one. */
export async function updateClientProfile(ctx: Ctx, input: ProfileUpdate & { picture?: Uint8Array }) {
  const viewer = requireViewer(ctx);
  const now = ctx.now();
  let profilePic: string | undefined;
  if (input.picture) {
    if (!ctx.storage) throw new AppError('UNAVAILABLE', 'Pictures cannot be saved right now. Please try again later.');
    // Type sniffed from the bytes, re-encoded to WebP 128/256 px: EXIF and anything hidden is dropped.
    profilePic = (await makeImageVariants(ctx.storage, input.picture, { preset: 'avatar', folder: 'avatars' })).url;
  }
  const blank = (s: string | undefined) => (s === undefined ? undefined : s.trim() || null);
  await ctx.db.transaction(async (tx) => {
    const userSet: Partial<typeof users.$inferInsert> = { updatedAt: now };
    if (input.FullName?.trim()) userSet.fullName = input.FullName.trim();
    if (input.Phone !== undefined) {
      userSet.phone = blank(input.Phone);
      // A different number is not proved (docs/decisions/057); the same number keeps its proof.
      const [was] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, viewer.userId)).limit(1);
      if (was?.phone !== userSet.phone) userSet.phoneVerifiedAt = null;
    }
    await tx.update(users).set(userSet).where(eq(users.id, viewer.userId));
    const profile = {
      companyName: blank(input.CompanyName),
      addressLine1: blank(input.AddressLine1),
      city: blank(input.City),
      state: blank(input.State),
      pinCode: blank(input.PinCode),
      ...(profilePic ? { profilePic } : {}),
      updatedAt: now,
    };
    await tx
      .insert(clientProfiles)
      .values({ userId: viewer.userId, ...profile })
      .onConflictDoUpdate({ target: clientProfiles.userId, set: profile });
  });
  return getClientProfile(ctx);
}
