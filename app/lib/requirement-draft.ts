import type { DurationUnit } from '../../contract/hire-details.ts';
import type { PriceUnit, RequirementKind } from '../../contract/requirements.ts';

/**
 * The requirement form's fields as typed (docs/decisions/056), kept for the tab's visit in sessionStorage:
 * a guest who presses Send, logs in or registers (even through a full page load) and comes back finds
 * every field as it was. A successful send clears it.
 */
export type RequirementDraft = {
  kind: RequirementKind;
  /** A catalogue slug ('backhoe-loader'), '' until one is chosen. */
  machineType: string;
  /** A contractor type ('Civil Contractor'), '' until one is chosen. */
  contractorType: string;
  site: string;
  startDate: string;
  duration: string;
  durationUnit: DurationUnit;
  quantity: string;
  operatorNeeded: '' | 'yes' | 'no';
  budget: string;
  budgetUnit: PriceUnit;
  note: string;
  phone: string;
};

export const DRAFT_KEY = 'draft:requirement';

export const emptyDraft = (): RequirementDraft => ({
  kind: 'equipment',
  machineType: '',
  contractorType: '',
  site: '',
  startDate: '',
  duration: '',
  durationUnit: 'days',
  quantity: '1',
  operatorNeeded: '',
  budget: '',
  budgetUnit: 'day',
  note: '',
  phone: '',
});

const KEYS = Object.keys(emptyDraft()) as (keyof RequirementDraft)[];

/** The stored draft, or null when there is none (or it is not one: storage is the browser's, not ours). */
export function readDraft(): RequirementDraft | null {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (!v || typeof v !== 'object') return null;
    const base = emptyDraft();
    for (const k of KEYS) {
      const x = (v as Record<string, unknown>)[k];
      if (typeof x === 'string') (base as Record<string, string>)[k] = x;
    }
    return base;
  } catch {
    return null;
  }
}

/** Storage may be full or refused (private mode): the draft is a convenience, so failing quietly is right. */
export function writeDraft(d: RequirementDraft | null) {
  try {
    if (d) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(d));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {}
}

/**
 * What the form starts from: the stored draft when the client has typed one (their words win over a link's
 * prefill), else the prefill from the address; the phone from the account when the draft has none.
 */
export function startingDraft(prefill: RequirementDraft, stored: RequirementDraft | null, accountPhone: string | null | undefined): RequirementDraft {
  const d = stored ?? prefill;
  return d.phone || !accountPhone ? d : { ...d, phone: accountPhone };
}

/** The request body: the typed fields, with what does not apply to the kind left out (the server names each missing one). */
export function requestOf(d: RequirementDraft) {
  const budget = d.budget.trim();
  return {
    kind: d.kind,
    ...(d.kind === 'equipment' ? { machineType: d.machineType, operatorNeeded: d.operatorNeeded } : { contractorType: d.contractorType }),
    site: d.site,
    startDate: d.startDate,
    duration: d.duration,
    durationUnit: d.durationUnit,
    quantity: d.quantity,
    ...(budget ? { budget, budgetUnit: d.budgetUnit } : {}),
    note: d.note,
    phone: d.phone,
  };
}
