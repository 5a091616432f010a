ALTER TABLE "follower_digests" ADD COLUMN "sent_through" uuid;--> statement-breakpoint
ALTER TABLE "followers" DROP COLUMN "last_digest_id";