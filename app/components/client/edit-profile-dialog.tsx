import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Camera } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../i18n/lazy-part.ts';
import { MOBILE_MESSAGE } from '../../../contract/fields.ts';
import { ProfileUpdate, type ClientProfile } from '../../../contract/profile.ts';
import { api } from '../../lib/api-client.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field, Input } from '../ui/field.tsx';
import { FailureMessage, FormMessage } from '../ui/form-message.tsx';
import { Avatar, useCloseAfter } from './dialog-parts.tsx';

const CropDialog = lazyPart(() => import('./crop-dialog.tsx'));

export const PROFILE_CLOSE_MS = 1000;

const FIELDS = [
  { name: 'FullName', label: msg`Full Name`, autoComplete: 'name' },
  { name: 'CompanyName', label: msg`CompanyName`, autoComplete: 'organization' },
  { name: 'Phone', label: msg`Phone`, autoComplete: 'tel', type: 'tel' },
  { name: 'AddressLine1', label: msg`Address Line`, autoComplete: 'address-line1' },
  { name: 'City', label: msg`City`, autoComplete: 'address-level2' },
  { name: 'State', label: msg`State`, autoComplete: 'address-level1' },
  { name: 'PinCode', label: msg`PinCode`, autoComplete: 'postal-code', inputMode: 'numeric' },
] as const;

/**
 * The form's own check runs the contract's schema in the browser; its two format messages a person can
 * meet here read in the page's language (the English ones are the contract's exact words). Anything
 * else (an over-long field) is shown as the contract words it.
 */
const CHECK_MESSAGES: Record<string, MessageDescriptor> = {
  [MOBILE_MESSAGE]: msg`Please enter a valid 10-digit Indian mobile number.`,
  'PinCode must be 6 digits.': msg`PinCode must be 6 digits.`,
};
type FieldName = (typeof FIELDS)[number]['name'];

/** A file and its preview URL (revoked when replaced or closed). */
function useObjectUrl(blob: Blob | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob]);
  return url;
}

/**
 * Edit Profile (docs/product.md#client-account-area): the avatar with 'Change DP' (images only) opening a square crop dialog,
 * then Full Name, CompanyName, Phone, Address Line, City, State, PinCode. Save ('Saving...') sends
 * multipart/form-data with the cropped JPEG as `file`; 'Updated Successfully!' closes after 1 s,
 * a failure says 'Failed to update.'.
 */
export default function EditProfileDialog({ profile, initialFile, onClose }: { profile: ClientProfile; initialFile?: File; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [fileError, setFileError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  // Typed or a new picture, not saved (a file picked and its crop cancelled is neither): closing (Back, X, Escape) asks first (docs/decisions/046-the-back-button.md).
  const [typed, setTyped] = useState(false);
  // docs/product.md#error-catalogue 'Failed to update.', with the server's reason under it (docs/decisions/013).
  const send = useSubmit(api.profile.update, { fallback: t`Failed to update.`, reasonUnder: true, onSuccess: () => setDone(true) });
  const errors = send.errors;
  const [source, setSource] = useState<File | null>(null);
  const [picture, setPicture] = useState<Blob | null>(null);
  const sourceUrl = useObjectUrl(source);
  const pictureUrl = useObjectUrl(picture);
  const fileRef = useRef<HTMLInputElement>(null);
  useCloseAfter(done, PROFILE_CLOSE_MS, onClose);

  function pick(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return setFileError(t`Please choose an image file.`);
    setFileError(undefined);
    setSource(file);
  }
  // 'Upload picture' on the profile card hands its file over: straight to the crop dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a new file is handed over, not when pick's closure changes
  useEffect(() => pick(initialFile), [initialFile]);

  function save(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const values = Object.fromEntries(FIELDS.map(({ name }) => [name, String(f.get(name) ?? '')])) as Record<FieldName, string>;
    const parsed = send.validate(ProfileUpdate, values);
    if (!parsed) return;
    const body = new FormData();
    for (const { name } of FIELDS) body.append(name, parsed[name] ?? '');
    if (picture) body.append('file', picture, 'profile.jpg');
    void send.submit(body);
  }

  const localError = (m: string | undefined) => (m && CHECK_MESSAGES[m] ? i18n._(CHECK_MESSAGES[m]) : m);

  const initialValue: Record<FieldName, string> = {
    FullName: profile.FullName,
    CompanyName: profile.CompanyName ?? '',
    Phone: profile.Phone ?? '',
    AddressLine1: profile.AddressLine1 ?? '',
    City: profile.City ?? '',
    State: profile.State ?? '',
    PinCode: profile.PinCode ?? '',
  };

  return (
    <Dialog open onClose={onClose} title={t`Edit Profile`} dirty={(typed || !!picture) && !done && !send.pending}>
      <form onSubmit={save} onInput={(e) => (e.target as HTMLInputElement).type !== 'file' && setTyped(true)} noValidate className="space-y-3">
        <div className="flex flex-col items-center gap-2">
          <Avatar name={profile.FullName} src={pictureUrl ?? profile.ProfilePic} />
          <button
            type="button"
            onClick={() => fileRef.current?.click()}
            className="flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-amber-deep hover:bg-surface"
          >
            <Camera aria-hidden className="size-4" /> <Trans>Change DP</Trans>
          </button>
          <input
            ref={fileRef}
            type="file"
            accept="image/*"
            hidden
            data-testid="change-dp-input"
            onChange={(e) => {
              pick(e.currentTarget.files?.[0]);
              e.currentTarget.value = '';
            }}
          />
          {picture && (
            <p className="text-xs text-slate-600">
              <Trans>New picture ready: it is saved with Save.</Trans>
            </p>
          )}
          {fileError && <p className="text-sm text-red-700">{fileError}</p>}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {FIELDS.map((fd) => (
            <div key={fd.name} className={fd.name === 'AddressLine1' || fd.name === 'FullName' ? 'sm:col-span-2' : ''}>
              <Field id={`ep-${fd.name}`} label={i18n._(fd.label)} error={localError(errors[fd.name])}>
                <Input
                  name={fd.name}
                  autoComplete={fd.autoComplete}
                  type={'type' in fd ? fd.type : 'text'}
                  inputMode={'inputMode' in fd ? fd.inputMode : undefined}
                  defaultValue={initialValue[fd.name]}
                />
              </Field>
            </div>
          ))}
        </div>
        <FailureMessage failure={send.failure} />
        {done && (
          <FormMessage kind="success">
            <Trans>Updated Successfully!</Trans>
          </FormMessage>
        )}
        <Button type="submit" disabled={done} pending={send.pending} pendingText={t`Saving...`}>
          <Trans>Save</Trans>
        </Button>
      </form>
      {source && sourceUrl && (
        <Suspense fallback={null}>
          <CropDialog
            src={sourceUrl}
            onCancel={() => setSource(null)}
            onCropped={(blob) => {
              setPicture(blob);
              setSource(null);
            }}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
