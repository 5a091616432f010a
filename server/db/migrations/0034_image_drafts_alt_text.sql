DROP INDEX "images_trends_idx";--> statement-breakpoint
DROP INDEX "images_category_trends_idx";--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "alt_text" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Every look that exists was public: it is published when it went up.
UPDATE "images" SET "published_at" = "created_at";--> statement-breakpoint
CREATE INDEX "images_trends_idx" ON "images" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expiry_date","user_id","search_text") WHERE tag_count > 0 and published_at is not null;--> statement-breakpoint
CREATE INDEX "images_category_trends_idx" ON "images" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expiry_date","user_id") WHERE tag_count > 0 and published_at is not null;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_alt_text_length" CHECK (char_length("images"."alt_text") <= 250);