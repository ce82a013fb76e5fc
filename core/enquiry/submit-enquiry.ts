import { and, eq } from 'drizzle-orm';
import type { EnquirySubmitRequest } from '../../contract/client.ts';
import { contractors, enquiries, equipment, users, vendors } from '../../db/schema/index.ts';
import { requireViewer } from '../account/current-user.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { newEnquiryMail, notifyQuietly } from './notify.ts';

/**
 * A client's enquiry to a vendor (about an equipment, or the vendor in general) or to a contractor.
 * The equipment decides the vendor: a vendorId sent with it is not trusted.
 */
export async function submitEnquiry(ctx: Ctx, input: EnquirySubmitRequest) {
  const viewer = requireViewer(ctx);
  let vendorId: number | null = null;
  let equipmentId: number | null = null;
  let contractorId: number | null = null;
  /** Who is told by mail, and what the enquiry is about in that mail. */
  let notify: { email: string | null; userId: number | null; about: string } = { email: null, userId: null, about: 'your company' };
  if (input.isContractor) {
    const [c] = await ctx.db.select({ id: contractors.id, email: contractors.email, userId: contractors.userId }).from(contractors).where(and(eq(contractors.id, input.contractorId!), eq(contractors.status, 'approved'))).limit(1);
    if (!c) throw new AppError('NOT_FOUND', 'Contractor not found.');
    contractorId = c.id;
    notify = { email: c.email, userId: c.userId, about: 'your company profile' };
  } else if (input.equipmentId) {
    const [e] = await ctx.db.select({ id: equipment.id, vendorId: equipment.vendorId, name: equipment.name }).from(equipment).where(and(eq(equipment.id, input.equipmentId), eq(equipment.status, 'approved'))).limit(1);
    if (!e) throw new AppError('NOT_FOUND', 'Equipment not found.');
    equipmentId = e.id;
    vendorId = e.vendorId;
    const [v] = await ctx.db.select({ email: vendors.email, userId: vendors.userId }).from(vendors).where(eq(vendors.id, e.vendorId)).limit(1);
    notify = { email: v?.email ?? null, userId: v?.userId ?? null, about: e.name };
  } else {
    const [v] = await ctx.db.select({ id: vendors.id, email: vendors.email, userId: vendors.userId }).from(vendors).where(eq(vendors.id, input.vendorId!)).limit(1);
    if (!v) throw new AppError('NOT_FOUND', 'Vendor not found.');
    vendorId = v.id;
    notify = { email: v.email, userId: v.userId, about: 'your company' };
  }
  const now = ctx.now();
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
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: enquiries.id });
  // The enquiry is saved; the provider's mail (company email, else their login email) may fail without losing it.
  let to = notify.email;
  if (!to && notify.userId) to = (await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, notify.userId)).limit(1))[0]?.email ?? null;
  if (to) {
    await notifyQuietly(
      ctx,
      newEnquiryMail(ctx, { to, enquiryId: row!.id, clientName: input.name, clientEmail: input.email, clientPhone: input.phone || null, subject: input.subject, message: input.message, about: notify.about }),
    );
  }
  return { id: row!.id };
}
