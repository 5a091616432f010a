ALTER TABLE "growth_daily" DROP CONSTRAINT "growth_daily_dimension_check";--> statement-breakpoint
ALTER TABLE "growth_daily" DROP CONSTRAINT "growth_daily_value_check";--> statement-breakpoint
ALTER TABLE "growth_monthly" DROP CONSTRAINT "growth_monthly_dimension_check";--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "disclosure" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "disclosure_brand" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "require_disclosure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "browser" text;--> statement-breakpoint
ALTER TABLE "growth_daily" ADD CONSTRAINT "growth_daily_dimension_check" CHECK ("growth_daily"."dimension" in ('referrer', 'device', 'country', 'browser'));--> statement-breakpoint
ALTER TABLE "growth_daily" ADD CONSTRAINT "growth_daily_value_check" CHECK (("growth_daily"."dimension" = 'referrer' and "growth_daily"."value" in ('instagram', 'tiktok', 'facebook', 'youtube', 'search', 'direct', 'other')) or ("growth_daily"."dimension" = 'device' and "growth_daily"."value" in ('mobile', 'tablet', 'desktop')) or ("growth_daily"."dimension" = 'country' and "growth_daily"."value" ~ '^[A-Z]{2}$') or ("growth_daily"."dimension" = 'browser' and "growth_daily"."value" in ('instagram', 'facebook', 'tiktok', 'snapchat', 'pinterest', 'linkedin', 'other')));--> statement-breakpoint
ALTER TABLE "growth_monthly" ADD CONSTRAINT "growth_monthly_dimension_check" CHECK ("growth_monthly"."dimension" in ('referrer', 'device', 'country', 'browser'));--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_disclosure_check" CHECK ("images"."disclosure" in ('none', 'affiliate', 'paid', 'gifted', 'own'));--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_disclosure_brand_length" CHECK (char_length("images"."disclosure_brand") <= 80);