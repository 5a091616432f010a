ALTER TABLE "platform_settings" ADD COLUMN "setup_link_secret" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "setup_link_issued_at" timestamp with time zone;