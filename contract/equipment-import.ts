import { CONDITIONS, EquipmentInput } from './vendor.ts';
import { EQUIPMENT_CATALOGUE } from '../data/equipment-catalogue.ts';
import { CITIES, REGION_NAMES } from '../data/locations.ts';

/**
 * The vendor's bulk import (docs/decisions/060-equipment-import.md): one CSV row per machine, the
 * columns of the add-equipment form. Each row is turned into the editor's fields and passes the same
 * schema (EquipmentInput), so a row reads the same messages as the form. Pure and browser-safe.
 */

/** A file of at most 2 MB and 1,000 machines. */
export const IMPORT_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 1000 } as const;
/** At most this many problems are listed; the count says how many there are in all. */
export const MAX_LISTED_PROBLEMS = 200;

type Kind = 'text' | 'machine' | 'condition' | 'yesno' | 'money' | 'unit' | 'operator' | 'place';
export type ImportColumn = { header: string; field: string; kind: Kind; example: string; required?: boolean };

/** The template's columns, in order (the example row is the template's second line). */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { header: 'Machine type', field: 'CatalogueSlug', kind: 'machine', example: 'Backhoe Loader', required: true },
  { header: 'Listing title', field: 'Name', kind: 'text', example: 'JCB 3DX Super Backhoe Loader', required: true },
  { header: 'Brand', field: 'Brand', kind: 'text', example: 'JCB' },
  { header: 'Model', field: 'Model', kind: 'text', example: '3DX Super' },
  { header: 'Capacity', field: 'Capacity', kind: 'text', example: '1.0 cum' },
  { header: 'Year', field: 'Year', kind: 'text', example: '2019' },
  { header: 'Condition', field: 'Condition', kind: 'condition', example: 'Good' },
  { header: 'City', field: 'City', kind: 'place', example: 'Pune', required: true },
  { header: 'State', field: 'State', kind: 'place', example: 'Maharashtra', required: true },
  { header: 'For rent', field: 'IsAvailableForRent', kind: 'yesno', example: 'yes', required: true },
  { header: 'For sale', field: 'IsAvailableForSale', kind: 'yesno', example: 'no', required: true },
  { header: 'Daily rent', field: 'DailyRate', kind: 'money', example: '6000' },
  { header: 'Monthly rent', field: 'MonthlyRate', kind: 'money', example: '1,45,000' },
  { header: 'Hourly rent', field: 'HourlyRate', kind: 'money', example: '' },
  { header: 'Minimum hire', field: 'MinimumHire', kind: 'text', example: '8' },
  { header: 'Minimum hire unit', field: 'MinimumHireUnit', kind: 'unit', example: 'hours' },
  { header: 'Mobilisation charge', field: 'MobilisationCharge', kind: 'money', example: '5000' },
  { header: 'Operator', field: 'OperatorTerms', kind: 'operator', example: 'included' },
  { header: 'Fuel included', field: 'FuelIncluded', kind: 'yesno', example: 'no' },
  { header: 'Description', field: 'Description', kind: 'text', example: 'Well maintained, new bucket; we arrange transport' },
  { header: 'Specification', field: 'Specification', kind: 'text', example: 'One owner, 6,200 hours, serviced every 500 hours' },
];

/** The template file's records: the header and one example row. */
export const templateRecords = (): string[][] => [IMPORT_COLUMNS.map((c) => c.header), IMPORT_COLUMNS.map((c) => c.example)];

/** One problem of the report: the spreadsheet's row number (the header is row 1), the column, the message. */
export type ImportProblem = { Row: number; Field: string; Message: string };
export type ImportRow = { row: number; input: EquipmentInput };

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
/** A header as typed ('Daily rent (₹)', 'daily_rent', 'DailyRate') → its column. */
const BY_HEADER = new Map<string, ImportColumn>();
for (const c of IMPORT_COLUMNS) {
  BY_HEADER.set(squash(c.header), c);
  BY_HEADER.set(squash(c.field), c);
}
BY_HEADER.set('operatoravailable', IMPORT_COLUMNS.find((c) => c.field === 'OperatorTerms')!);

const MACHINES = new Map<string, string>();
for (const m of EQUIPMENT_CATALOGUE) {
  MACHINES.set(m.name.toLowerCase(), m.slug);
  MACHINES.set(m.slug, m.slug);
}
const STATES = new Map(REGION_NAMES.map((s) => [s.toLowerCase(), s as string]));
const CITY_NAMES = new Map(CITIES.map((c) => [`${c.label.toLowerCase()}|${c.value}`, c.label]));
const CONDITION_NAMES = new Map(CONDITIONS.map((c) => [c.toLowerCase(), c as string]));
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);
const OPERATOR: Record<string, { OperatorIncluded: string; OperatorAvailable: string }> = {
  included: { OperatorIncluded: 'true', OperatorAvailable: 'true' },
  extra: { OperatorIncluded: 'false', OperatorAvailable: 'true' },
  none: { OperatorIncluded: 'false', OperatorAvailable: 'false' },
  '': { OperatorIncluded: 'false', OperatorAvailable: 'false' },
};

