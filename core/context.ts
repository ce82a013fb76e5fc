import type { Db } from '../db/client.ts';
import type { Mailer } from './ports/mailer.ts';
import type { SmsSender } from './ports/sms.ts';
import type { Storage } from './ports/storage.ts';

export type Role = 'Client' | 'Vendor' | 'Contractor' | 'Admin' | 'JobSeeker';

/**
 * The acting user, when there is a session. `emailConfirmed`: the account proved its email
 * (contact details need it, core/contacts/reveal-contact.ts); absent means not proved.
 */
export type Viewer = { userId: number; role: Role; name: string; email: string; phone?: string | null; emailConfirmed?: boolean };

/** What every core function receives besides its options (house rule 1). */
export type Ctx = {
  db: Db;
  now: () => Date;
  viewer?: Viewer;
  /** Outgoing mail (core/ports/mailer.ts); calls that send mail fail clearly without one. */
  mailer?: Mailer;
  /** Outgoing text messages (core/ports/sms.ts); phone codes fail clearly without one. */
  sms?: SmsSender;
  /** Uploaded files (core/ports/storage.ts); calls that store files fail clearly without one. */
  storage?: Storage;
  /** Absolute origins for links in mail (config SITE_URL / MANAGE_URL); mail falls back to paths without them. */
  siteUrl?: string;
  manageUrl?: string;
  /** Different providers/workers whose contacts one account may see a day (config CONTACT_REVEALS_PER_DAY; default in core/contacts). */
  contactRevealsPerDay?: number;
  /**
   * The language of the page the request came from (a /hi address, or the site's `Accept-Language`);
   * undefined when the caller did not say (an API client). Mails to clients follow it (docs/decisions/051).
   */
  lang?: 'en' | 'hi';
  /** The app's secret for signed links that need no login (the saved-search unsubscribe link, docs/decisions/059); never sent anywhere. */
  linkSecret?: string;
};

/** `now` replaces the wall clock (tests of expiries and windows move time instead of sleeping). */
export type Ports = {
  mailer?: Mailer;
  sms?: SmsSender;
  storage?: Storage;
  siteUrl?: string;
  manageUrl?: string;
  now?: () => Date;
  contactRevealsPerDay?: number;
  lang?: 'en' | 'hi';
  linkSecret?: string;
};

export function makeCtx(db: Db, viewer?: Viewer, ports: Ports = {}): Ctx {
  const { now, ...rest } = ports;
  return { db, now: now ?? (() => new Date()), viewer, ...rest };
}
