import { findContractorType } from '../../data/contractor-types.ts';
import { catalogueItemBySlug, catalogueSlug } from '../../data/equipment-catalogue.ts';
import { emptyDraft, type RequirementDraft } from './requirement-draft.ts';

/**
 * What the form starts with: the machine type (a catalogue slug or name), the contractor type or the site
 * named in the address (`?machine=backhoe-loader&site=Pune`, `?contractor=Civil%20Contractor`), and a
 * signed-in client's phone. Anything unknown is left out.
 */
export function prefillOf(search: URLSearchParams): RequirementDraft {
  const d = emptyDraft();
  const machine = search.get('machine')?.trim() ?? '';
  const item = machine ? (catalogueItemBySlug(machine) ?? catalogueItemBySlug(catalogueSlug(machine))) : undefined;
  const contractor = findContractorType(search.get('contractor'));
  if (item) d.machineType = item.slug;
  else if (contractor) {
    d.kind = 'contractor';
    d.contractorType = contractor.value;
    d.budgetUnit = 'job';
  }
  d.site = (search.get('site') ?? '').trim().slice(0, 100);
  return d;
}
