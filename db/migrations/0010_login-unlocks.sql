CREATE TABLE "login_unlocks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "auth_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "login_unlocks" ADD CONSTRAINT "login_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_unlocks_user_idx" ON "login_unlocks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_unlocks_expires_idx" ON "login_unlocks" USING btree ("expires_at");