import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, CircleAlert, ImageUp, KeyRound, MailCheck, Pencil, Smartphone } from 'lucide-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../i18n/lazy-part.ts';
import { useLocation, useRevalidator } from 'react-router';
import type { ClientProfile } from '../../../contract/profile.ts';
import { api, callApi } from '../../lib/api-client.ts';
import { readStoredUser, storeUser } from '../../lib/auth.ts';
import { useFormat } from '../../i18n/react.tsx';
import { buttonClasses } from '../ui/button.tsx';
import { Avatar } from './dialog-parts.tsx';

const secondaryButton = buttonClasses.outline;

const EditProfileDialog = lazyPart(() => import('./edit-profile-dialog.tsx'));
const ChangePasswordDialog = lazyPart(() => import('./change-password-dialog.tsx'));
const VerifyEmailDialog = lazyPart(() => import('./verify-email-dialog.tsx'));
const VerifyPhoneDialog = lazyPart(() => import('./verify-phone-dialog.tsx'));

type Open = { kind: 'edit'; file?: File } | { kind: 'password' } | { kind: 'verify' } | { kind: 'phone' } | null;

/** A detail of the profile: what the client typed is marked `data-typed`; 'Not given' is interface text. `typed` false: a value the site wrote (the date). */
function Row({ label, value, typed = true, badge }: { label: string; value: string | null; typed?: boolean; badge?: React.ReactNode }) {
  return (
    <div className="border-b border-slate-100 py-2">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={`mt-0.5 flex flex-wrap items-center gap-2 break-words ${value ? 'text-ink' : 'text-slate-500'}`}>
        <span data-typed={value && typed ? '' : undefined}>{value || <Trans>Not given</Trans>}</span>
        {value && badge}
      </dd>
    </div>
  );
}

/** Verified / Not verified, as next to the email. */
function Status({ ok, testId }: { ok: boolean; testId: string }) {
  return ok ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800" data-testid={testId}>
      <BadgeCheck aria-hidden className="size-4" /> <Trans>Verified</Trans>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-testid={testId}>
      <CircleAlert aria-hidden className="size-4" /> <Trans>Not verified</Trans>
    </span>
  );
}

/**
 * Profile (docs/product.md#client-account-area): a card with the picture or initials, name, email and whether it is verified,
 * phone, company, address, member since; Edit Profile, Change Password, Verify Email (until
 * verified) and Upload picture. The profile reloads (GET /api/client/profile) after a modal closes.
 */
export function ProfileTab({ initial }: { initial: ClientProfile }) {
  const { t } = useLingui();
  const f = useFormat();
  const [profile, setProfile] = useState(initial);
  const [open, setOpen] = useState<Open>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  useEffect(() => setProfile(initial), [initial]);
  // ?verify=email (the "Verify your email to see contact details" link): open the dialog at once.
  const askedToVerify = new URLSearchParams(useLocation().search).get('verify') === 'email';
  useEffect(() => {
    if (askedToVerify && !initial.EmailConfirmed) setOpen({ kind: 'verify' });
  }, [askedToVerify, initial.EmailConfirmed]);

  const reload = useCallback(async () => {
    try {
      const r = await callApi(api.profile.get);
      setProfile(r.data);
      // A new name reaches the header (root loader) and the other tabs (stored user).
      const stored = readStoredUser();
      if (stored && (stored.Name !== r.data.FullName || stored.Phone !== r.data.Phone)) {
        storeUser({ ...stored, Name: r.data.FullName, Phone: r.data.Phone });
        void revalidator.revalidate();
      }
    } catch (err) {
      // docs/product.md#error-catalogue: a profile load failure is only logged.
      console.error('Profile load failed', err);
    }
  }, [revalidator]);

  const close = useCallback(() => {
    setOpen(null);
    void reload();
  }, [reload]);

  const p = profile;
  const address = p.AddressLine1;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid="profile-card">
      <h2 className="sr-only">
        <Trans>Profile</Trans>
      </h2>
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-center sm:text-left">
        <Avatar name={p.FullName} src={p.ProfilePic} />
        <div className="min-w-0">
          <p className="break-words text-xl font-bold text-ink" data-typed>
            {p.FullName}
          </p>
          <p className="mt-1 flex flex-wrap items-center justify-center gap-2 break-all text-slate-700 sm:justify-start">
            <span data-typed>{p.Email}</span>
            <Status ok={p.EmailConfirmed} testId="email-status" />
          </p>
        </div>
      </div>

      <dl className="mt-5 grid gap-x-6 sm:grid-cols-2">
        <Row label={t`Phone`} value={p.Phone} badge={<Status ok={p.PhoneVerified} testId="phone-status" />} />
        <Row label={t`Company`} value={p.CompanyName} />
        <Row label={t`Address`} value={address} />
        <Row label={t`City`} value={p.City} />
        <Row label={t`State`} value={p.State} />
        <Row label={t`PIN`} value={p.PinCode} />
        <Row label={t`Member since`} value={f.shortDate(p.MemberSince)} typed={false} />
      </dl>

      <div className="mt-6 grid gap-2 sm:flex sm:flex-wrap">
        <button
          type="button"
          onClick={() => setOpen({ kind: 'edit' })}
          className="flex min-h-11 items-center justify-center gap-2 rounded-lg bg-amber-brand px-4 font-semibold text-navy hover:bg-amber-400"
        >
          <Pencil aria-hidden className="size-4" /> <Trans>Edit Profile</Trans>
        </button>
        <button type="button" onClick={() => setOpen({ kind: 'password' })} className={`${secondaryButton} flex items-center justify-center gap-2`}>
          <KeyRound aria-hidden className="size-4" /> <Trans>Change Password</Trans>
        </button>
        {!p.EmailConfirmed && (
          <button type="button" onClick={() => setOpen({ kind: 'verify' })} className={`${secondaryButton} flex items-center justify-center gap-2`}>
            <MailCheck aria-hidden className="size-4" /> <Trans>Verify Email</Trans>
          </button>
        )}
        {!p.PhoneVerified && (
          <button type="button" onClick={() => setOpen({ kind: 'phone' })} className={`${secondaryButton} flex items-center justify-center gap-2`}>
            <Smartphone aria-hidden className="size-4" /> <Trans>Verify Phone</Trans>
          </button>
        )}
        <button type="button" onClick={() => fileRef.current?.click()} className={`${secondaryButton} flex items-center justify-center gap-2`}>
          <ImageUp aria-hidden className="size-4" /> <Trans>Upload picture</Trans>
        </button>
        {/* The edit modal's picker, opened from the card: the chosen picture goes straight to the crop dialog. */}
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          hidden
          data-testid="upload-picture-input"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) setOpen({ kind: 'edit', file });
          }}
        />
      </div>

      <Suspense fallback={null}>
        {open?.kind === 'edit' && <EditProfileDialog profile={p} initialFile={open.file} onClose={close} />}
        {open?.kind === 'password' && <ChangePasswordDialog onClose={close} />}
        {open?.kind === 'phone' && <VerifyPhoneDialog phone={p.Phone} onVerified={() => setProfile((x) => ({ ...x, PhoneVerified: true }))} onClose={close} />}
        {open?.kind === 'verify' && <VerifyEmailDialog email={p.Email} onVerified={() => setProfile((x) => ({ ...x, EmailConfirmed: true }))} onClose={close} />}
      </Suspense>
    </article>
  );
}
