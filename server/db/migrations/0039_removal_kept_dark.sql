ALTER TABLE "notices" DROP CONSTRAINT "notices_identity_check";--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "identity_cleared_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "moderation_decisions_unpurged_idx" ON "moderation_decisions" USING btree ("decided_at") WHERE "moderation_decisions"."outcome" = 'remove' and "moderation_decisions"."purged_at" is null;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_identity_check" CHECK ("notices"."reporter_email" is not null or "notices"."category" = 'child_abuse' or "notices"."identity_cleared_at" is not null);--> statement-breakpoint
-- Removals before this migration deleted their item at once.
UPDATE "moderation_decisions" SET "purged_at" = "decided_at" WHERE "outcome" = 'remove';
