CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'initial' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "plan_type" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billing_cycle" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "net_cents" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_cents" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_plan_type" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_billing_cycle" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_ref" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_storage_key_unique" UNIQUE("storage_key");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('initial', 'renewal', 'proration'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_next_plan_type_check" CHECK ("subscriptions"."next_plan_type" in ('basic', 'ai'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_next_billing_cycle_check" CHECK ("subscriptions"."next_billing_cycle" in ('monthly', 'yearly'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_renewal_attempts_check" CHECK ("subscriptions"."renewal_attempts" >= 0);