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
-- Hand-written: accounts blocked before this column existed are the not-approved ones whose
-- latest approval change in the audit log is a block; every other not-approved account awaits
-- payment or approval.
UPDATE "users" u SET "blocked_at" = latest."created_at"
FROM (
  SELECT DISTINCT ON ("target_user_id") "target_user_id", "action", "created_at"
  FROM "audit_log"
  WHERE "action" IN ('user.block', 'user.approve') AND "target_user_id" IS NOT NULL
  ORDER BY "target_user_id", "created_at" DESC
) latest
WHERE latest."target_user_id" = u."id" AND latest."action" = 'user.block' AND u."approved" = false;
