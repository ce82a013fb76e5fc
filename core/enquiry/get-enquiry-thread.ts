import { and, asc, eq, isNull } from 'drizzle-orm';
import { categoryBySlug } from '../../data/equipment-catalogue.ts';
import { contractors, enquiries, enquiryReplies, equipment, vendors } from '../../db/schema/index.ts';
import { contractorPath, equipmentPath } from '../../lib/urls.ts';
import { hasVerifiedChannel } from '../contacts/reveal-contact.ts';
import type { Ctx } from '../context.ts';
import { locationLabel } from '../location.ts';
import { markReadByClient } from './client-unread.ts';
import { enquiryForProvider, enquiryForViewer } from './enquiry-access.ts';
import { toEnquiryCard, toReply } from './enquiry-card.ts';
import { hireView } from './hire-details.ts';
import { nextEnquiryStatuses, type EnquiryStatus } from './status.ts';

/**
 * One enquiry with its replies in time order and the equipment/vendor or contractor it concerns.
 * The client's thread and the provider's inbox thread both read it here: `as: 'provider'` needs
 * the enquiry to be addressed to the viewer (core/enquiry/enquiry-access.ts) and marks it read; the client's
 * opening marks the replies so far read for the client.
 */
async function readEnquiryThread(ctx: Ctx, input: { id: number; as?: 'client' | 'provider' }) {
  const { enquiry: e, party, viewer } = input.as === 'provider' ? await enquiryForProvider(ctx, input.id) : await enquiryForViewer(ctx, input.id);
  // The client reads the provider's phone and email only with a verified email, as on the public
  // pages (docs/decisions/022); not counted per day: the enquiry itself is the limited act. The
  // provider reads its own details, and the client's (sent with the enquiry), always.
  const providerContact: 'shown' | 'verify' = party !== 'Client' || hasVerifiedChannel(viewer) ? 'shown' : 'verify';
  const reveal = (v: string | null) => (providerContact === 'shown' ? v : null);
  if (party === 'Client') await markReadByClient(ctx, e.id);
  if (input.as === 'provider' && !e.providerReadAt) {
    await ctx.db
      .update(enquiries)
      .set({ providerReadAt: ctx.now() })
      .where(and(eq(enquiries.id, e.id), isNull(enquiries.providerReadAt)));
  }
  const replies = await ctx.db.select().from(enquiryReplies).where(eq(enquiryReplies.enquiryId, e.id)).orderBy(asc(enquiryReplies.createdAt), asc(enquiryReplies.id));
  const [eq1] = e.equipmentId ? await ctx.db.select().from(equipment).where(eq(equipment.id, e.equipmentId)).limit(1) : [];
  const [v] = e.vendorId ? await ctx.db.select().from(vendors).where(eq(vendors.id, e.vendorId)).limit(1) : [];
  const [c] = e.contractorId ? await ctx.db.select().from(contractors).where(eq(contractors.id, e.contractorId)).limit(1) : [];
  return {
    Enquiry: toEnquiryCard(e, replies.length),
    /** The contact details the client sent with the enquiry (the provider answers them). */
    Client: { Name: e.name, Email: e.email, Phone: e.phone },
    Hire: hireView(e),
    Replies: replies.map(toReply),
    Equipment: eq1
      ? {
          Id: eq1.id,
          Name: eq1.name,
          Category: categoryBySlug(eq1.category)?.name ?? eq1.category,
          Location: locationLabel(eq1.city, eq1.state),
          Thumbnail: eq1.thumbnailUrl,
          Url: equipmentPath(eq1.id, eq1.name),
        }
      : null,
    Vendor: v ? { Id: v.id, CompanyName: v.name, ContactName: v.contactPerson, Email: reveal(v.email), Phone: reveal(v.phone), ContactAccess: providerContact } : null,
    Contractor: c
      ? {
          Id: c.id,
          CompanyName: c.companyName,
          ContactName: c.contactPerson ?? c.ownerName,
          Email: reveal(c.email),
          Phone: reveal(c.mobile),
          ContactAccess: providerContact,
          // docs/product.md#client-account-area: location is the state, falling back to the city.
          Location: c.state || c.city || '',
          LaborStrength: c.laborStrength,
          Url: contractorPath(c.id, c.companyName),
        }
      : null,
  };
}

/** The client's view of a thread (GET /api/client/enquiry): the contact details they sent are their own, so they are left out. */
export async function getEnquiryThread(ctx: Ctx, input: { id: number }) {
  const { Client: _own, ...thread } = await readEnquiryThread(ctx, { id: input.id });
  return thread;
}

/**
 * The provider's view of a thread (the inbox screen and /api/provider/enquiry-thread): the
 * client's contact details, the listing it is about, the replies and the statuses it may move to.
 */
export async function getProviderThread(ctx: Ctx, id: number) {
  const t = await readEnquiryThread(ctx, { id, as: 'provider' });
  const listing = t.Equipment ? { Name: t.Equipment.Name, Url: t.Equipment.Url } : t.Contractor ? { Name: t.Contractor.CompanyName, Url: t.Contractor.Url } : null;
  const status: EnquiryStatus = t.Enquiry.Status === 'in progress' ? 'in_progress' : (t.Enquiry.Status as EnquiryStatus);
  return {
    Enquiry: {
      Id: t.Enquiry.Id,
      Subject: t.Enquiry.Subject,
      Message: t.Enquiry.Message,
      Status: t.Enquiry.Status,
      CreatedAt: t.Enquiry.CreatedAt,
      IsContractor: t.Enquiry.IsContractor,
    },
    Client: t.Client,
    Hire: t.Hire,
    Listing: listing,
    Replies: t.Replies,
    NextStatuses: nextEnquiryStatuses(status),
  };
}
