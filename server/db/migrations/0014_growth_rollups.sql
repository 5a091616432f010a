CREATE TABLE "growth_daily" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "growth_daily_user_id_dimension_day_metric_value_pk" PRIMARY KEY("user_id","dimension","day","metric","value"),
	CONSTRAINT "growth_daily_metric_check" CHECK ("growth_daily"."metric" in ('view', 'tag_click', 'share', 'campaign_click')),
	CONSTRAINT "growth_daily_dimension_check" CHECK ("growth_daily"."dimension" in ('referrer', 'device', 'country')),
	CONSTRAINT "growth_daily_value_check" CHECK (("growth_daily"."dimension" = 'referrer' and "growth_daily"."value" in ('instagram', 'tiktok', 'facebook', 'youtube', 'search', 'direct', 'other')) or ("growth_daily"."dimension" = 'device' and "growth_daily"."value" in ('mobile', 'tablet', 'desktop')) or ("growth_daily"."dimension" = 'country' and "growth_daily"."value" ~ '^[A-Z]{2}$'))
);
--> statement-breakpoint
CREATE TABLE "growth_daily_items" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "growth_daily_items_user_id_subject_day_subject_id_metric_pk" PRIMARY KEY("user_id","subject","day","subject_id","metric"),
	CONSTRAINT "growth_daily_items_metric_check" CHECK ("growth_daily_items"."metric" in ('view', 'tag_click', 'share', 'campaign_click'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "tag_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "growth_daily" ADD CONSTRAINT "growth_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_daily_items" ADD CONSTRAINT "growth_daily_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "growth_daily_items_subject_idx" ON "growth_daily_items" USING btree ("subject_id");