import type { EnquiryCard, Reply } from '../../contract/client.ts';
import type { enquiries, enquiryReplies } from '../../db/schema/index.ts';

type EnquiryRow = typeof enquiries.$inferSelect;

/** Status as people read it: 'new', 'in progress', 'closed' (docs/product.md#enquiries-and-conversations: the badge colours key on these). */
export const statusLabel = (s: EnquiryRow['status']) => (s === 'in_progress' ? 'in progress' : s);

export const toEnquiryCard = (e: EnquiryRow, replyCount: number): EnquiryCard => ({
  Id: e.id,
  Subject: e.subject,
  Message: e.message,
  Status: statusLabel(e.status),
  IsContractor: e.isContractor,
  EquipmentId: e.equipmentId,
  VendorId: e.vendorId,
  ContractorId: e.contractorId,
  CreatedAt: e.createdAt.toISOString(),
  ReplyCount: replyCount,
});

export const toReply = (r: typeof enquiryReplies.$inferSelect): Reply => ({ Id: r.id, Message: r.message, Sender: r.sender, CreatedAt: r.createdAt.toISOString() });
