import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, ImagePlus, X } from 'lucide-react';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { Link, useLocalNavigate as useNavigate } from '../../i18n/react.tsx';
import { CONDITIONS, EquipmentInput, MAX_GALLERY_IMAGES, type vendorRoutes } from '../../../contract/vendor.ts';
import { getOwnEquipment } from '../../../core/equipment/list-own-equipment.ts';
import { AppError } from '../../../core/errors.ts';
import { getVendorProfile } from '../../../core/vendor/vendor-profile.ts';
import { catalogueItemBySlug, catalogueItemsByCategory, EQUIPMENT_CATEGORIES } from '../../../data/equipment-catalogue.ts';
import { IMAGE_ACCEPT, imageProblem, pdfProblem } from '../../components/manage/file-checks.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { describedBy, Field, FieldError, Input, labelClass, Select, selectClass, Textarea } from '../../components/ui/field.tsx';
import { FailureMessage } from '../../components/ui/form-message.tsx';
import { useLeaveGuard } from '../../components/ui/leave-guard.tsx';
import { clearOnEdit, focusFirstInvalid, LocationFields, SaveBar } from '../../components/vendor/form-parts.tsx';
import { operatorFlags, RateCardFields } from '../../components/vendor/rate-card-fields.tsx';
import { StatusBadge } from '../../components/vendor/status-badge.tsx';
import type { RouteRef } from '../../lib/api-client.ts';
import { manageApi } from '../../lib/api-routes-manage.ts';
import { MANAGE } from '../../../lib/manage-urls.ts';
import type { PageErrorHandle } from '../../lib/page-errors.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import type { Route } from './+types/equipment-edit';
import { i18nFor } from '../../i18n/i18n.ts';

