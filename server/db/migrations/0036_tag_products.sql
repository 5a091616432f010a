ALTER TABLE "tags" ADD COLUMN "product_name" text;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "product_brand" text;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "price_minor" bigint;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "availability" text;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "product_image_key" text;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "product_fetched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "product_edited" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "price_minor" bigint;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "previous_price_minor" bigint;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "price_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tags_link_idx" ON "tags" USING btree ("link");--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_product_name_length" CHECK (char_length("tags"."product_name") <= 200);--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_product_brand_length" CHECK (char_length("tags"."product_brand") <= 100);--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_price_minor_range" CHECK ("tags"."price_minor" >= 0);--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_currency_code" CHECK ("tags"."currency" ~ '^[a-z]{3}$');--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_price_with_currency" CHECK (("tags"."price_minor" is null) = ("tags"."currency" is null));--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_availability_check" CHECK ("tags"."availability" in ('in_stock', 'out_of_stock'));--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_product_edited_fields" CHECK ("tags"."product_edited" <@ array['name', 'brand', 'price', 'availability']::text[]);