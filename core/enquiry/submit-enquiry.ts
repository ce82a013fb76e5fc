import { eq } from 'drizzle-orm';
import type { EnquirySubmitRequest } from '../../contract/client.ts';
import type { HireDetails } from '../../contract/hire-details.ts';
import { enquiries, users } from '../../db/schema/index.ts';
import { requireViewer } from '../account/current-user.ts';
import type { Ctx } from '../context.ts';
import { findPublicContractor, findPublicEquipment, findPublicVendor } from '../listing/visibility.ts';
import { rememberLanguage } from '../account/user-language.ts';
import { placeHire } from './hire-details.ts';
import { newEnquiryMail, notifyQuietly } from './notify.ts';

/**
 * A client's enquiry to a vendor (about an equipment, or the vendor in general) or to a contractor.
 * The equipment decides the vendor: a vendorId sent with it is not trusted. Only what the public
 * site shows can be enquired about (core/listing/visibility.ts): a hidden listing or provider is
 * the same 404 as an unknown id, and nothing is saved or mailed.
 */
export async function submitEnquiry(ctx: Ctx, input: Omit<EnquirySubmitRequest, 'hire'> & { hire?: HireDetails }) {
  const viewer = requireViewer(ctx);
  let vendorId: number | null = null;
  let equipmentId: number | null = null;
  let contractorId: number | null = null;
  /** Who is told by mail, and what the enquiry is about in that mail. */
  let notify: { email: string | null; userId: number | null; about: string } = { email: null, userId: null, about: 'your company' };
  if (input.isContractor) {
    const c = await findPublicContractor(ctx.db, input.contractorId!);
    contractorId = c.id;
    notify = { email: c.email, userId: c.ownerUserId, about: 'your company profile' };
  } else if (input.equipmentId) {
    const e = await findPublicEquipment(ctx.db, input.equipmentId);
    equipmentId = e.id;
    vendorId = e.vendorId;
    notify = { email: e.vendorEmail, userId: e.ownerUserId, about: e.name };
  } else {
    const v = await findPublicVendor(ctx.db, input.vendorId!);
    vendorId = v.id;
    notify = { email: v.email, userId: v.ownerUserId, about: 'your company' };
  }
  const now = ctx.now();
  // Checked before anything is saved or mailed: a start date in the past or an unknown site is a 400 on its field.
  const hire = input.hire ? placeHire(input.hire, now) : undefined;
  const [row] = await ctx.db
    .insert(enquiries)
    .values({
      userId: viewer.userId,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      subject: input.subject,
      message: input.message,
      isContractor: !!input.isContractor,
      vendorId,
      equipmentId,
      contractorId,
      ...hire,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: enquiries.id });
  // The provider's reply will be mailed in the language of the page the client wrote from (docs/decisions/051).
  await rememberLanguage(ctx, viewer.userId);
  // The enquiry is saved; the provider's mail (company email, else their login email) may fail without losing it.
  let to = notify.email;
  if (!to && notify.userId) to = (await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, notify.userId)).limit(1))[0]?.email ?? null;
  if (to) {
    await notifyQuietly(
      ctx,
      newEnquiryMail(ctx, {
        to,
        enquiryId: row!.id,
        clientName: input.name,
        clientEmail: input.email,
        clientPhone: input.phone || null,
        subject: input.subject,
        message: input.message,
        about: notify.about,
        hire,
      }),
    );
  }
  return { id: row!.id };
}