export const meta = ({ data: d }: Route.MetaArgs) => [
  { title: i18nFor('en')._(d?.item ? msg`Edit equipment | BuildMart` : msg`Add equipment | BuildMart`) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  requireViewer(context, ['Vendor']);
  const id = params.id === undefined ? undefined : Number(params.id);
  if (id === undefined) {
    const v = await getVendorProfile(context.ctx);
    return { item: null, defaults: { City: v.City, State: v.State } };
  }
  // Someone else's listing is not found either (core answers NOT_FOUND).
  if (!Number.isInteger(id) || id <= 0) throw new AppError('NOT_FOUND', i18nFor('en')._(msg`Equipment not found.`));
  return { item: await getOwnEquipment(context.ctx, { id }), defaults: null };
}

/** A getter: the words are read once every module (and so this workspace's catalogue) has loaded. */
export const handle = {
  get pageError(): PageErrorHandle {
    const i18n = i18nFor('en');
    return {
      notFound: {
        heading: i18n._(msg`Equipment not found`),
        text: i18n._(msg`This listing does not exist or is not yours.`),
        back: { to: MANAGE.equipments, label: i18n._(msg`Back to Manage Equipments`) },
      },
    };
  },
};

/** The conditions' words (the stored value stays the English one). */
const CONDITION_LABEL: Record<(typeof CONDITIONS)[number], MessageDescriptor> = {
  New: msg`New`,
  Excellent: msg`Excellent`,
  Good: msg`Good`,
  Average: msg`Average`,
  Refurbished: msg`Refurbished`,
};

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
  const [forRent, setForRent] = useState(item ? item.IsAvailableForRent : true);
  const [forSale, setForSale] = useState(item?.IsAvailableForSale ?? false);
  const [thumb, setThumb] = useState<File | null>(null);
  const [gallery, setGallery] = useState<File[]>([]);
  const [keep, setKeep] = useState<string[]>(item?.GalleryImages ?? []);
  const [doc, setDoc] = useState<File | null>(null);
  const [removeDoc, setRemoveDoc] = useState(false);
  // Problems with chosen files, found when they are picked; the form's fields are checked on save.
  const [fileErrors, setFileErrors] = useState<Record<string, string | undefined>>({});
  // Typed and not saved: leaving asks first (docs/decisions/046-the-back-button.md).
  const guard = useLeaveGuard();
  const { t, i18n } = useLingui();
  const checkImage = (f: File) => imageProblem(f, 'photo', i18n);
  const checkPdf = (f: File) => pdfProblem(f, i18n);
  const saveCall: RouteRef<(typeof vendorRoutes)['createEquipment' | 'updateEquipment']> = item ? manageApi.vendor.updateEquipment : manageApi.vendor.createEquipment;
  const save = useSubmit(saveCall, {
    fallback: t`Failed to save. Please try again.`,
    toast: { success: (r) => r.message },
    onSuccess: () => {
      guard.saved();
      navigate(MANAGE.equipments);
    },
  });
  const errors = { ...fileErrors, ...save.errors };
  const thumbUrl = usePreview(thumb);
  const items = useMemo(() => (category ? catalogueItemsByCategory(category) : []), [category]);
  const room = MAX_GALLERY_IMAGES - keep.length - gallery.length;
  const reReview = !!item && item.Status !== 'pending';

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const fields: Record<string, string> = {};
    for (const [k, v] of f) if (typeof v === 'string') fields[k] = v;
    fields.KeepGallery = keep.join(',');
    if (removeDoc) fields.RemoveDocument = 'true';
    operatorFlags(fields);
    if (!save.validate(EquipmentInput, fields)) return void focusFirstInvalid(form);
    const body = new FormData();
    if (item) body.append('Id', String(item.Id));
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    if (thumb) body.append('thumbnail', thumb, thumb.name);
    for (const g of gallery) body.append('gallery', g, g.name);
    if (doc) body.append('document', doc, doc.name);
    await save.submit(body);
  }

  return (
    <section aria-labelledby="ee-title">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="ee-title" className="text-2xl font-bold text-ink">
          {item ? t`Edit equipment` : t`Add equipment`}
        </h1>
        {item && <StatusBadge status={item.Status} />}
      </div>
      {item?.Status === 'rejected' && item.RejectionReason && (
        <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-900">
          <strong>{t`Reason from our team:`}</strong> {item.RejectionReason}
        </p>
      )}

      <form
        onSubmit={submit}
        onInput={(e) => {
          clearOnEdit(save)(e);
          guard.typed();
        }}
        noValidate
        className="mt-5 space-y-6"
      >
        <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold text-ink">
            <Trans>Machine</Trans>
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="ee-Category" label={t`Category`}>
              <Select
                value={category}
                onChange={(e) => {
                  setCategory(e.target.value);
                  setSlug('');
                }}
              >
                <option value="">{t`Choose a category`}</option>
                {EQUIPMENT_CATEGORIES.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="ee-CatalogueSlug" label={t`Machine type`} error={errors.CatalogueSlug}>
              <Select
                name="CatalogueSlug"
                value={slug}
                disabled={!category}
                onChange={(e) => {
                  setSlug(e.target.value);
                  const picked = catalogueItemBySlug(e.target.value);
                  if (picked && !name.trim()) setName(picked.name);
                }}
                className={`${selectClass} disabled:bg-surface`}
              >
                <option value="">{category ? t`Choose the machine type` : t`Choose a category first`}</option>
                {items.map((i) => (
                  <option key={i.slug} value={i.slug}>
                    {i.name}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Field id="ee-Name" label={t`Listing title`} error={errors.Name}>
            <Input name="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} placeholder={t`e.g. JCB 3DX Backhoe Loader`} />
          </Field>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Field id="ee-Brand" label={t`Brand`} error={errors.Brand}>
              <Input name="Brand" defaultValue={item?.Brand ?? ''} placeholder="JCB" />
            </Field>
            <Field id="ee-Model" label={t`Model`} error={errors.Model}>
              <Input name="Model" defaultValue={item?.Model ?? ''} placeholder="3DX Super" />
            </Field>
            <Field id="ee-Capacity" label={t`Capacity`} error={errors.Capacity}>
              <Input name="Capacity" defaultValue={item?.Capacity ?? ''} placeholder={t`1.0 cum, 20 t`} />
            </Field>
            <Field id="ee-Year" label={t`Year`} error={errors.Year}>
              <Input name="Year" inputMode="numeric" maxLength={4} defaultValue={item?.Year ?? ''} placeholder="2019" />
            </Field>
            <Field id="ee-Condition" label={t`Condition`} error={errors.Condition}>
              <Select name="Condition" defaultValue={item?.Condition ?? 'Good'}>
                {CONDITIONS.map((c) => (
                  <option key={c} value={c}>
                    {i18n._(CONDITION_LABEL[c])}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        </fieldset>

        <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold text-ink">
            <Trans>Where is it?</Trans>
          </legend>
          <LocationFields idPrefix="ee" city={item?.City ?? defaults?.City} state={item?.State ?? defaults?.State} errors={errors} />
        </fieldset>

        <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold text-ink">
            <Trans>Rent or sale</Trans>
          </legend>
          <div className="flex flex-wrap gap-3" {...describedBy('ee-IsAvailableForRent', errors.IsAvailableForRent)}>
            <Check name="IsAvailableForRent" label={t`Available for rent`} checked={forRent} onChange={setForRent} invalid={!!errors.IsAvailableForRent} />
            <Check name="IsAvailableForSale" label={t`Available for sale`} checked={forSale} onChange={setForSale} invalid={!!errors.IsAvailableForRent} />
          </div>
          <FieldError id="ee-IsAvailableForRent" error={errors.IsAvailableForRent} />
          {forRent ? (
            <div role="group" aria-labelledby="ee-rate-card" className="space-y-3 border-t border-slate-200 pt-4">
              <h3 id="ee-rate-card" className="text-base font-semibold text-ink">
                <Trans>Rate card</Trans>
              </h3>
              <RateCardFields item={item} errors={errors} />
            </div>
          ) : (
            <fieldset>
              <legend className={labelClass}>
                <Trans>Operator available?</Trans>
              </legend>
              <div className="mt-1 flex gap-3">
                {(['extra', 'none'] as const).map((v) => (
                  <label
                    key={v}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 has-[:checked]:border-amber-deep has-[:checked]:bg-amber-50"
                  >
                    <input type="radio" name="OperatorTerms" value={v} defaultChecked={(item?.OperatorAvailable ? 'extra' : 'none') === v} className="size-5 accent-amber-600" />
                    {v === 'extra' ? t`Yes` : t`No`}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </fieldset>

        <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold text-ink">
            <Trans>Photos and document</Trans>
          </legend>
          <div>
            <p className={labelClass}>
              <Trans>Main photo</Trans>
            </p>
            <div className="mt-2 flex items-center gap-3">
              {(thumbUrl ?? item?.ThumbnailUrl) && <img src={thumbUrl ?? item?.ThumbnailUrl ?? ''} alt={t`Main photo preview`} className="h-20 w-28 rounded-lg object-cover" />}
              <label className={`${buttonClasses.secondary} cursor-pointer`}>
                <ImagePlus aria-hidden className="size-5" /> {thumb || item?.ThumbnailUrl ? t`Change photo` : t`Choose photo`}
                <input
                  type="file"
                  accept={IMAGE_ACCEPT}
                  className="sr-only"
                  data-testid="thumbnail-input"
                  aria-label={t`Main photo`}
                  onChange={(e) => pickOne(e, checkImage, (problem) => setFileErrors((x) => ({ ...x, thumbnail: problem })), setThumb)}
                />
              </label>
            </div>
            <FieldError id="ee-thumbnail" error={errors.thumbnail} />
          </div>
          <div>
            <p className={labelClass}>
              <Trans>More photos (up to {MAX_GALLERY_IMAGES})</Trans>
            </p>
            <ul className="mt-2 flex flex-wrap gap-3">
              {keep.map((u) => (
                <li key={u} className="relative">
                  <img src={u} alt={t`Gallery photo`} className="h-20 w-28 rounded-lg object-cover" />
                  <RemoveButton label={t`Remove this photo`} onClick={() => setKeep((k) => k.filter((x) => x !== u))} />
                </li>
              ))}
              {gallery.map((g, i) => (
                <GalleryPreview key={`${g.name}-${i}`} file={g} onRemove={() => setGallery((l) => l.filter((_, j) => j !== i))} />
              ))}
              {room > 0 && (
                <li>
                  <label className="flex h-20 w-28 cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed border-slate-300 text-sm text-slate-700 hover:bg-surface has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-brand">
                    <ImagePlus aria-hidden className="size-5" /> <Trans>Add photo</Trans>
                    <input
                      type="file"
                      accept={IMAGE_ACCEPT}
                      multiple
                      className="sr-only"
                      aria-label={t`Add gallery photos`}
                      data-testid="gallery-input"
                      onChange={(e) => {
                        const files = [...(e.currentTarget.files ?? [])];
                        e.currentTarget.value = '';
                        const problem = files.map(checkImage).find(Boolean);
                        setFileErrors((x) => ({
                          ...x,
                          gallery: problem ?? (files.length > room ? t`${plural(room, { one: 'Only # more photo fits.', other: 'Only # more photos fit.' })}` : undefined),
                        }));
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
            <p className={labelClass}>
              <Trans>Document (PDF, optional): brochure, RC or inspection report</Trans>
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              {item?.DocumentUrl && !removeDoc && !doc && (
                <span className="inline-flex items-center gap-2">
                  <a href={item.DocumentUrl} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center gap-1 font-semibold text-navy underline">
                    <FileText aria-hidden className="size-4" /> <Trans>Current document</Trans>
                  </a>
                  <Button className="min-h-11 px-2 text-sm font-semibold text-red-700" onClick={() => setRemoveDoc(true)}>
                    <Trans>Remove</Trans>
                  </Button>
                </span>
              )}
              {doc && <span className="text-sm text-slate-700">{doc.name}</span>}
              <label className={`${buttonClasses.secondary} cursor-pointer`}>
                <FileText aria-hidden className="size-5" /> {doc || item?.DocumentUrl ? t`Replace PDF` : t`Choose PDF`}
                <input
                  type="file"
                  accept="application/pdf"
                  className="sr-only"
                  aria-label={t`Document (PDF)`}
                  onChange={(e) => pickOne(e, checkPdf, (problem) => setFileErrors((x) => ({ ...x, document: problem })), setDoc)}
                />
              </label>
            </div>
            <FieldError id="ee-document" error={errors.document} />
          </div>
        </fieldset>

        <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold text-ink">
            <Trans>Details</Trans>
          </legend>
          <Field id="ee-Description" label={t`Description`} error={errors.Description}>
            <Textarea name="Description" defaultValue={item?.Description ?? ''} placeholder={t`What the machine is good for, attachments, transport.`} />
          </Field>
          <Field id="ee-Specification" label={t`Specification and machine history`} error={errors.Specification}>
            <Textarea name="Specification" defaultValue={item?.Specification ?? ''} placeholder={t`Hours run, owners, last service, major repairs.`} />
          </Field>
        </fieldset>

        {reReview && (
          <p role="note" className="rounded-lg bg-yellow-50 px-3 py-2 text-yellow-900">
            <Trans>Saving sends this listing back for review. It stays hidden from buyers until our team approves it again.</Trans>
          </p>
        )}
        <FailureMessage failure={save.failure} />
        <SaveBar>
          <div className="flex gap-3 sm:justify-end">
            <Link to={MANAGE.equipments} className={`${buttonClasses.secondary} min-h-12`}>
              <Trans>Cancel</Trans>
            </Link>
            <Button type="submit" pending={save.pending} pendingText={t`Saving...`} className={`${buttonClasses.save} flex-1 sm:flex-none`}>
              {item ? (reReview ? t`Save and send for review` : t`Save changes`) : t`Submit for review`}
            </Button>
          </div>
        </SaveBar>
      </form>
      {guard.dialog}
    </section>
  );
}

function Check({ name, label, checked, onChange, invalid }: { name: string; label: string; checked: boolean; onChange: (v: boolean) => void; invalid: boolean }) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 has-[:checked]:border-amber-deep has-[:checked]:bg-amber-50">
      <input
        type="checkbox"
        name={name}
        value="true"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        aria-invalid={invalid || undefined}
        className="size-5 accent-amber-600"
      />
      {label}
    </label>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button aria-label={label} onClick={onClick} className="absolute -right-2 -top-2 flex size-8 items-center justify-center rounded-full bg-navy text-white shadow">
      <X aria-hidden className="size-4" />
    </Button>
  );
}

function GalleryPreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = usePreview(file);
  const { t } = useLingui();
  return (
    <li className="relative">
      {url && <img src={url} alt={t`New gallery photo`} className="h-20 w-28 rounded-lg object-cover" />}
      <RemoveButton label={t`Remove this photo`} onClick={onRemove} />
    </li>
  );
}
