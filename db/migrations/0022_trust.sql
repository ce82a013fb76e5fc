ALTER TABLE "reviews" ADD COLUMN "enquiry_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified_hire" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "answer_text" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_answer_ck" CHECK (("reviews"."answer_text" IS NULL) = ("reviews"."answered_at" IS NULL));