/** '₹1,500', 'Rs. 1,500', '1,500.00' → '1500'; paise other than .00 stay, so the rule refuses them. */
export const plainRupees = (s: string) =>
  s
    .replace(/^\s*(₹|rs\.?|inr)\s*/i, '')
    .replace(/[,\s]/g, '')
    .replace(/\.0+$/, '');

/** The column of each header cell; a file-level problem (unknown, repeated or missing column) as a sentence. */
export function readHeader(header: readonly string[]): { columns: (ImportColumn | null)[] } | { problem: string } {
  const columns: (ImportColumn | null)[] = [];
  const seen = new Set<string>();
  for (const cell of header) {
    const name = cell.trim();
    if (!name) {
      columns.push(null); // an empty column a spreadsheet left at the end
      continue;
    }
    const col = BY_HEADER.get(squash(name));
    if (!col) return { problem: `Unknown column "${name.slice(0, 60)}". Use the columns of the template.` };
    if (seen.has(col.field)) return { problem: `The column "${col.header}" appears twice.` };
    seen.add(col.field);
    columns.push(col);
  }
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !seen.has(c.field));
  if (missing.length) return { problem: `The file has no ${missing.map((c) => `"${c.header}"`).join(', ')} column${missing.length === 1 ? '' : 's'}. Start from the template.` };
  return { columns };
}

const FIELD_HEADER: Record<string, string> = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.field, c.header]));
FIELD_HEADER.OperatorIncluded = 'Operator';
FIELD_HEADER.OperatorAvailable = 'Operator';

/**
 * One data row → the editor's fields and the problems found before the schema (a yes/no column with
 * another word, an unknown machine type…); the schema then checks the rest, as the form does.
 */
export function readRow(columns: readonly (ImportColumn | null)[], cells: readonly string[], row: number): { input?: EquipmentInput; problems: ImportProblem[] } {
  const fields: Record<string, string> = {};
  const problems: ImportProblem[] = [];
  const problem = (col: ImportColumn | string, message: string) => problems.push({ Row: row, Field: typeof col === 'string' ? col : col.header, Message: message });
  const typed = new Map<string, string>();
  columns.forEach((col, i) => {
    if (col) typed.set(col.field, (cells[i] ?? '').trim());
  });
  for (const col of IMPORT_COLUMNS) {
    const v = typed.get(col.field) ?? '';
    const low = v.toLowerCase();
    switch (col.kind) {
      case 'machine': {
        const slug = MACHINES.get(low);
        if (v && !slug) problem(col, `Unknown machine type "${v.slice(0, 60)}". Write a machine type from the list, e.g. "Backhoe Loader".`);
        fields[col.field] = slug ?? v;
        break;
      }
      case 'condition':
        if (v && !CONDITION_NAMES.has(low)) problem(col, `Write one of: ${CONDITIONS.join(', ')}.`);
        fields[col.field] = CONDITION_NAMES.get(low) ?? '';
        break;
      case 'yesno':
        if (!YES.has(low) && !NO.has(low)) problem(col, 'Write yes or no.');
        fields[col.field] = String(YES.has(low));
        break;
      case 'operator': {
        const terms = OPERATOR[low];
        if (!terms) problem(col, 'Write included, extra or none.');
        Object.assign(fields, terms ?? OPERATOR['']);
        break;
      }
      case 'unit':
        fields[col.field] = low === 'hour' ? 'hours' : low === 'day' ? 'days' : low;
        if (fields[col.field] && fields[col.field] !== 'hours' && fields[col.field] !== 'days') problem(col, 'Write hours or days.');
        break;
      case 'money':
        fields[col.field] = plainRupees(v);
        break;
      case 'place':
        fields[col.field] = v;
        break;
      default:
        fields[col.field] = v;
    }
  }
  // Places as the catalogue spells them ('pune' → 'Pune').
  const state = STATES.get(fields.State!.toLowerCase());
  if (state) {
    fields.State = state;
    fields.City = CITY_NAMES.get(`${fields.City!.toLowerCase()}|${state}`) ?? fields.City!;
  }
  const parsed = EquipmentInput.safeParse(fields);
  if (!parsed.success) {
    const own = new Set(problems.map((p) => p.Field));
    for (const issue of parsed.error.issues) {
      const header = FIELD_HEADER[String(issue.path[0] ?? '')] ?? 'Row';
      // One problem per column: the one found first says the most.
      if (own.has(header)) continue;
      own.add(header);
      problem(header, issue.message);
    }
  }
  return problems.length || !parsed.success ? { problems } : { input: parsed.data, problems };
}

/** A row a spreadsheet left with nothing in it (',,,,'). */
export const isBlankRow = (cells: readonly string[]) => cells.every((c) => c.trim() === '');
