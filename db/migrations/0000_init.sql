CREATE TYPE "public"."user_role" AS ENUM('Client', 'Vendor', 'Contractor', 'Admin', 'JobSeeker');--> statement-breakpoint
CREATE TYPE "public"."listing_status" AS ENUM('pending', 'approved', 'rejected', 'paused');--> statement-breakpoint
CREATE TYPE "public"."enquiry_status" AS ENUM('new', 'in_progress', 'closed');--> statement-breakpoint
CREATE TYPE "public"."reply_sender" AS ENUM('Client', 'Vendor', 'Contractor');--> statement-breakpoint
CREATE TABLE "client_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company_name" text,
	"address_line1" text,
	"city" text,
	"state" text,
	"pin_code" text,
	"profile_pic" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_otps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_otps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"password_hash" text NOT NULL,
	"role" "user_role" DEFAULT 'Client' NOT NULL,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contractor_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contractor_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contractor_id" integer NOT NULL,
	"title" text NOT NULL,
	"location" text,
	"sector" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contractors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contractors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"company_name" text NOT NULL,
	"contact_person" text,
	"owner_name" text,
	"mobile" text,
	"email" text,
	"website" text,
	"logo_url" text,
	"city" text,
	"state" text,
	"registered_since" date,
	"year_of_establishment" smallint,
	"labor_strength" integer,
	"contractor_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"working_sectors" text[] DEFAULT '{}'::text[] NOT NULL,
	"work_locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"specific_work_detail" text,
	"certificates" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_paid_user" boolean DEFAULT false NOT NULL,
	"paid_plan" text,
	"gstin" text,
	"service_location" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"status" "listing_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"view_count" integer DEFAULT 0 NOT NULL,
	"rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(company_name, '')), 'A') || setweight(to_tsvector('english', coalesce(specific_work_detail, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, '')), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"catalogue_slug" text,
	"name" text NOT NULL,
	"model" text,
	"capacity" text,
	"description" text,
	"specification" text,
	"category" text NOT NULL,
	"brand" text,
	"condition" text,
	"year" smallint,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"is_available_for_rent" boolean DEFAULT true NOT NULL,
	"is_available_for_sale" boolean DEFAULT false NOT NULL,
	"monthly_rate" integer,
	"daily_rate" integer,
	"hourly_rate" integer,
	"operator_available" boolean DEFAULT false NOT NULL,
	"thumbnail_url" text,
	"gallery_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"equipment_doc_url" text,
	"status" "listing_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"view_count" integer DEFAULT 0 NOT NULL,
	"rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '') || ' ' || coalesce(brand, '') || ' ' || coalesce(model, '') || ' ' || coalesce(catalogue_slug, '')), 'A') || setweight(to_tsvector('english', replace(category, '-', ' ') || ' ' || coalesce(capacity, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'D')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_year_ck" CHECK ("equipment"."year" IS NULL OR "equipment"."year" BETWEEN 1950 AND 2100),
	CONSTRAINT "equipment_rates_ck" CHECK (coalesce("equipment"."monthly_rate", 0) >= 0 AND coalesce("equipment"."daily_rate", 0) >= 0 AND coalesce("equipment"."hourly_rate", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"name" text NOT NULL,
	"contact_person" text,
	"logo_url" text,
	"city" text,
	"state" text,
	"email" text,
	"phone" text,
	"gstin" text,
	"year_established" smallint,
	"service_areas" text DEFAULT 'Pan India' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" "enquiry_status" DEFAULT 'new' NOT NULL,
	"is_contractor" boolean DEFAULT false NOT NULL,
	"vendor_id" integer,
	"equipment_id" integer,
	"contractor_id" integer,
	"provider_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiry_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enquiry_id" integer NOT NULL,
	"sender_user_id" integer,
	"sender" "reply_sender" NOT NULL,
	"is_contractor" boolean DEFAULT false NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"equipment_id" integer,
	"vendor_id" integer,
	"contractor_id" integer,
	"stars" smallint NOT NULL,
	"text" text NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stars_ck" CHECK ("reviews"."stars" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_target_ck" CHECK (("reviews"."equipment_id" IS NULL) <> ("reviews"."contractor_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "saved_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"equipment_id" integer,
	"contractor_id" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_items_target_ck" CHECK (("saved_items"."equipment_id" IS NULL) <> ("saved_items"."contractor_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"visited_type" text NOT NULL,
	"visited_id" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_otps" ADD CONSTRAINT "email_otps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_projects" ADD CONSTRAINT "contractor_projects_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_otps_user_idx" ON "email_otps" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contractor_projects_contractor_idx" ON "contractor_projects" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE INDEX "contractors_user_idx" ON "contractors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contractors_pub_latest_idx" ON "contractors" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "contractors_pub_name_idx" ON "contractors" USING btree (lower("company_name"),"id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "contractors_types_idx" ON "contractors" USING gin ("contractor_types") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "contractors_sectors_idx" ON "contractors" USING gin ("working_sectors") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "contractors_locations_idx" ON "contractors" USING gin ("work_locations") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "contractors_city_idx" ON "contractors" USING btree ("city") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "contractors_state_idx" ON "contractors" USING btree ("state") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "contractors_labor_idx" ON "contractors" USING btree ("labor_strength") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "contractors_search_idx" ON "contractors" USING gin ("search") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_vendor_idx" ON "equipment" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "equipment_pub_latest_idx" ON "equipment" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_pub_cat_latest_idx" ON "equipment" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_pub_city_latest_idx" ON "equipment" USING btree ("city","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_pub_state_latest_idx" ON "equipment" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_pub_cat_city_latest_idx" ON "equipment" USING btree ("category","city","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_pub_name_idx" ON "equipment" USING btree (lower("name"),"id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_pub_cat_name_idx" ON "equipment" USING btree ("category",lower("name"),"id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_search_idx" ON "equipment" USING gin ("search") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "equipment_status_idx" ON "equipment" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "vendors_user_idx" ON "vendors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_messages_time_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_user_idx" ON "enquiries" USING btree ("user_id","is_contractor","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_vendor_idx" ON "enquiries" USING btree ("vendor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_contractor_idx" ON "enquiries" USING btree ("contractor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_equipment_idx" ON "enquiries" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "enquiry_replies_enquiry_idx" ON "enquiry_replies" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_equipment_uq" ON "reviews" USING btree ("user_id","equipment_id") WHERE equipment_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_contractor_uq" ON "reviews" USING btree ("user_id","contractor_id") WHERE contractor_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_equipment_idx" ON "reviews" USING btree ("equipment_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_vendor_idx" ON "reviews" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_contractor_idx" ON "reviews" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_user_equipment_uq" ON "saved_items" USING btree ("user_id","equipment_id") WHERE equipment_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_user_contractor_uq" ON "saved_items" USING btree ("user_id","contractor_id") WHERE contractor_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "saved_items_user_time_idx" ON "saved_items" USING btree ("user_id","saved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visits_target_idx" ON "visits" USING btree ("visited_type","visited_id","created_at");--> statement-breakpoint
CREATE INDEX "visits_time_idx" ON "visits" USING btree ("created_at");