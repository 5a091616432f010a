CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_attempts" ADD COLUMN "client" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "bootstrap_admin_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "checkout_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_created_at_idx" ON "auth_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_pending_payment_idx" ON "users" USING btree ("payment_status","created_at");--> statement-breakpoint
-- Hand-written: accounts blocked before blocked_at existed are told apart from those awaiting approval by their last audited block.
UPDATE "users" SET "blocked_at" = "blocks"."at" FROM (SELECT "target_user_id", max("created_at") AS "at" FROM "audit_log" WHERE "action" = 'user.block' GROUP BY "target_user_id") AS "blocks" WHERE "blocks"."target_user_id" = "users"."id" AND "users"."approved" = false;
