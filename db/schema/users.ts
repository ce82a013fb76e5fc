import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';

export const userRole = pgEnum('user_role', ['Client', 'Vendor', 'Contractor', 'Admin', 'JobSeeker']);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('Client'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The language of the pages the user last acted from ('en' | 'hi'): mails to them are written in it (docs/decisions/051). */
    lang: text('lang', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    /** When the owner proved `phone` with an SMS code (docs/decisions/057); null when unproved or changed since. Signs in by phone. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    check('users_lang_check', sql`${t.lang} in ('en', 'hi')`),
    // One account per verified number: phone sign-in must know whose it is.
    uniqueIndex('users_verified_phone_uq').on(t.phone).where(sql`${t.phoneVerifiedAt} is not null`),
  ],
);

/** Client-side profile fields (docs/product.md#client-account-area); name, email and phone live on users. */
export const clientProfiles = pgTable('client_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name'),
  addressLine1: text('address_line1'),
  city: text('city'),
  state: text('state'),
  pinCode: text('pin_code'),
  profilePic: text('profile_pic'),
  updatedAt: updatedAt(),
});

/** Database-backed sessions: the cookie holds an opaque token, the row holds its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const emailOtps = pgTable(
  'email_otps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_otps_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One-time links that lift a login lock (docs/decisions/019): mailed to the owner when their
 * account's failure counter trips; the row keeps only the token's SHA-256 and dies on first use.
 */
export const loginUnlocks = pgTable(
  'login_unlocks',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_unlocks_user_idx').on(t.userId), index('login_unlocks_expires_idx').on(t.expiresAt)],
);

/**
 * "Forgot password?" links (docs/decisions/057): mailed on request, valid 30 minutes, used once. The
 * row keeps only the token's SHA-256; using one deletes every link of the account.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId), index('password_resets_expires_idx').on(t.expiresAt)],
);

/**
 * SMS codes (docs/decisions/057): `verify` proves a signed-in account's number, `signin` signs in the
 * account whose verified number it is. `userId` is the account (null for a sign-in code to a number no
 * account has verified: nothing was sent, but the row answers like any other). Only the code's hash
 * is kept; tries are reserved atomically.
 */
export const phoneOtps = pgTable(
  'phone_otps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['verify', 'signin'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_otps_phone_idx').on(t.phone, t.createdAt), check('phone_otps_purpose_check', sql`${t.purpose} in ('verify', 'signin')`)],
);
