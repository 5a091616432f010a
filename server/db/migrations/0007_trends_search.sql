DROP INDEX "images_created_at_idx";--> statement-breakpoint
DROP INDEX "images_category_created_at_idx";--> statement-breakpoint
DROP INDEX "images_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(unaccent_immutable(description))) STORED;--> statement-breakpoint
CREATE INDEX "images_search_text_trgm_idx" ON "images" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "images_trends_idx" ON "images" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expiry_date","user_id","search_text");--> statement-breakpoint
CREATE INDEX "images_category_trends_idx" ON "images" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expiry_date","user_id");