ALTER TABLE "orders" ADD COLUMN "client" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shop_max_per_line" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shop_max_per_checkout" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_pending_client_idx" ON "orders" USING btree ("client") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_pending_email_idx" ON "orders" USING btree (lower("customer_email")) WHERE "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_shop_limits" CHECK ("users"."shop_max_per_line" between 1 and 100 and "users"."shop_max_per_checkout" between "users"."shop_max_per_line" and 500);