ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
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
