import type { ClientRequirement, Quote } from '../../contract/requirements.ts';
import { catalogueItemBySlug } from '../../data/equipment-catalogue.ts';
import { contractorPath } from '../../lib/urls.ts';
import { contractors, type requirementQuotes, type requirements, vendors } from '../../db/schema/index.ts';

type RequirementRow = typeof requirements.$inferSelect;
type QuoteRow = typeof requirementQuotes.$inferSelect;

/** What the requirement asks for, as a person reads it: the machine type's name or the contractor type. */
export const whatOf = (r: Pick<RequirementRow, 'kind' | 'machineType' | 'contractorType'>) =>
  r.kind === 'equipment' ? (catalogueItemBySlug(r.machineType ?? '')?.name ?? r.machineType ?? '') : (r.contractorType ?? '');

/** '3 weeks', '1 day'. */
export const durationText = (n: number, unit: string) => `${n} ${n === 1 ? unit.replace(/s$/, '') : unit}`;

/** The fields both sides read. */
export function needView(r: RequirementRow) {
  return {
    Id: r.id,
    Kind: r.kind,
    MachineType: r.machineType,
    What: whatOf(r),
    Site: r.sitePlace,
    StartDate: r.startDate,
    Duration: r.duration,
    DurationUnit: r.durationUnit,
    Quantity: r.quantity,
    OperatorNeeded: r.operatorNeeded,
    Budget: r.budget,
    BudgetUnit: r.budgetUnit as ClientRequirement['BudgetUnit'],
    Note: r.note,
    Status: r.status,
    CreatedAt: r.createdAt.toISOString(),
  };
}

/** The provider columns a quote is shown with (vendors and contractors left-joined on the quote by the caller). */
export const quoteProviderColumns = {
  vendor: { id: vendors.id, name: vendors.name, phone: vendors.phone, email: vendors.email, ratingAvg: vendors.ratingAvg, isVerified: vendors.isVerified },
  contractor: {
    id: contractors.id,
    companyName: contractors.companyName,
    mobile: contractors.mobile,
    email: contractors.email,
    ratingAvg: contractors.ratingAvg,
    isVerified: contractors.isVerified,
  },
};

/** A quote with its provider (vendor or contractor row, joined by the caller). */
export type QuoteWithProvider = {
  q: QuoteRow;
  vendor: { id: number; name: string; phone: string | null; email: string | null; ratingAvg: number; isVerified: boolean } | null;
  contractor: { id: number; companyName: string; mobile: string | null; email: string | null; ratingAvg: number; isVerified: boolean } | null;
  distanceKm: number | null;
};

export function quoteView({ q, vendor, contractor, distanceKm }: QuoteWithProvider): Quote {
  return {
    Id: q.id,
    ProviderName: vendor?.name ?? contractor?.companyName ?? '',
    ProviderKind: vendor ? 'vendor' : 'contractor',
    // Vendors have no page of their own; a contractor's profile page is linked.
    ProviderUrl: contractor ? contractorPath(contractor.id, contractor.companyName) : null,
    ProviderRating: (vendor?.ratingAvg ?? contractor?.ratingAvg) || null,
    ProviderVerified: !!(vendor?.isVerified ?? contractor?.isVerified),
    Price: q.price,
    PriceUnit: q.priceUnit,
    AvailableFrom: q.availableFrom,
    Note: q.note,
    Status: q.status,
    DistanceKm: distanceKm,
    ProviderPhone: vendor?.phone ?? contractor?.mobile ?? null,
    ProviderEmail: vendor?.email ?? contractor?.email ?? null,
    UpdatedAt: q.updatedAt.toISOString(),
  };
}
