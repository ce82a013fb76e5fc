import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Download, FileUp, ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { IMPORT_COLUMNS, IMPORT_LIMITS, type ImportProblem } from '../../../contract/equipment-import.ts';
import { getVendorProfile } from '../../../core/vendor/vendor-profile.ts';
import { catalogueItemsByCategory, EQUIPMENT_CATEGORIES } from '../../../data/equipment-catalogue.ts';
import { MANAGE } from '../../../lib/manage-urls.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { describedBy, FieldError, labelClass } from '../../components/ui/field.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { i18nFor } from '../../i18n/i18n.ts';
import { Link, useLocalNavigate as useNavigate } from '../../i18n/react.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { manageApi } from '../../lib/api-routes-manage.ts';
import { COMPANY_PROFILE_MISSING, type PageErrorHandle } from '../../lib/page-errors.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import type { Route } from './+types/equipment-import';

export const meta = () => [{ title: i18nFor('en')._(msg`Import machines | BuildMart`) }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  requireViewer(context, ['Vendor']);
  // A vendor account without its company row gets the same page as Manage Equipments.
  await getVendorProfile(context.ctx);
  return null;
}

export const handle = { pageError: { notFound: COMPANY_PROFILE_MISSING } satisfies PageErrorHandle };

/** What to write in each column (the template's header names the column). */
const COLUMN_HELP: Record<string, MessageDescriptor> = {
  CatalogueSlug: msg`A machine type from the list below, e.g. Backhoe Loader.`,
  Name: msg`The title buyers see.`,
  Year: msg`Four digits, e.g. 2019.`,
  Condition: msg`New, Excellent, Good, Average or Refurbished. Blank means Good.`,
  City: msg`A city of that state, as the site spells it.`,
  State: msg`The state or union territory.`,
  IsAvailableForRent: msg`yes or no.`,
  IsAvailableForSale: msg`yes or no.`,
  DailyRate: msg`Whole rupees: 6000, 6,000 and ₹6,000.00 all work. For rent, fill at least one rent.`,
  MinimumHire: msg`A whole number from 1 to 999, with its unit.`,
  MinimumHireUnit: msg`hours or days.`,
  OperatorTerms: msg`included (wet hire), extra (at extra cost) or none (dry hire).`,
  FuelIncluded: msg`yes or no.`,
};

/** A CSV file's outcome before anything is stored: ready (how many machines) or the problems found. */
type Report = { ok: true; rows: number; message: string } | { ok: false; message: string; problems: ImportProblem[]; count: number };

/**
 * Bulk import (docs/decisions/060-equipment-import.md): the template, then a file is checked row by row
 * before anything is stored; only a file without problems can be imported, all rows in one go, each
 * machine pending review. Photos are added afterwards in the editor.
 */
