CREATE TYPE "public"."worker_category" AS ENUM('general', 'skilled', 'unskilled', 'technician');--> statement-breakpoint
CREATE TYPE "public"."worker_kind" AS ENUM('individual', 'agency');--> statement-breakpoint
CREATE TABLE "workers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" "worker_kind" DEFAULT 'individual' NOT NULL,
	"name" text NOT NULL,
	"category" "worker_category" NOT NULL,
	"trade" text NOT NULL,
	"experience_years" smallint,
	"headcount" integer,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"availability" text DEFAULT 'immediate' NOT NULL,
	"about" text,
	"phone" text,
	"email" text,
	"resume_url" text,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"status" "listing_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_user_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workers_user_uq" ON "workers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workers_pub_idx" ON "workers" USING btree ("category","created_at" DESC NULLS FIRST) WHERE status = 'approved' AND NOT is_hidden;--> statement-breakpoint
CREATE INDEX "workers_city_idx" ON "workers" USING btree ("city") WHERE status = 'approved' AND NOT is_hidden;--> statement-breakpoint
CREATE INDEX "audit_log_time_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");