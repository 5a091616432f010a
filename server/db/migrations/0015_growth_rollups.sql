CREATE TABLE "growth_daily" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"referrer" text NOT NULL,
	"device" text NOT NULL,
	"country" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "growth_daily_user_id_day_metric_referrer_device_country_pk" PRIMARY KEY("user_id","day","metric","referrer","device","country"),
	CONSTRAINT "growth_daily_metric_check" CHECK ("growth_daily"."metric" in ('view', 'tag_click', 'share', 'campaign_click')),
	CONSTRAINT "growth_daily_referrer_check" CHECK ("growth_daily"."referrer" in ('instagram', 'tiktok', 'facebook', 'youtube', 'search', 'direct', 'other')),
	CONSTRAINT "growth_daily_device_check" CHECK ("growth_daily"."device" in ('mobile', 'tablet', 'desktop'))
);
--> statement-breakpoint
CREATE TABLE "growth_daily_items" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "growth_daily_items_user_id_day_subject_subject_id_metric_pk" PRIMARY KEY("user_id","day","subject","subject_id","metric"),
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