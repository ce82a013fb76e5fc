import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import { contractors, vendors } from './providers.ts';
import { users } from './users.ts';

/**
 * Requirements and quotes (docs/decisions/056-requirements-and-quotes.md): a client describes a need
 * once; it is sent to the matching providers, who answer with a quote; the client accepts one.
 * open → accepted (one quote chosen) or closed (withdrawn by the client).
 */
export const requirementStatus = pgEnum('requirement_status', ['open', 'accepted', 'closed']);
export const quoteStatus = pgEnum('quote_status', ['sent', 'accepted', 'declined']);

export const requirements = pgTable(
  'requirements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'equipment': a machine type of the catalogue; 'contractor': a contractor type. */
    kind: text('kind', { enum: ['equipment', 'contractor'] }).notNull(),
    machineType: text('machine_type'),
    contractorType: text('contractor_type'),
    /** The site as resolved: 'Pune, Maharashtra' or 'PIN 411001', and the city/state it matched on. */
    sitePlace: text('site_place').notNull(),
    sitePin: text('site_pin'),
    siteCity: text('site_city'),
    siteState: text('site_state'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    duration: smallint('duration').notNull(),
    durationUnit: text('duration_unit', { enum: ['days', 'weeks', 'months'] }).notNull(),
    quantity: smallint('quantity').notNull().default(1),
    /** Machines only: wet hire wanted; null for a contractor requirement. */
    operatorNeeded: boolean('operator_needed'),
    budget: integer('budget'),
    budgetUnit: text('budget_unit'),
    note: text('note'),
    /** The client's contacts as given when posting; the phone is shown to a provider only after they quote. */
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    status: requirementStatus('status').notNull().default('open'),
    acceptedQuoteId: integer('accepted_quote_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('requirements_kind_ck', sql`(${t.kind} = 'equipment' AND ${t.machineType} IS NOT NULL) OR (${t.kind} = 'contractor' AND ${t.contractorType} IS NOT NULL)`),
    check('requirements_quantity_ck', sql`${t.quantity} BETWEEN 1 AND 99`),
    check('requirements_duration_ck', sql`${t.duration} > 0`),
    check('requirements_budget_ck', sql`${t.budget} IS NULL OR (${t.budget} > 0 AND ${t.budgetUnit} IS NOT NULL)`),
    index('requirements_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/** Who a requirement was sent to: fixed when it is posted (a provider who lists later does not see it). */
export const requirementRecipients = pgTable(
  'requirement_recipients',
  {
    requirementId: integer('requirement_id')
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
    providerUserId: integer('provider_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id').references(() => contractors.id, { onDelete: 'cascade' }),
    /** From the site to the provider's nearest matching listing or office; null when matched by service area only. */
    distanceKm: numeric('distance_km', { precision: 7, scale: 1, mode: 'number' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.requirementId, t.providerUserId] }),
    check('requirement_recipients_provider_ck', sql`(${t.vendorId} IS NULL) <> (${t.contractorId} IS NULL)`),
    index('requirement_recipients_provider_idx').on(t.providerUserId, t.createdAt.desc().nullsFirst()),
  ],
);

export const requirementQuotes = pgTable(
  'requirement_quotes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requirementId: integer('requirement_id')
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
    providerUserId: integer('provider_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id').references(() => contractors.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    priceUnit: text('price_unit', { enum: ['hour', 'day', 'week', 'month', 'sqft', 'job'] }).notNull(),
    availableFrom: date('available_from', { mode: 'string' }).notNull(),
    note: text('note'),
    status: quoteStatus('status').notNull().default('sent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('requirement_quotes_price_ck', sql`${t.price} > 0`), uniqueIndex('requirement_quotes_provider_uq').on(t.requirementId, t.providerUserId)],
);
