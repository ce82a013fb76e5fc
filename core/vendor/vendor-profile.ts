import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { VendorProfile, VendorProfileInput } from '../../contract/vendor.ts';
import { vendors } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { makeImageVariants } from '../images/make-variants.ts';
import { assertImageUpload } from '../uploads/files.ts';
import { deleteStoredImage, removeReplacedFiles } from '../uploads/stored-files.ts';
import { requireOwnVendor, type VendorRow } from './own-vendor.ts';

const toProfile = (v: VendorRow): VendorProfile => ({
  Id: v.id,
  Name: v.name,
  ContactPerson: v.contactPerson,
  Email: v.email,
  Phone: v.phone,
  City: v.city,
  State: v.state,
  GSTIN: v.gstin,
  LogoUrl: v.logoUrl,
  YearEstablished: v.yearEstablished,
  ServiceAreas: v.serviceAreas,
  IsVerified: v.isVerified,
});

/** Edit Profile: the signed-in vendor's company. */
export async function getVendorProfile(ctx: Ctx): Promise<VendorProfile> {
  return toProfile((await requireOwnVendor(ctx)).vendor);
}

/**
 * Saves the company profile. A new logo is checked by content and re-encoded to WebP 128/256 px
 * (EXIF dropped) under a generated name; the old logo's files are then removed. Verification is
 * an admin's decision and is not touched here.
 */
export async function updateVendorProfile(ctx: Ctx, input: VendorProfileInput & { logo?: Uint8Array }): Promise<VendorProfile> {
  const { vendor } = await requireOwnVendor(ctx);
  let logoUrl = input.RemoveLogo ? null : vendor.logoUrl;
  if (input.logo) {
    assertImageUpload(input.logo, 'The logo');
    if (!ctx.storage) throw new AppError('UNAVAILABLE', 'Pictures cannot be saved right now. Please try again later.');
    logoUrl = (await makeImageVariants(ctx.storage, input.logo, { preset: 'avatar', folder: 'logos', name: randomBytes(12).toString('hex') })).url;
  }
  const [row] = await ctx.db
    .update(vendors)
    .set({
      name: input.Name,
      contactPerson: input.ContactPerson,
      phone: input.Phone,
      city: input.City,
      state: input.State,
      gstin: input.GSTIN,
      yearEstablished: input.YearEstablished,
      serviceAreas: input.ServiceAreas,
      logoUrl,
      updatedAt: ctx.now(),
    })
    .where(eq(vendors.id, vendor.id))
    .returning();
  const storage = ctx.storage;
  if (storage && vendor.logoUrl && vendor.logoUrl !== logoUrl) await removeReplacedFiles(() => deleteStoredImage(storage, vendor.logoUrl, 'avatar'));
  return toProfile(row!);
}
