import { FileText, ImagePlus, X } from 'lucide-react';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { data, Link, useNavigate } from 'react-router';
import { CONDITIONS, EquipmentInput, MAX_GALLERY_IMAGES } from '../../../contract/vendor.ts';
import { getOwnEquipment } from '../../../core/equipment/list-own-equipment.ts';
import { isAppError } from '../../../core/errors.ts';
import { getVendorProfile } from '../../../core/vendor/vendor-profile.ts';
import { catalogueItemBySlug, catalogueItemsByCategory, EQUIPMENT_CATEGORIES } from '../../../data/equipment-catalogue.ts';
import { Field, FormMessage, fieldErrors } from '../../components/ui/modal.tsx';
import { clearErrorOnChange, describedBy, FieldError, labelClass, LocationFields, SaveBar, saveButton, secondaryButton, selectClass } from '../../components/vendor/form-parts.tsx';
import { ApiError, apiPost } from '../../lib/api.ts';
import { MANAGE } from '../../lib/manage-urls.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import { notify } from '../../lib/toast.ts';
import { StatusBadge } from '../../components/vendor/status-badge.tsx';
import type { Route } from './+types/equipment-edit';
import { UPLOAD_LIMITS } from '../../../contract/common.ts';


export const meta = ({ data: d }: Route.MetaArgs) => [{ title: `${d?.item ? 'Edit equipment' : 'Add equipment'} | BuildMart` }, { name: 'robots', content: 'noindex' }];

export async function loader({ params, context }: Route.LoaderArgs) {
  requireViewer(context, ['Vendor']);
  const id = params.id === undefined ? undefined : Number(params.id);
  try {
    if (id === undefined) {
      const v = await getVendorProfile(context.ctx);
      return { item: null, defaults: { City: v.City, State: v.State } };
    }
    if (!Number.isInteger(id) || id <= 0) throw data({ reason: 'missing' }, { status: 404 });
    return { item: await getOwnEquipment(context.ctx, { id }), defaults: null };
  } catch (err) {
    if (isAppError(err) && err.code === 'NOT_FOUND') throw data({ reason: 'missing' }, { status: 404 });
    throw err;
  }
}

/** A chosen file with its preview URL. */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

function checkImage(f: File): string | undefined {
  if (!/^image\/(jpeg|png|webp)$/.test(f.type)) return 'Please choose a JPEG, PNG or WebP photo.';
  if (f.size > UPLOAD_LIMITS.imageBytes) return 'Each photo must be at most 5 MB.';
}

function checkPdf(f: File): string | undefined {
  if (f.type !== 'application/pdf') return 'Please choose a PDF file.';
  if (f.size > UPLOAD_LIMITS.pdfBytes) return 'The document must be at most 5 MB.';
}

/** A single-file picker's choice: checked, its problem (or none) shown, kept when fine. The input is reset so the same file can be chosen again. */
function pickOne(e: ChangeEvent<HTMLInputElement>, check: (f: File) => string | undefined, showProblem: (problem: string | undefined) => void, keep: (f: File) => void) {
  const f = e.currentTarget.files?.[0];
  e.currentTarget.value = '';
  if (!f) return;
  const problem = check(f);
  showProblem(problem);
  if (!problem) keep(f);
}

/**
 * The equipment editor (docs/product.md#vendor-workspace): one form for a new listing and for editing one. Photos are
 * re-encoded on the server; a saved edit of a live, rejected or paused listing goes back to review,
 * which the form says before saving.
 */
