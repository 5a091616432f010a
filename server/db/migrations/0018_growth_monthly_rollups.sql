CREATE TABLE "growth_monthly" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"metric" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "growth_monthly_user_id_dimension_month_metric_value_pk" PRIMARY KEY("user_id","dimension","month","metric","value"),
	CONSTRAINT "growth_monthly_metric_check" CHECK ("growth_monthly"."metric" in ('view', 'tag_click', 'share', 'campaign_click', 'page_view', 'coupon_copy')),
	CONSTRAINT "growth_monthly_dimension_check" CHECK ("growth_monthly"."dimension" in ('referrer', 'device', 'country')),
	CONSTRAINT "growth_monthly_month_check" CHECK (extract(day from "growth_monthly"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "growth_monthly_items" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"metric" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "growth_monthly_items_user_id_subject_month_subject_id_metric_pk" PRIMARY KEY("user_id","subject","month","subject_id","metric"),
	CONSTRAINT "growth_monthly_items_metric_check" CHECK ("growth_monthly_items"."metric" in ('view', 'tag_click', 'share', 'campaign_click', 'page_view', 'coupon_copy')),
	CONSTRAINT "growth_monthly_items_month_check" CHECK (extract(day from "growth_monthly_items"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "growth_monthly" ADD CONSTRAINT "growth_monthly_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_monthly_items" ADD CONSTRAINT "growth_monthly_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the monthly rollups start out as the sums of the daily history already recorded.
INSERT INTO "growth_monthly" ("user_id", "month", "metric", "dimension", "value", "count")
SELECT "user_id", date_trunc('month', "day")::date, "metric", "dimension", "value", sum("count")::int
FROM "growth_daily"
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "growth_monthly_items" ("user_id", "month", "metric", "subject", "subject_id", "count")
SELECT "user_id", date_trunc('month', "day")::date, "metric", "subject", "subject_id", sum("count")::int
FROM "growth_daily_items"
GROUP BY 1, 2, 3, 4, 5;
