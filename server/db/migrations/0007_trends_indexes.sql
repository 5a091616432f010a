DROP INDEX "images_created_at_idx";--> statement-breakpoint
DROP INDEX "images_category_created_at_idx";--> statement-breakpoint
CREATE INDEX "images_trends_idx" ON "images" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expiry_date","user_id");--> statement-breakpoint
CREATE INDEX "images_category_trends_idx" ON "images" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expiry_date","user_id");