CREATE TABLE "legal_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"effective_date" date NOT NULL,
	"content" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_texts_kind_version_unique" UNIQUE("kind","version"),
	CONSTRAINT "legal_texts_kind_check" CHECK ("legal_texts"."kind" in ('privacy', 'terms', 'cookies')),
	CONSTRAINT "legal_texts_version_check" CHECK ("legal_texts"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "plan_price_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"currency" text NOT NULL,
	"basic_monthly" integer NOT NULL,
	"basic_yearly" integer NOT NULL,
	"ai_monthly" integer NOT NULL,
	"ai_yearly" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "plan_price_settings_single_row" CHECK ("plan_price_settings"."id"),
	CONSTRAINT "plan_price_settings_currency_check" CHECK ("plan_price_settings"."currency" ~ '^[a-z]{3}$'),
	CONSTRAINT "plan_price_settings_amounts_check" CHECK (least("plan_price_settings"."basic_monthly", "plan_price_settings"."basic_yearly", "plan_price_settings"."ai_monthly", "plan_price_settings"."ai_yearly") > 0)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan_price_cents" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accepted_terms_version" integer;--> statement-breakpoint
ALTER TABLE "legal_texts" ADD CONSTRAINT "legal_texts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_price_settings" ADD CONSTRAINT "plan_price_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_price_check" CHECK ("subscriptions"."plan_price_cents" >= 0);