import { eq } from 'drizzle-orm';
import type { ContractorProfile, ContractorProfileUpdate } from '../../contract/contractor.ts';
import { contractors } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { makeImageVariants } from '../images/make-variants.ts';
import { assertImageUpload } from '../uploads/files.ts';
import { toContractorProfile } from './get-own-contractor-profile.ts';
import { ownContractor } from './own-contractor.ts';

type Row = typeof contractors.$inferSelect;
type Fields = Omit<typeof contractors.$inferInsert, 'id' | 'userId' | 'status' | 'rejectionReason' | 'isVerified' | 'verifiedAt' | 'createdAt' | 'updatedAt'>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Saves the viewer's company profile (docs/decisions/015). The profile is the contractor's public
 * listing, so it follows the same moderation rule as an equipment listing: when anything changed,
 * an approved or rejected profile goes back to 'pending' until an admin looks at it again (the
 * screen says so before saving). Saving without changes keeps the status. Verification stays.
 */
export async function updateContractorProfile(ctx: Ctx, input: ContractorProfileUpdate & { logo?: Uint8Array }): Promise<{ profile: ContractorProfile; backToPending: boolean }> {
  const { viewer, contractor } = await ownContractor(ctx);
  let logoUrl: string | undefined;
  if (input.logo) {
    assertImageUpload(input.logo, 'The logo');
    if (!ctx.storage) throw new AppError('UNAVAILABLE', 'Logos cannot be saved right now. Please try again later.');
    // Re-encoded to WebP 128/256 px: EXIF and anything hidden in the file is dropped.
    logoUrl = (await makeImageVariants(ctx.storage, input.logo, { preset: 'avatar', folder: 'logos' })).url;
  }
  const fields: Fields = {
    companyName: input.CompanyName,
    contactPerson: input.ContactPerson ?? null,
    ownerName: input.OwnerName ?? null,
    mobile: input.Mobile,
    email: input.Email ?? null,
    website: input.Website ?? null,
    city: input.City ?? null,
    state: input.State,
    contractorTypes: input.ContractorTypes,
    workingSectors: input.WorkingSectors,
    workLocations: input.WorkLocations,
    laborStrength: input.LaborStrength ?? null,
    certificates: input.Certificates,
    yearOfEstablishment: input.YearOfEstablishment ?? null,
    specificWorkDetail: input.SpecificWorkDetail ?? null,
    gstin: input.GSTIN ?? null,
    ...(logoUrl ? { logoUrl } : {}),
  };
  const now = ctx.now();
  if (!contractor) {
    const [row] = await ctx.db
      .insert(contractors)
      .values({ ...fields, userId: viewer.userId, status: 'pending', registeredSince: now.toISOString().slice(0, 10), createdAt: now, updatedAt: now })
      .returning();
    return { profile: toContractorProfile(row!), backToPending: false };
  }
  const changed = (Object.keys(fields) as (keyof Fields)[]).some((k) => !same(fields[k], contractor[k as keyof Row]));
  const backToPending = changed && contractor.status !== 'pending';
  const [row] = await ctx.db
    .update(contractors)
    .set({ ...fields, updatedAt: now, ...(backToPending ? { status: 'pending' as const, rejectionReason: null } : {}) })
    .where(eq(contractors.id, contractor.id))
    .returning();
  return { profile: toContractorProfile(row!), backToPending };
}
