import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, date, index, integer, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import { contractors, equipment, vendors } from './providers.ts';
import { users } from './users.ts';

/** One review per client per listing (unique indexes): writing again edits it (core/review/submit-review.ts). */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id').references(() => contractors.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    text: text('text').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When its writer last changed the stars or text (null: as first written); shown as "edited". */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /**
     * The client's enquiry thread the review was written from, and whether the provider had replied in it
     * then: "Verified hire" (docs/decisions/058-earned-trust.md). Never cleared by a later edit.
     */
    enquiryId: integer('enquiry_id').references((): AnyPgColumn => enquiries.id, { onDelete: 'set null' }),
    verifiedHire: boolean('verified_hire').notNull().default(false),
    /** The provider's one public answer (core/review/answer-review.ts): set once, never changed. */
    answerText: text('answer_text'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    check('reviews_stars_ck', sql`${t.stars} BETWEEN 1 AND 5`),
    check('reviews_target_ck', sql`(${t.equipmentId} IS NULL) <> (${t.contractorId} IS NULL)`),
    check('reviews_answer_ck', sql`(${t.answerText} IS NULL) = (${t.answeredAt} IS NULL)`),
    uniqueIndex('reviews_user_equipment_uq').on(t.userId, t.equipmentId).where(sql`equipment_id IS NOT NULL`),
    uniqueIndex('reviews_user_contractor_uq').on(t.userId, t.contractorId).where(sql`contractor_id IS NOT NULL`),
    index('reviews_equipment_idx').on(t.equipmentId, t.createdAt),
    index('reviews_vendor_idx').on(t.vendorId, t.createdAt),
    index('reviews_contractor_idx').on(t.contractorId, t.createdAt),
  ],
);

/** Enquiry lifecycle: new → in_progress → closed (transition table in core/enquiry). */
export const enquiryStatus = pgEnum('enquiry_status', ['new', 'in_progress', 'closed']);
export const replySender = pgEnum('reply_sender', ['Client', 'Vendor', 'Contractor']);

export const enquiries = pgTable(
  'enquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: enquiryStatus('status').notNull().default('new'),
    isContractor: boolean('is_contractor').notNull().default(false),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    contractorId: integer('contractor_id').references(() => contractors.id, { onDelete: 'set null' }),
    providerReadAt: timestamp('provider_read_at', { withTimezone: true }),
    /** When the client last opened the thread: a provider reply after it is unread (the client's badge). */
    clientReadAt: timestamp('client_read_at', { withTimezone: true }),
    // What an equipment enquiry asks for (docs/decisions/053); null for older ones and contractor enquiries.
    hireStart: date('hire_start', { mode: 'string' }),
    hireDuration: smallint('hire_duration'),
    hireDurationUnit: text('hire_duration_unit', { enum: ['days', 'weeks', 'months'] }),
    /** The site as the client gave it, resolved: 'Pune, Maharashtra' or 'PIN 411001'. */
    sitePlace: text('site_place'),
    sitePin: text('site_pin'),
    operatorNeeded: boolean('operator_needed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('enquiries_hire_duration_ck', sql`${t.hireDuration} IS NULL OR (${t.hireDuration} > 0 AND ${t.hireDurationUnit} IN ('days', 'weeks', 'months'))`),
    index('enquiries_user_idx').on(t.userId, t.isContractor, t.createdAt.desc().nullsFirst()),
    index('enquiries_vendor_idx').on(t.vendorId, t.createdAt.desc().nullsFirst()),
    index('enquiries_contractor_idx').on(t.contractorId, t.createdAt.desc().nullsFirst()),
    index('enquiries_equipment_idx').on(t.equipmentId),
  ],
);

export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    sender: replySender('sender').notNull(),
    isContractor: boolean('is_contractor').notNull().default(false),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_replies_enquiry_idx').on(t.enquiryId, t.createdAt)],
);

/** Wishlist: one row per saved equipment or contractor; saved_at drives the period filter. */
export const savedItems = pgTable(
  'saved_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id').references(() => contractors.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('saved_items_target_ck', sql`(${t.equipmentId} IS NULL) <> (${t.contractorId} IS NULL)`),
    uniqueIndex('saved_items_user_equipment_uq').on(t.userId, t.equipmentId).where(sql`equipment_id IS NOT NULL`),
    uniqueIndex('saved_items_user_contractor_uq').on(t.userId, t.contractorId).where(sql`contractor_id IS NOT NULL`),
    index('saved_items_user_time_idx').on(t.userId, t.savedAt.desc().nullsFirst()),
  ],
);

export const visits = pgTable(
  'visits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id').notNull(),
    visitedType: text('visited_type').notNull(),
    visitedId: text('visited_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('visits_target_idx').on(t.visitedType, t.visitedId, t.createdAt), index('visits_time_idx').on(t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_time_idx').on(t.createdAt.desc().nullsFirst())],
);

/** Every admin action (moderation, verification, review hiding, role changes…), for accountability. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_time_idx').on(t.createdAt.desc().nullsFirst()), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);
