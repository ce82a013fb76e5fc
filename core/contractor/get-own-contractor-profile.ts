import type { ContractorProfile } from '../../contract/contractor.ts';
import { contractorPath } from '../../lib/urls.ts';
import type { contractors } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { ownContractor } from './own-contractor.ts';

export const toContractorProfile = (c: typeof contractors.$inferSelect): ContractorProfile => ({
  Id: c.id,
  CompanyName: c.companyName,
  ContactPerson: c.contactPerson,
  OwnerName: c.ownerName,
  Mobile: c.mobile,
  Email: c.email,
  Website: c.website,
  LogoUrl: c.logoUrl,
  City: c.city,
  State: c.state,
  ContractorTypes: c.contractorTypes,
  WorkingSectors: c.workingSectors,
  WorkLocations: c.workLocations,
  LaborStrength: c.laborStrength,
  Certificates: c.certificates,
  YearOfEstablishment: c.yearOfEstablishment,
  SpecificWorkDetail: c.specificWorkDetail,
  GSTIN: c.gstin,
  Status: c.status,
  RejectionReason: c.status === 'rejected' ? c.rejectionReason : null,
  IsVerified: c.isVerified,
  Url: contractorPath(c.id, c.companyName),
});

/** The signed-in contractor's profile; a contractor without a company row yet gets an empty pending one to fill in. */
export async function getOwnContractorProfile(ctx: Ctx): Promise<ContractorProfile> {
  const { viewer, contractor } = await ownContractor(ctx);
  if (contractor) return toContractorProfile(contractor);
  return {
    Id: null,
    CompanyName: '',
    ContactPerson: viewer.name,
    OwnerName: null,
    Mobile: viewer.phone ?? null,
    Email: viewer.email,
    Website: null,
    LogoUrl: null,
    City: null,
    State: null,
    ContractorTypes: [],
    WorkingSectors: [],
    WorkLocations: [],
    LaborStrength: null,
    Certificates: [],
    YearOfEstablishment: null,
    SpecificWorkDetail: null,
    GSTIN: null,
    Status: 'pending',
    RejectionReason: null,
    IsVerified: false,
    Url: null,
  };
}
