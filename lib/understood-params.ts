import { EQUIPMENT_CATALOGUE } from '../data/equipment-catalogue.ts';

/**
 * What a list answer says the keyword was understood as (the contract's `Understood`, restated here
 * structurally because lib/ may not import contract/). docs/decisions/043-no-dead-ends-and-result-headings.md
 */
export type UnderstoodLike = {
  Keyword: string;
  Category?: string;
  MachineTypes?: readonly string[];
  ContractorTypes?: readonly string[];
  Trades?: readonly string[];
  Locations?: readonly string[];
  Availability?: 'rent' | 'sale';
};

/** One thing the keyword became: a filter of its own, shown as a chip and removable alone. */
export type UnderstoodPart =
  | { kind: 'machineType'; value: string }
  | { kind: 'category'; value: string }
  | { kind: 'contractorType'; value: string }
  | { kind: 'trade'; value: string }
  | { kind: 'location'; value: string }
  | { kind: 'availability'; value: 'rent' | 'sale' };

/** A machine type slug in catalogue words ('backhoe-loader' → 'Backhoe Loader'); an unknown slug as given. */
export const machineTypeName = (slug: string) => EQUIPMENT_CATALOGUE.find((i) => i.slug === slug)?.name ?? slug;

/** The parts of an understood keyword, in the order a heading names them. */
export function understoodParts(u: UnderstoodLike | null | undefined): UnderstoodPart[] {
  if (!u) return [];
  return [
    ...(u.MachineTypes ?? []).map((value) => ({ kind: 'machineType', value }) as const),
    ...(u.Category ? [{ kind: 'category', value: u.Category } as const] : []),
    ...(u.ContractorTypes ?? []).map((value) => ({ kind: 'contractorType', value }) as const),
    ...(u.Trades ?? []).map((value) => ({ kind: 'trade', value }) as const),
    ...(u.Availability ? [{ kind: 'availability', value: u.Availability } as const] : []),
    ...(u.Locations ?? []).map((value) => ({ kind: 'location', value }) as const),
  ];
}

export const samePart = (a: UnderstoodPart, b: UnderstoodPart) => a.kind === b.kind && a.value === b.value;

/**
 * The same search with what the keyword was understood as spelled out as explicit filters, leaving out
 * the parts `keep` refuses. Locations, availability, the category and contractor types become their
 * own filters (an explicit filter wins over the keyword in query understanding, so they cannot be understood
 * twice); machine types and trades have no filter of their own in a page address, so they stay in the
 * keyword in catalogue words ('backhoe loader'), which understanding reads back as the same type.
 * The words understanding could not place (`Keyword`) stay as typed.
 */
export function spelledOut(
  u: UnderstoodLike,
  keep: (p: UnderstoodPart) => boolean = () => true,
): { keyword: string; category?: string; locations: string[]; availability?: 'rent' | 'sale'; contractorTypes: string[] } {
  const parts = understoodParts(u).filter(keep);
  const words = [u.Keyword.trim(), ...parts.flatMap((p) => (p.kind === 'machineType' ? [machineTypeName(p.value)] : p.kind === 'trade' ? [p.value] : []))];
  const availability = parts.find((p) => p.kind === 'availability')?.value as 'rent' | 'sale' | undefined;
  const category = parts.find((p) => p.kind === 'category')?.value;
  return {
    keyword: words.filter(Boolean).join(' '),
    ...(category ? { category } : {}),
    locations: parts.filter((p) => p.kind === 'location').map((p) => p.value),
    ...(availability ? { availability } : {}),
    contractorTypes: parts.filter((p) => p.kind === 'contractorType').map((p) => p.value),
  };
}

/**
 * The words understanding left as text, in the letter case the person typed them ('Volvo', not 'volvo'):
 * `Understood.Keyword` is the normalised text, so each of its words takes the typed word it came from.
 */
export function leftAsTyped(understoodKeyword: string, typed: string): string {
  const original = new Map(typed.split(/\s+/).map((w) => [w.normalize('NFC').toLowerCase(), w] as const));
  return understoodKeyword
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => original.get(w) ?? w)
    .join(' ');
}
