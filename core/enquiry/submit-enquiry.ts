import { and, eq } from 'drizzle-orm';
import type { EnquirySubmitRequest } from '../../contract/client.ts';
import { contractors, enquiries, equipment, vendors } from '../../db/schema/index.ts';
import { requireViewer } from '../account/current-user.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

/**
 * A client's enquiry to a vendor (about an equipment, or the vendor in general) or to a contractor.
 * The equipment decides the vendor: a vendorId sent with it is not trusted.
 */
export async function submitEnquiry(ctx: Ctx, input: EnquirySubmitRequest) {
  const viewer = requireViewer(ctx);
  let vendorId: number | null = null;
  let equipmentId: number | null = null;
  let contractorId: number | null = null;
  if (input.isContractor) {
    const [c] = await ctx.db.select({ id: contractors.id }).from(contractors).where(and(eq(contractors.id, input.contractorId!), eq(contractors.status, 'approved'))).limit(1);
    if (!c) throw new AppError('NOT_FOUND', 'Contractor not found.');
    contractorId = c.id;
  } else if (input.equipmentId) {
    const [e] = await ctx.db.select({ id: equipment.id, vendorId: equipment.vendorId }).from(equipment).where(and(eq(equipment.id, input.equipmentId), eq(equipment.status, 'approved'))).limit(1);
    if (!e) throw new AppError('NOT_FOUND', 'Equipment not found.');
    equipmentId = e.id;
    vendorId = e.vendorId;
  } else {
    const [v] = await ctx.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, input.vendorId!)).limit(1);
    if (!v) throw new AppError('NOT_FOUND', 'Vendor not found.');
    vendorId = v.id;
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
  return { id: row!.id };
}
