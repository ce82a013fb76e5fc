CREATE TYPE "public"."quote_status" AS ENUM('sent', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."requirement_status" AS ENUM('open', 'accepted', 'closed');--> statement-breakpoint
CREATE TABLE "requirement_quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requirement_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requirement_id" integer NOT NULL,
	"provider_user_id" integer NOT NULL,
	"vendor_id" integer,
	"contractor_id" integer,
	"price" integer NOT NULL,
	"price_unit" text NOT NULL,
	"available_from" date NOT NULL,
	"note" text,
	"status" "quote_status" DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirement_quotes_price_ck" CHECK ("requirement_quotes"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "requirement_recipients" (
	"requirement_id" integer NOT NULL,
	"provider_user_id" integer NOT NULL,
	"vendor_id" integer,
	"contractor_id" integer,
	"distance_km" numeric(7, 1),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirement_recipients_requirement_id_provider_user_id_pk" PRIMARY KEY("requirement_id","provider_user_id"),
	CONSTRAINT "requirement_recipients_provider_ck" CHECK (("requirement_recipients"."vendor_id" IS NULL) <> ("requirement_recipients"."contractor_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"machine_type" text,
	"contractor_type" text,
	"site_place" text NOT NULL,
	"site_pin" text,
	"site_city" text,
	"site_state" text,
	"start_date" date NOT NULL,
	"duration" smallint NOT NULL,
	"duration_unit" text NOT NULL,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"operator_needed" boolean,
	"budget" integer,
	"budget_unit" text,
	"note" text,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"status" "requirement_status" DEFAULT 'open' NOT NULL,
	"accepted_quote_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirements_kind_ck" CHECK (("requirements"."kind" = 'equipment' AND "requirements"."machine_type" IS NOT NULL) OR ("requirements"."kind" = 'contractor' AND "requirements"."contractor_type" IS NOT NULL)),
	CONSTRAINT "requirements_quantity_ck" CHECK ("requirements"."quantity" BETWEEN 1 AND 99),
	CONSTRAINT "requirements_duration_ck" CHECK ("requirements"."duration" > 0),
	CONSTRAINT "requirements_budget_ck" CHECK ("requirements"."budget" IS NULL OR ("requirements"."budget" > 0 AND "requirements"."budget_unit" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "requirement_quotes" ADD CONSTRAINT "requirement_quotes_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_quotes" ADD CONSTRAINT "requirement_quotes_provider_user_id_users_id_fk" FOREIGN KEY ("provider_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_quotes" ADD CONSTRAINT "requirement_quotes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_quotes" ADD CONSTRAINT "requirement_quotes_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_recipients" ADD CONSTRAINT "requirement_recipients_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_recipients" ADD CONSTRAINT "requirement_recipients_provider_user_id_users_id_fk" FOREIGN KEY ("provider_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_recipients" ADD CONSTRAINT "requirement_recipients_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_recipients" ADD CONSTRAINT "requirement_recipients_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "requirement_quotes_provider_uq" ON "requirement_quotes" USING btree ("requirement_id","provider_user_id");--> statement-breakpoint
CREATE INDEX "requirement_recipients_provider_idx" ON "requirement_recipients" USING btree ("provider_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "requirements_user_idx" ON "requirements" USING btree ("user_id","created_at" DESC NULLS FIRST);