export default function ImportEquipment() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [pickError, setPickError] = useState<string>();
  const readProblems = (err: unknown) => {
    if (err instanceof ApiError && Array.isArray(err.body.Problems)) {
      setReport({ ok: false, message: err.message, problems: err.body.Problems as ImportProblem[], count: Number(err.body.ProblemCount ?? 0) });
      return true;
    }
    return false;
  };
  const check = useSubmit(manageApi.vendor.checkEquipmentImport, {
    fallback: t`The file could not be checked. Please try again.`,
    onFailure: readProblems,
    onSuccess: (r) => setReport({ ok: true, rows: r.Rows, message: r.message }),
  });
  const store = useSubmit(manageApi.vendor.importEquipment, {
    fallback: t`Failed to import. Please try again.`,
    onFailure: readProblems,
    toast: { success: (r) => r.message },
    onSuccess: () => navigate(MANAGE.equipments),
  });
  const fileError = pickError ?? check.errors.file ?? store.errors.file;
  const failure = check.failure ?? store.failure;
  const body = (f: File) => {
    const b = new FormData();
    b.append('file', f, f.name);
    return b;
  };

  function pick(e: React.ChangeEvent<HTMLInputElement>) {
    const f = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    setReport(null);
    if (!f) return;
    if (f.size > IMPORT_LIMITS.maxBytes) {
      setFile(null);
      return setPickError(t`The file must be at most 2 MB. Split it into smaller files.`);
    }
    setPickError(undefined);
    setFile(f);
    void check.submit(body(f));
  }

  return (
    <section aria-labelledby="ei-title" className="max-w-4xl">
      <p>
        <Link to={MANAGE.equipments} className="font-semibold text-navy underline">
          <Trans>Back to Manage Equipments</Trans>
        </Link>
      </p>
      <h1 id="ei-title" className="mt-2 text-2xl font-bold text-ink">
        <Trans>Import machines from a spreadsheet</Trans>
      </h1>
      <p className="mt-1 text-slate-700">
        <Trans>List many machines at once: one row per machine, the same details as the Add equipment form. Every machine is reviewed by our team before buyers see it.</Trans>
      </p>

      <ol className="mt-5 space-y-5">
        <li className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold text-ink">
            <Trans>1. Fill in the template</Trans>
          </h2>
          <p className="mt-1 text-slate-700">
            <Trans>Keep the header row, replace the example row with your machines and save the sheet as “CSV UTF-8”. At most 1,000 machines and 2 MB per file.</Trans>
          </p>
          <a href={manageApi.vendor.equipmentImportTemplate[1]} download className={`${buttonClasses.secondary} mt-3 inline-flex`}>
            <Download aria-hidden className="size-5" /> <Trans>Download the template (CSV)</Trans>
          </a>
          <details className="mt-3">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-navy">
              <Trans>What goes in each column</Trans>
            </summary>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
              {IMPORT_COLUMNS.map((c) => (
                <div key={c.field} className="contents">
                  <dt className="font-semibold text-ink">
                    {c.header}
                    {c.required && <span className="font-normal text-slate-600">{t` (required)`}</span>}
                  </dt>
                  <dd className="mb-1 text-slate-700">
                    {COLUMN_HELP[c.field] ? i18n._(COLUMN_HELP[c.field]!) : c.kind === 'money' ? t`Whole rupees, or blank.` : t`Text, or blank.`}
                  </dd>
                </div>
              ))}
            </dl>
          </details>
          <details className="mt-1">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-navy">
              <Trans>Machine types</Trans>
            </summary>
            <div className="mt-2 grid gap-4 text-sm sm:grid-cols-2">
              {EQUIPMENT_CATEGORIES.map((c) => (
                <div key={c.slug}>
                  <h3 className="font-semibold text-ink">{c.name}</h3>
                  <p className="text-slate-700">
                    {catalogueItemsByCategory(c.slug)
                      .map((i) => i.name)
                      .join(', ')}
                  </p>
                </div>
              ))}
            </div>
          </details>
          <p className="mt-3 flex gap-2 rounded-lg bg-surface px-3 py-2 text-sm text-slate-800">
            <ImagePlus aria-hidden className="mt-0.5 size-4 shrink-0" />
            <Trans>Photos are added afterwards: open each imported machine in Manage Equipments and add its photos. Links to photos in the file are not fetched.</Trans>
          </p>
        </li>

        <li className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold text-ink">
            <Trans>2. Upload the file and check it</Trans>
          </h2>
          <p className="mt-1 text-slate-700">
            <Trans>Every row is checked first. Nothing is saved until every row is right; then all machines are imported together.</Trans>
          </p>
          <p className={`${labelClass} mt-3`} id="ei-file-label">
            <Trans>CSV file</Trans>
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <label className={`${buttonClasses.secondary} cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-brand`}>
              <FileUp aria-hidden className="size-5" /> {file ? t`Choose another file` : t`Choose CSV file`}
              <input
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                aria-labelledby="ei-file-label"
                data-testid="import-file"
                onChange={pick}
                {...describedBy('ei-file', fileError)}
              />
            </label>
            {file && <span className="break-all text-sm text-slate-700">{file.name}</span>}
            {check.pending && (
              <span role="status" className="text-sm text-slate-700">
                <Trans>Checking...</Trans>
              </span>
            )}
          </div>
          <FieldError id="ei-file" error={fileError} />
          {failure && !fileError && !report && <FormMessage kind="error">{failure.message}</FormMessage>}

          {report?.ok && file && (
            <div className="mt-4 space-y-3">
              <p role="status" className="flex items-center gap-2 rounded-lg bg-green-50 px-3 py-3 font-semibold text-green-800">
                <CheckCircle2 aria-hidden className="size-5 shrink-0" />
                {t`${plural(report.rows, { one: 'The machine is ready to import.', other: 'All # machines are ready to import.' })}`}
              </p>
              <Button variant="save" pending={store.pending} pendingText={t`Importing...`} onClick={() => void store.submit(body(file))}>
                {t`${plural(report.rows, { one: 'Import # machine', other: 'Import # machines' })}`}
              </Button>
            </div>
          )}

          {report && !report.ok && <ProblemReport report={report} />}
        </li>
      </ol>
    </section>
  );
}

function ProblemReport({ report }: { report: Extract<Report, { ok: false }> }) {
  const { t } = useLingui();
  const listed = report.problems.length;
  return (
    <div className="mt-4">
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
        {report.message}
      </p>
      {report.count > listed && <p className="mt-2 text-sm text-slate-700">{t`The first ${listed} of ${report.count} problems are listed.`}</p>}
      <div className="mt-3">
        <table className="w-full text-left text-sm" aria-label={t`Problems found`}>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="w-14 py-2 pr-3">
                <Trans>Row</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 sm:w-48">
                <Trans>Column</Trans>
              </th>
              <th scope="col" className="py-2">
                <Trans>Problem</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {report.problems.map((p, i) => (
              <tr key={`${p.Row}-${p.Field}-${i}`} className="border-b border-slate-200 align-top" data-testid="import-problem">
                <td className="py-2 pr-3 font-semibold tabular-nums">{p.Row}</td>
                <td className="py-2 pr-3 sm:whitespace-nowrap">{p.Field}</td>
                <td className="py-2">{p.Message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-slate-700">
        <Trans>Row numbers are the spreadsheet's: the header is row 1. Fix these rows in your file, save it and choose it again.</Trans>
      </p>
    </div>
  );
}