export default function EquipmentEditor({ loaderData }: Route.ComponentProps) {
  const { item, defaults } = loaderData;
  const navigate = useNavigate();
  const initial = item?.CatalogueSlug ? catalogueItemBySlug(item.CatalogueSlug) : undefined;
  const [category, setCategory] = useState<string>(initial?.category ?? '');
  const [slug, setSlug] = useState(item?.CatalogueSlug ?? '');
  const [name, setName] = useState(item?.Name ?? '');
  const [forRent, setForRent] = useState(item ? item.ForRent : true);
  const [forSale, setForSale] = useState(item?.ForSale ?? false);
  const [thumb, setThumb] = useState<File | null>(null);
  const [gallery, setGallery] = useState<File[]>([]);
  const [keep, setKeep] = useState<string[]>(item?.GalleryImages ?? []);
  const [doc, setDoc] = useState<File | null>(null);
  const [removeDoc, setRemoveDoc] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);
  const thumbUrl = usePreview(thumb);
  const items = useMemo(() => (category ? catalogueItemsByCategory(category) : []), [category]);
  const room = MAX_GALLERY_IMAGES - keep.length - gallery.length;
  const reReview = !!item && item.Status !== 'pending';

  async function save(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const fields: Record<string, string> = {};
    for (const [k, v] of f) if (typeof v === 'string') fields[k] = v;
    fields.KeepGallery = keep.join(',');
    if (removeDoc) fields.RemoveDocument = 'true';
    const parsed = EquipmentInput.safeParse(fields);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const body = new FormData();
    if (item) body.append('Id', String(item.Id));
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    if (thumb) body.append('thumbnail', thumb, thumb.name);
    for (const g of gallery) body.append('gallery', g, g.name);
    if (doc) body.append('document', doc, doc.name);
    setErrors({});
    setSaving(true);
    try {
      const r = await apiPost<{ message: string }>(item ? '/api/vendor/equipment/update' : '/api/vendor/equipment/create', body);
      notify.success(r.message);
      navigate(MANAGE.equipments);
    } catch (err) {
      const list = err instanceof ApiError ? (err.body.errors as { field: string; message: string }[] | undefined) : undefined;
      if (list?.length) setErrors(Object.fromEntries(list.map((x) => [x.field, x.message])));
      else setErrors({ form: err instanceof ApiError && err.message && err.status < 500 ? err.message : 'Failed to save. Please try again.' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="ee-title">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="ee-title" className="text-2xl font-bold text-ink">
          {item ? 'Edit equipment' : 'Add equipment'}
        </h1>
        {item && <StatusBadge status={item.Status} />}
      </div>
      {item?.Status === 'rejected' && item.RejectionReason && (
        <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-900">
          <strong>Reason from our team:</strong> {item.RejectionReason}
        </p>
      )}

      <form onSubmit={save} onChange={clearErrorOnChange(setErrors)} noValidate className="mt-5 space-y-6">
        <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold text-ink">Machine</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="ee-Category" className={labelClass}>
                Category
              </label>
              <select
                id="ee-Category"
                value={category}
                onChange={(e) => {
                  setCategory(e.target.value);
                  setSlug('');
                }}
                className={selectClass}
              >
                <option value="">Choose a category</option>
                {EQUIPMENT_CATEGORIES.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="ee-CatalogueSlug" className={labelClass}>
                Machine type
              </label>
              <select
                id="ee-CatalogueSlug"
                name="CatalogueSlug"
                value={slug}
                disabled={!category}
                onChange={(e) => {
                  setSlug(e.target.value);
                  const picked = catalogueItemBySlug(e.target.value);
                  if (picked && !name.trim()) setName(picked.name);
                }}
                className={`${selectClass} disabled:bg-surface`}
                {...describedBy('ee-CatalogueSlug', errors.CatalogueSlug)}
              >
                <option value="">{category ? 'Choose the machine type' : 'Choose a category first'}</option>
                {items.map((i) => (
                  <option key={i.slug} value={i.slug}>
                    {i.name}
                  </option>
                ))}
              </select>
              <FieldError id="ee-CatalogueSlug" error={errors.CatalogueSlug} />
            </div>
          </div>
          <Field id="ee-Name" name="Name" label="Listing title" value={name} onChange={(e) => setName(e.currentTarget.value)} placeholder="e.g. JCB 3DX Backhoe Loader" error={errors.Name} />
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Field id="ee-Brand" name="Brand" label="Brand" defaultValue={item?.Brand ?? ''} placeholder="JCB" error={errors.Brand} />
            <Field id="ee-Model" name="Model" label="Model" defaultValue={item?.Model ?? ''} placeholder="3DX Super" error={errors.Model} />
            <Field id="ee-Capacity" name="Capacity" label="Capacity" defaultValue={item?.Capacity ?? ''} placeholder="1.0 cum, 20 t" error={errors.Capacity} />
            <Field id="ee-Year" name="Year" label="Year" inputMode="numeric" maxLength={4} defaultValue={item?.Year ?? ''} placeholder="2019" error={errors.Year} />
            <div>
              <label htmlFor="ee-Condition" className={labelClass}>
                Condition
              </label>
              <select id="ee-Condition" name="Condition" defaultValue={item?.Condition ?? 'Good'} className={selectClass} {...describedBy('ee-Condition', errors.Condition)}>
                {CONDITIONS.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
              <FieldError id="ee-Condition" error={errors.Condition} />
            </div>
          </div>
        </fieldset>

        <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold text-ink">Where is it?</legend>
          <LocationFields idPrefix="ee" city={item?.City ?? defaults?.City} state={item?.State ?? defaults?.State} errors={errors} />
        </fieldset>

        <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold text-ink">Rent or sale</legend>
          <div className="flex flex-wrap gap-3" {...describedBy('ee-ForRent', errors.ForRent)}>
            <Check name="ForRent" label="Available for rent" checked={forRent} onChange={setForRent} invalid={!!errors.ForRent} />
            <Check name="ForSale" label="Available for sale" checked={forSale} onChange={setForSale} invalid={!!errors.ForRent} />
          </div>
          <FieldError id="ee-ForRent" error={errors.ForRent} />
          {forRent && (
            <div className="grid gap-4 sm:grid-cols-3">
              <Field id="ee-MonthlyRate" name="MonthlyRate" label="Monthly rent (₹)" inputMode="numeric" defaultValue={item?.MonthlyRate ?? ''} placeholder="150000" error={errors.MonthlyRate} />
              <Field id="ee-DailyRate" name="DailyRate" label="Daily rent (₹, optional)" inputMode="numeric" defaultValue={item?.DailyRate ?? ''} error={errors.DailyRate} />
              <Field id="ee-HourlyRate" name="HourlyRate" label="Hourly rent (₹, optional)" inputMode="numeric" defaultValue={item?.HourlyRate ?? ''} error={errors.HourlyRate} />
            </div>
          )}
          <fieldset>
            <legend className={labelClass}>Operator available?</legend>
            <div className="mt-1 flex gap-3">
              {(['true', 'false'] as const).map((v) => (
                <label key={v} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 has-[:checked]:border-amber-deep has-[:checked]:bg-amber-50">
                  <input type="radio" name="OperatorAvailable" value={v} defaultChecked={String(item?.OperatorAvailable ?? false) === v} className="size-5 accent-amber-600" />
                  {v === 'true' ? 'Yes' : 'No'}
                </label>
              ))}
            </div>
          </fieldset>
        </fieldset>

        <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold text-ink">Photos and document</legend>
          <div>
            <p className={labelClass}>Main photo</p>
            <div className="mt-2 flex items-center gap-3">
              {(thumbUrl ?? item?.ThumbnailUrl) && <img src={thumbUrl ?? item?.ThumbnailUrl ?? ''} alt="Main photo preview" className="h-20 w-28 rounded-lg object-cover" />}
              <label className={`${secondaryButton} cursor-pointer`}>
                <ImagePlus aria-hidden className="size-5" /> {thumb || item?.ThumbnailUrl ? 'Change photo' : 'Choose photo'}
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className="sr-only"
                  data-testid="thumbnail-input"
                  aria-label="Main photo"
                  onChange={(e) => pickOne(e, checkImage, (problem) => setErrors((x) => ({ ...x, thumbnail: problem })), setThumb)}
                />
              </label>
            </div>
            <FieldError id="ee-thumbnail" error={errors.thumbnail} />
          </div>
          <div>
            <p className={labelClass}>More photos (up to {MAX_GALLERY_IMAGES})</p>
            <ul className="mt-2 flex flex-wrap gap-3">
              {keep.map((u) => (
                <li key={u} className="relative">
                  <img src={u} alt="Gallery photo" className="h-20 w-28 rounded-lg object-cover" />
                  <RemoveButton label="Remove this photo" onClick={() => setKeep((k) => k.filter((x) => x !== u))} />
                </li>
              ))}
              {gallery.map((g, i) => (
                <GalleryPreview key={`${g.name}-${i}`} file={g} onRemove={() => setGallery((l) => l.filter((_, j) => j !== i))} />
              ))}
              {room > 0 && (
                <li>
                  <label className="flex h-20 w-28 cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed border-slate-300 text-sm text-slate-700 hover:bg-surface has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-brand">
                    <ImagePlus aria-hidden className="size-5" /> Add photo
                    <input
                      type="file"
                      accept="image/jpeg,image/png,image/webp"
                      multiple
                      className="sr-only"
                      aria-label="Add gallery photos"
                      data-testid="gallery-input"
                      onChange={(e) => {
                        const files = [...(e.currentTarget.files ?? [])];
                        e.currentTarget.value = '';
                        const problem = files.map(checkImage).find(Boolean);
                        setErrors((x) => ({ ...x, gallery: problem ?? (files.length > room ? `Only ${room} more photo${room === 1 ? '' : 's'} fit.` : undefined) }));
                        if (!problem) setGallery((l) => [...l, ...files.slice(0, room)]);
                      }}
                    />
                  </label>
                </li>
              )}
            </ul>
            <FieldError id="ee-gallery" error={errors.gallery} />
          </div>
          <div>
            <p className={labelClass}>Document (PDF, optional): brochure, RC or inspection report</p>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              {item?.DocumentUrl && !removeDoc && !doc && (
                <span className="inline-flex items-center gap-2">
                  <a href={item.DocumentUrl} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center gap-1 font-semibold text-navy underline">
                    <FileText aria-hidden className="size-4" /> Current document
                  </a>
                  <button type="button" className="min-h-11 px-2 text-sm font-semibold text-red-700" onClick={() => setRemoveDoc(true)}>
                    Remove
                  </button>
                </span>
              )}
              {doc && <span className="text-sm text-slate-700">{doc.name}</span>}
              <label className={`${secondaryButton} cursor-pointer`}>
                <FileText aria-hidden className="size-5" /> {doc || item?.DocumentUrl ? 'Replace PDF' : 'Choose PDF'}
                <input
                  type="file"
                  accept="application/pdf"
                  className="sr-only"
                  aria-label="Document (PDF)"
                  onChange={(e) => pickOne(e, checkPdf, (problem) => setErrors((x) => ({ ...x, document: problem })), setDoc)}
                />
              </label>
            </div>
            <FieldError id="ee-document" error={errors.document} />
          </div>
        </fieldset>

        <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold text-ink">Details</legend>
          <Field id="ee-Description" name="Description" label="Description" multiline defaultValue={item?.Description ?? ''} placeholder="What the machine is good for, attachments, transport." error={errors.Description} />
          <Field id="ee-Specification" name="Specification" label="Specification and machine history" multiline defaultValue={item?.Specification ?? ''} placeholder="Hours run, owners, last service, major repairs." error={errors.Specification} />
        </fieldset>

        {reReview && (
          <p role="note" className="rounded-lg bg-yellow-50 px-3 py-2 text-yellow-900">
            Saving sends this listing back for review. It stays hidden from buyers until our team approves it again.
          </p>
        )}
        {errors.form && <FormMessage kind="error">{errors.form}</FormMessage>}
        <SaveBar>
          <div className="flex gap-3 sm:justify-end">
            <Link to={MANAGE.equipments} className={`${secondaryButton} min-h-12`}>
              Cancel
            </Link>
            <button type="submit" disabled={saving} className={`${saveButton} flex-1 sm:flex-none`}>
              {saving ? 'Saving...' : item ? (reReview ? 'Save and send for review' : 'Save changes') : 'Submit for review'}
            </button>
          </div>
        </SaveBar>
      </form>
    </section>
  );
}

function Check({ name, label, checked, onChange, invalid }: { name: string; label: string; checked: boolean; onChange: (v: boolean) => void; invalid: boolean }) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 has-[:checked]:border-amber-deep has-[:checked]:bg-amber-50">
      <input type="checkbox" name={name} value="true" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} aria-invalid={invalid || undefined} className="size-5 accent-amber-600" />
      {label}
    </label>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className="absolute -right-2 -top-2 flex size-8 items-center justify-center rounded-full bg-navy text-white shadow">
      <X aria-hidden className="size-4" />
    </button>
  );
}

function GalleryPreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = usePreview(file);
  return (
    <li className="relative">
      {url && <img src={url} alt="New gallery photo" className="h-20 w-28 rounded-lg object-cover" />}
      <RemoveButton label="Remove this photo" onClick={onRemove} />
    </li>
  );
}

export function ErrorBoundary() {
  return (
    <div className="rounded-xl bg-surface p-6">
      <h1 className="text-xl font-bold text-ink">Equipment not found</h1>
      <p className="mt-1 text-slate-700">This listing does not exist or is not yours.</p>
      <Link to={MANAGE.equipments} className="mt-3 inline-flex min-h-11 items-center font-semibold text-navy underline">
        Back to Manage Equipments
      </Link>
    </div>
  );
}
