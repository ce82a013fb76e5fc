import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, NAME_COLLATION, tsvector, updatedAt } from './common.ts';
import { users } from './users.ts';

/** Moderation lifecycle of a public listing (equipment, contractor profile). */
export const listingStatus = pgEnum('listing_status', ['pending', 'approved', 'rejected', 'paused']);

export const vendors = pgTable(
  'vendors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    contactPerson: text('contact_person'),
    logoUrl: text('logo_url'),
    city: text('city'),
    state: text('state'),
    email: text('email'),
    phone: text('phone'),
    gstin: text('gstin'),
    yearEstablished: smallint('year_established'),
    serviceAreas: text('service_areas').notNull().default('Pan India'),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vendors_user_idx').on(t.userId)],
);

export const equipment = pgTable(
  'equipment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    catalogueSlug: text('catalogue_slug'),
    name: text('name').notNull(),
    model: text('model'),
    capacity: text('capacity'),
    description: text('description'),
    specification: text('specification'),
    category: text('category').notNull(),
    brand: text('brand'),
    condition: text('condition'),
    year: smallint('year'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    isAvailableForRent: boolean('is_available_for_rent').notNull().default(true),
    isAvailableForSale: boolean('is_available_for_sale').notNull().default(false),
    monthlyRate: integer('monthly_rate'),
    dailyRate: integer('daily_rate'),
    hourlyRate: integer('hourly_rate'),
    operatorAvailable: boolean('operator_available').notNull().default(false),
    // The rate card (docs/decisions/052-rate-card.md): wet hire = the operator's wages are in the rate.
    operatorIncluded: boolean('operator_included').notNull().default(false),
    fuelIncluded: boolean('fuel_included').notNull().default(false),
    minHire: smallint('min_hire'),
    minHireUnit: text('min_hire_unit'),
    mobilisationCharge: integer('mobilisation_charge'),
    thumbnailUrl: text('thumbnail_url'),
    galleryImages: text('gallery_images').array().notNull().default(sql`'{}'::text[]`),
    equipmentDocUrl: text('equipment_doc_url'),
    status: listingStatus('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    viewCount: integer('view_count').notNull().default(0),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(name, '') || ' ' || coalesce(brand, '') || ' ' || coalesce(model, '') || ' ' || coalesce(catalogue_slug, '')), 'A') || setweight(to_tsvector('english', replace(category, '-', ' ') || ' ' || coalesce(capacity, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'D')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('equipment_year_ck', sql`${t.year} IS NULL OR ${t.year} BETWEEN 1950 AND 2100`),
    check('equipment_rates_ck', sql`coalesce(${t.monthlyRate}, 0) >= 0 AND coalesce(${t.dailyRate}, 0) >= 0 AND coalesce(${t.hourlyRate}, 0) >= 0`),
    check('equipment_min_hire_ck', sql`(${t.minHire} IS NULL AND ${t.minHireUnit} IS NULL) OR (${t.minHire} BETWEEN 1 AND 999 AND ${t.minHireUnit} IN ('hours', 'days'))`),
    check('equipment_mobilisation_ck', sql`coalesce(${t.mobilisationCharge}, 0) >= 0`),
    check('equipment_operator_ck', sql`NOT ${t.operatorIncluded} OR ${t.operatorAvailable}`),
    index('equipment_vendor_idx').on(t.vendorId, t.createdAt),
    // Public list indexes: only approved rows are ever listed, so every index is partial.
    index('equipment_pub_latest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`status = 'approved'`),
    index('equipment_pub_cat_latest_idx').on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`status = 'approved'`),
    index('equipment_pub_city_latest_idx').on(t.city, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`status = 'approved'`),
    index('equipment_pub_state_latest_idx').on(t.state, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`status = 'approved'`),
    index('equipment_pub_cat_city_latest_idx').on(t.category, t.city, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`status = 'approved'`),
    // The state branch of a located list (a state chip next to city chips; decision 036).
    index('equipment_pub_cat_state_latest_idx').on(t.category, t.state, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`status = 'approved'`),
    // A machine type understood from the keyword ('jcb' = backhoe loader) in date order (decision 040).
    index('equipment_pub_type_latest_idx').on(t.catalogueSlug, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`status = 'approved'`),
    // Name sorts use the ICU root collation (accents and case do not split names; decision 025).
    index('equipment_pub_name_idx').on(sql`${t.name} COLLATE ${NAME_COLLATION}`, t.id).where(sql`status = 'approved'`),
    index('equipment_pub_cat_name_idx').on(t.category, sql`${t.name} COLLATE ${NAME_COLLATION}`, t.id).where(sql`status = 'approved'`),
    // Price sorts (decision 052): by the daily rate, listings without one last in both orders, equal prices newest first.
    index('equipment_pub_price_asc_idx').on(t.dailyRate.asc().nullsLast(), t.id.desc().nullsFirst()).where(sql`status = 'approved'`),
    index('equipment_pub_price_desc_idx').on(t.dailyRate.desc().nullsLast(), t.id.desc().nullsFirst()).where(sql`status = 'approved'`),
    index('equipment_pub_cat_price_asc_idx').on(t.category, t.dailyRate.asc().nullsLast(), t.id.desc().nullsFirst()).where(sql`status = 'approved'`),
    index('equipment_pub_cat_price_desc_idx').on(t.category, t.dailyRate.desc().nullsLast(), t.id.desc().nullsFirst()).where(sql`status = 'approved'`),
    index('equipment_search_idx').using('gin', t.search).where(sql`status = 'approved'`),
    // The machine × city landing pages (/rent/{machine}/{city}, docs/decisions/045): one machine type on rent in one city, newest first.
    index('equipment_pub_rent_machine_city_idx')
      .on(t.catalogueSlug, t.city, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'approved' AND is_available_for_rent`),
    index('equipment_status_idx').on(t.status, t.createdAt),
  ],
);

export const contractors = pgTable(
  'contractors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    contactPerson: text('contact_person'),
    ownerName: text('owner_name'),
    mobile: text('mobile'),
    email: text('email'),
    website: text('website'),
    logoUrl: text('logo_url'),
    city: text('city'),
    state: text('state'),
    registeredSince: date('registered_since', { mode: 'string' }),
    yearOfEstablishment: smallint('year_of_establishment'),
    laborStrength: integer('labor_strength'),
    contractorTypes: text('contractor_types').array().notNull().default(sql`'{}'::text[]`),
    workingSectors: text('working_sectors').array().notNull().default(sql`'{}'::text[]`),
    workLocations: text('work_locations').array().notNull().default(sql`'{}'::text[]`),
    /** Where the contractor can be found by a location filter: service locations, city and state. */
    places: text('places').array().notNull().generatedAlwaysAs(sql`array_cat(work_locations, ARRAY[coalesce(city, ''), coalesce(state, '')])`),
    specificWorkDetail: text('specific_work_detail'),
    certificates: text('certificates').array().notNull().default(sql`'{}'::text[]`),
    isPaidUser: boolean('is_paid_user').notNull().default(false),
    paidPlan: text('paid_plan'),
    gstin: text('gstin'),
    serviceLocation: text('service_location'),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    status: listingStatus('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    viewCount: integer('view_count').notNull().default(0),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(company_name, '')), 'A') || setweight(to_tsvector('english', coalesce(specific_work_detail, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '')), 'C')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contractors_user_idx').on(t.userId),
    index('contractors_pub_latest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`status = 'approved'`),
    index('contractors_pub_name_idx').on(sql`${t.companyName} COLLATE ${NAME_COLLATION}`, t.id).where(sql`status = 'approved'`),
    // One multi-column GIN index: type, sector and place filters intersect inside the index.
    index('contractors_filters_idx').using('gin', t.contractorTypes, t.workingSectors, t.places).where(sql`status = 'approved'`),
    index('contractors_city_idx').on(t.city).where(sql`status = 'approved'`),
    index('contractors_state_idx').on(t.state).where(sql`status = 'approved'`),
    index('contractors_labor_idx').on(t.laborStrength).where(sql`status = 'approved'`),
    index('contractors_search_idx').using('gin', t.search).where(sql`status = 'approved'`),
  ],
);

export const contractorProjects = pgTable(
  'contractor_projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    location: text('location'),
    sector: text('sector'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contractor_projects_contractor_idx').on(t.contractorId, t.createdAt)],
);

export const workerCategory = pgEnum('worker_category', ['general', 'skilled', 'unskilled', 'technician']);
export const workerKind = pgEnum('worker_kind', ['individual', 'agency']);

/**
 * Workforce (/staffing): job seekers listing themselves and workforce agencies listing the people
 * they can supply. Public once approved and not hidden by their owner.
 */
export const workers = pgTable(
  'workers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: workerKind('kind').notNull().default('individual'),
    name: text('name').notNull(),
    category: workerCategory('category').notNull(),
    trade: text('trade').notNull(),
    experienceYears: smallint('experience_years'),
    /** Agencies: how many people they can supply. */
    headcount: integer('headcount'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    availability: text('availability').notNull().default('immediate'),
    about: text('about'),
    phone: text('phone'),
    email: text('email'),
    resumeUrl: text('resume_url'),
    isHidden: boolean('is_hidden').notNull().default(false),
    status: listingStatus('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('workers_user_uq').on(t.userId),
    index('workers_pub_idx').on(t.category, t.createdAt.desc().nullsFirst()).where(sql`status = 'approved' AND NOT is_hidden`),
    index('workers_city_idx').on(t.city).where(sql`status = 'approved' AND NOT is_hidden`),
  ],
);
