import { IMPORT_LIMITS, type ImportProblem, type ImportRow, isBlankRow, MAX_LISTED_PROBLEMS, readHeader, readRow } from '../../contract/equipment-import.ts';
import { catalogueItemBySlug } from '../../data/equipment-catalogue.ts';
import { equipment } from '../../db/schema/index.ts';
import { parseCsv } from '../../lib/csv.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireOwnVendor } from '../vendor/own-vendor.ts';
import { listingColumns } from './save-equipment.ts';

/** What a checked file holds: its machines (when every row is fine) and every problem found. */
export type ImportCheck = { rows: number; valid: ImportRow[]; problems: ImportProblem[] };

const fileProblem = (message: string, code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' = 'BAD_REQUEST') => new AppError(code, message, { errors: [{ field: 'file', message }] });
const fmt = (n: number) => n.toLocaleString('en-IN');

/** The file's text: UTF-8 (Excel's "CSV UTF-8"), never a workbook or another encoding read wrongly. */
function decode(file: Uint8Array): string {
  if (file.length > IMPORT_LIMITS.maxBytes) throw fileProblem('The file must be at most 2 MB. Split it into smaller files.', 'PAYLOAD_TOO_LARGE');
  if (file.length === 0) throw fileProblem('Please choose a CSV file.');
  // An .xlsx (a zip) or an old .xls: a workbook, not CSV.
  if ((file[0] === 0x50 && file[1] === 0x4b) || (file[0] === 0xd0 && file[1] === 0xcf))
    throw fileProblem('This is a spreadsheet workbook, not CSV. In Excel choose Save As → "CSV UTF-8 (Comma delimited)" and upload that file.');
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(file);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL marks a binary file
    if (/\u0000/.test(text)) throw new Error('binary');
    return text;
  } catch {
    throw fileProblem('The file is not CSV text in UTF-8. In Excel choose Save As → "CSV UTF-8 (Comma delimited)" and upload that file.');
  }
}

/** Reads and checks every row of a CSV file; nothing is stored. File-level problems (size, columns, no rows) are thrown as 4xx. */
export function checkImportFile(file: Uint8Array): ImportCheck {
  const records = parseCsv(decode(file));
  const [header, ...data] = records;
  if (!header || isBlankRow(header)) throw fileProblem('The file is empty. Start from the template.');
  const head = readHeader(header);
  if ('problem' in head) throw fileProblem(head.problem);
  // Spreadsheet row numbers: the header is row 1; blank rows are skipped but keep their numbers.
  const rows = data.map((cells, i) => ({ cells, row: i + 2 })).filter((r) => !isBlankRow(r.cells));
  if (rows.length === 0) throw fileProblem('The file has no machines. Add one row per machine under the header.');
  if (rows.length > IMPORT_LIMITS.maxRows)
    throw fileProblem(`A file can hold at most ${fmt(IMPORT_LIMITS.maxRows)} machines; this one has ${fmt(rows.length)}. Split it into smaller files.`);
  const valid: ImportRow[] = [];
  const problems: ImportProblem[] = [];
  for (const { cells, row } of rows) {
    const r = readRow(head.columns, cells, row);
    if (r.input) valid.push({ row, input: r.input });
    problems.push(...r.problems);
  }
  return { rows: rows.length, valid, problems };
}

/** The refusal of a file with problems: nothing stored, the report in the answer. */
export function problemsError(check: ImportCheck): AppError {
  const bad = new Set(check.problems.map((p) => p.Row)).size;
  const message = `Nothing was imported: ${bad === 1 ? '1 row has problems' : `${fmt(bad)} rows have problems`}. Fix them in your file and upload it again.`;
  return new AppError('BAD_REQUEST', message, {
    errors: [{ field: 'file', message }],
    Rows: check.rows,
    ProblemCount: check.problems.length,
    Problems: check.problems.slice(0, MAX_LISTED_PROBLEMS),
  });
}

/** Checks a file for the signed-in vendor: the report, nothing stored (a 400 with the report when a row has problems). */
export async function checkEquipmentImport(ctx: Ctx, file: Uint8Array): Promise<{ rows: number }> {
  await requireOwnVendor(ctx);
  const check = checkImportFile(file);
  if (check.problems.length) throw problemsError(check);
  return { rows: check.rows };
}

/**
 * Stores every machine of a file as the signed-in vendor's listings, pending review like any new
 * listing, in one transaction: all rows or none. The file is checked again first (the same rules
 * as the editor); one bad row refuses the whole file. Photos are added afterwards in the editor.
 */
export async function importEquipment(ctx: Ctx, file: Uint8Array): Promise<{ imported: number }> {
  const { vendor } = await requireOwnVendor(ctx);
  const check = checkImportFile(file);
  if (check.problems.length) throw problemsError(check);
  const now = ctx.now();
  const values = check.valid.map(({ input }) => {
    const item = catalogueItemBySlug(input.CatalogueSlug)!;
    return {
      vendorId: vendor.id,
      ...listingColumns(input, item),
      galleryImages: [],
      status: 'pending' as const,
      createdAt: now,
      updatedAt: now,
    };
  });
  await ctx.db.transaction(async (tx) => {
    // A few hundred rows per statement keeps each under PostgreSQL's 65,535 parameters.
    for (let i = 0; i < values.length; i += 250) await tx.insert(equipment).values(values.slice(i, i + 250));
  });
  return { imported: values.length };
}
