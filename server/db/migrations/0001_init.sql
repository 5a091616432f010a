CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"page_name" text NOT NULL,
	"phone" text,
	"gender" text,
	"birthdate" date,
	"country" text,
	"specialization" text,
	"introduction" text,
	"photo" text,
	"badge_verified" boolean DEFAULT false NOT NULL,
	"plan_type" text DEFAULT 'basic' NOT NULL,
	"billing_cycle" text DEFAULT 'monthly' NOT NULL,
	"layout_style" text DEFAULT 'fashion' NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"public_email" text,
	"instagram" text,
	"facebook" text,
	"tiktok" text,
	"currency" text DEFAULT 'eur' NOT NULL,
	"shop_enabled" boolean DEFAULT false NOT NULL,
	"stripe_account_id" text,
	"stripe_charges_enabled" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_stripe_account_id_unique" UNIQUE("stripe_account_id"),
	CONSTRAINT "users_username_format" CHECK ("users"."username" ~ '^[A-Za-z0-9_.-]{3,30}$'),
	CONSTRAINT "users_email_length" CHECK (char_length("users"."email") between 3 and 254),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin')),
	CONSTRAINT "users_page_name_length" CHECK (char_length("users"."page_name") between 1 and 100),
	CONSTRAINT "users_phone_length" CHECK (char_length("users"."phone") <= 40),
	CONSTRAINT "users_gender_check" CHECK ("users"."gender" in ('male', 'female', 'other')),
	CONSTRAINT "users_country_length" CHECK (char_length("users"."country") <= 100),
	CONSTRAINT "users_specialization_length" CHECK (char_length("users"."specialization") <= 150),
	CONSTRAINT "users_introduction_length" CHECK (char_length("users"."introduction") <= 150),
	CONSTRAINT "users_plan_type_check" CHECK ("users"."plan_type" in ('basic', 'ai')),
	CONSTRAINT "users_billing_cycle_check" CHECK ("users"."billing_cycle" in ('monthly', 'yearly')),
	CONSTRAINT "users_layout_style_check" CHECK ("users"."layout_style" in ('fashion', 'business')),
	CONSTRAINT "users_payment_status_check" CHECK ("users"."payment_status" in ('pending', 'paid')),
	CONSTRAINT "users_public_email_length" CHECK (char_length("users"."public_email") <= 254),
	CONSTRAINT "users_instagram_length" CHECK (char_length("users"."instagram") <= 2048),
	CONSTRAINT "users_facebook_length" CHECK (char_length("users"."facebook") <= 2048),
	CONSTRAINT "users_tiktok_length" CHECK (char_length("users"."tiktok") <= 2048),
	CONSTRAINT "users_currency_check" CHECK ("users"."currency" in ('eur', 'usd', 'aed', 'gbp')),
	CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'de', 'ar')),
	CONSTRAINT "users_token_version_check" CHECK ("users"."token_version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "password_reset_tokens_hash_format" CHECK ("password_reset_tokens"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"placeholder" text,
	"width" integer,
	"height" integer,
	"category" text NOT NULL,
	"expiry_date" date NOT NULL,
	"description" text,
	"discount" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_category_check" CHECK ("images"."category" in ('clothes', 'makeup', 'devices', 'other')),
	CONSTRAINT "images_description_length" CHECK (char_length("images"."description") <= 150),
	CONSTRAINT "images_discount_length" CHECK (char_length("images"."discount") <= 300),
	CONSTRAINT "images_dimensions_check" CHECK ("images"."width" > 0 and "images"."height" > 0),
	CONSTRAINT "images_variants_array" CHECK (jsonb_typeof("images"."variants") = 'array')
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image_id" uuid NOT NULL,
	"x_percent" double precision NOT NULL,
	"y_percent" double precision NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_x_percent_range" CHECK ("tags"."x_percent" between 0 and 100),
	CONSTRAINT "tags_y_percent_range" CHECK ("tags"."y_percent" between 0 and 100),
	CONSTRAINT "tags_link_length" CHECK (char_length("tags"."link") between 1 and 2048)
);
--> statement-breakpoint
CREATE TABLE "creator_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"engagements" integer DEFAULT 0 NOT NULL,
	"campaign_clicks" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone,
	CONSTRAINT "creator_stats_non_negative" CHECK ("creator_stats"."clicks" >= 0 and "creator_stats"."shares" >= 0 and "creator_stats"."engagements" >= 0 and "creator_stats"."campaign_clicks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"image_id" uuid,
	"campaign_id" uuid,
	"kind" text NOT NULL,
	"visitor_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_kind_check" CHECK ("events"."kind" in ('click', 'engage', 'share', 'campaign_click'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_message_length" CHECK (char_length("notifications"."message") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "badge_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"story_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	CONSTRAINT "badge_requests_status_check" CHECK ("badge_requests"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "badge_requests_story_url_length" CHECK (char_length("badge_requests"."story_url") between 1 and 2048),
	CONSTRAINT "badge_requests_rejection_reason_length" CHECK (char_length("badge_requests"."rejection_reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "failed_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"subscription_id" uuid,
	"username" text NOT NULL,
	"user_email" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"note" text,
	"provider_invoice_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "failed_renewals_provider_invoice_id_unique" UNIQUE("provider_invoice_id"),
	CONSTRAINT "failed_renewals_amount_check" CHECK ("failed_renewals"."amount_cents" >= 0),
	CONSTRAINT "failed_renewals_currency_check" CHECK ("failed_renewals"."currency" ~ '^[a-z]{3}$'),
	CONSTRAINT "failed_renewals_note_length" CHECK (char_length("failed_renewals"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"subscription_id" uuid,
	"user_id" uuid,
	"username" text NOT NULL,
	"user_email" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"provider_invoice_id" text,
	"storage_key" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_provider_invoice_id_unique" UNIQUE("provider_invoice_id"),
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount_cents" >= 0),
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" ~ '^[a-z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_webhook_events_pkey" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"currency" text,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"provider_coupon_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_format" CHECK ("promo_codes"."code" ~ '^[A-Za-z0-9_-]{2,64}$'),
	CONSTRAINT "promo_codes_percent_off_range" CHECK ("promo_codes"."percent_off" between 1 and 100),
	CONSTRAINT "promo_codes_amount_off_positive" CHECK ("promo_codes"."amount_off_cents" > 0),
	CONSTRAINT "promo_codes_exactly_one_discount" CHECK (("promo_codes"."percent_off" is null) <> ("promo_codes"."amount_off_cents" is null)),
	CONSTRAINT "promo_codes_amount_currency" CHECK ("promo_codes"."amount_off_cents" is null or "promo_codes"."currency" is not null),
	CONSTRAINT "promo_codes_currency_check" CHECK ("promo_codes"."currency" ~ '^[a-z]{3}$'),
	CONSTRAINT "promo_codes_max_uses_positive" CHECK ("promo_codes"."max_uses" > 0),
	CONSTRAINT "promo_codes_times_used_check" CHECK ("promo_codes"."times_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"username" text NOT NULL,
	"user_email" text NOT NULL,
	"plan_type" text NOT NULL,
	"billing_cycle" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"provider" text NOT NULL,
	"payment_method" text,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"provider_checkout_session_id" text,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"promo_code" text,
	"invoice_pdf" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscriptions_provider_checkout_session_id_unique" UNIQUE("provider_checkout_session_id"),
	CONSTRAINT "subscriptions_plan_type_check" CHECK ("subscriptions"."plan_type" in ('basic', 'ai')),
	CONSTRAINT "subscriptions_billing_cycle_check" CHECK ("subscriptions"."billing_cycle" in ('monthly', 'yearly')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('pending', 'active', 'past_due', 'canceled', 'expired')),
	CONSTRAINT "subscriptions_provider_check" CHECK ("subscriptions"."provider" in ('stripe', 'local')),
	CONSTRAINT "subscriptions_amount_check" CHECK ("subscriptions"."amount_cents" >= 0),
	CONSTRAINT "subscriptions_currency_check" CHECK ("subscriptions"."currency" ~ '^[a-z]{3}$'),
	CONSTRAINT "subscriptions_user_email_length" CHECK (char_length("subscriptions"."user_email") <= 254),
	CONSTRAINT "subscriptions_note_length" CHECK (char_length("subscriptions"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_unit_price_check" CHECK ("order_items"."unit_price_cents" >= 0),
	CONSTRAINT "order_items_total_check" CHECK ("order_items"."total_cents" >= 0),
	CONSTRAINT "order_items_currency_check" CHECK ("order_items"."currency" in ('eur', 'usd', 'aed', 'gbp'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid,
	"seller_username" text NOT NULL,
	"customer_email" text,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"provider_payment_id" text,
	"receipt_url" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" >= 0),
	CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" in ('eur', 'usd', 'aed', 'gbp')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'failed', 'expired', 'refunded')),
	CONSTRAINT "orders_provider_check" CHECK ("orders"."provider" in ('stripe', 'local')),
	CONSTRAINT "orders_customer_email_length" CHECK (char_length("orders"."customer_email") <= 254),
	CONSTRAINT "orders_receipt_url_length" CHECK (char_length("orders"."receipt_url") <= 2048)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount" text,
	"category" text DEFAULT 'other' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"banner_url" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_name_length" CHECK (char_length("products"."name") between 1 and 120),
	CONSTRAINT "products_price_check" CHECK ("products"."price_cents" >= 0),
	CONSTRAINT "products_currency_check" CHECK ("products"."currency" in ('eur', 'usd', 'aed', 'gbp')),
	CONSTRAINT "products_description_length" CHECK (char_length("products"."description") <= 500),
	CONSTRAINT "products_discount_length" CHECK (char_length("products"."discount") <= 300),
	CONSTRAINT "products_category_check" CHECK ("products"."category" in ('clothes', 'makeup', 'devices', 'other')),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_banner_url_length" CHECK (char_length("products"."banner_url") <= 2048),
	CONSTRAINT "products_images_max" CHECK (jsonb_typeof("products"."images") = 'array' and jsonb_array_length("products"."images") <= 4)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"cta_text" text,
	"cta_link" text,
	"campaign_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_user_day_key" UNIQUE("user_id","campaign_date"),
	CONSTRAINT "campaigns_title_length" CHECK (char_length("campaigns"."title") between 1 and 100),
	CONSTRAINT "campaigns_description_length" CHECK (char_length("campaigns"."description") <= 300),
	CONSTRAINT "campaigns_image_url_length" CHECK (char_length("campaigns"."image_url") <= 2048),
	CONSTRAINT "campaigns_cta_text_length" CHECK (char_length("campaigns"."cta_text") <= 40),
	CONSTRAINT "campaigns_cta_link_length" CHECK (char_length("campaigns"."cta_link") <= 2048),
	CONSTRAINT "campaigns_cta_link_required" CHECK ("campaigns"."cta_text" is null or "campaigns"."cta_link" is not null)
);
--> statement-breakpoint
CREATE TABLE "ai_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"model_id" uuid,
	"prompt" text NOT NULL,
	"source_storage_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_prediction_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "ai_generations_provider_prediction_id_unique" UNIQUE("provider_prediction_id"),
	CONSTRAINT "ai_generations_prompt_length" CHECK (char_length("ai_generations"."prompt") between 1 and 1000),
	CONSTRAINT "ai_generations_status_check" CHECK ("ai_generations"."status" in ('pending', 'processing', 'succeeded', 'failed')),
	CONSTRAINT "ai_generations_provider_check" CHECK ("ai_generations"."provider" in ('replicate', 'local'))
);
--> statement-breakpoint
CREATE TABLE "ai_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"generation_id" uuid,
	"storage_key" text NOT NULL,
	"prompt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() + interval '7 days' NOT NULL,
	CONSTRAINT "ai_images_prompt_length" CHECK (char_length("ai_images"."prompt") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "ai_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'none' NOT NULL,
	"gender" text DEFAULT 'woman' NOT NULL,
	"provider" text NOT NULL,
	"provider_model_id" text,
	"provider_training_id" text,
	"error" text,
	"training_started_at" timestamp with time zone,
	"trained_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"trainings_granted" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_models_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "ai_models_provider_training_id_unique" UNIQUE("provider_training_id"),
	CONSTRAINT "ai_models_status_check" CHECK ("ai_models"."status" in ('none', 'uploading', 'processing', 'ready', 'expired', 'failed')),
	CONSTRAINT "ai_models_gender_check" CHECK ("ai_models"."gender" in ('woman', 'man')),
	CONSTRAINT "ai_models_provider_check" CHECK ("ai_models"."provider" in ('replicate', 'local')),
	CONSTRAINT "ai_models_trainings_granted_check" CHECK ("ai_models"."trainings_granted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ai_training_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_full_name_length" CHECK (char_length("contact_messages"."full_name") between 1 and 100),
	CONSTRAINT "contact_messages_email_length" CHECK (char_length("contact_messages"."email") between 3 and 254),
	CONSTRAINT "contact_messages_role_check" CHECK ("contact_messages"."role" in ('Brand', 'Influencer', 'Press')),
	CONSTRAINT "contact_messages_subject_length" CHECK (char_length("contact_messages"."subject") between 1 and 200),
	CONSTRAINT "contact_messages_message_length" CHECK (char_length("contact_messages"."message") between 1 and 5000),
	CONSTRAINT "contact_messages_language_check" CHECK ("contact_messages"."language" in ('en', 'de', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"max_expiry_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "platform_settings_single_row" CHECK ("platform_settings"."id"),
	CONSTRAINT "platform_settings_max_expiry_days_range" CHECK ("platform_settings"."max_expiry_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_username" text,
	"action" text NOT NULL,
	"target_user_id" uuid,
	"target_username" text,
	"details" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_stats" ADD CONSTRAINT "creator_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_requests" ADD CONSTRAINT "badge_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_requests" ADD CONSTRAINT "badge_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "failed_renewals" ADD CONSTRAINT "failed_renewals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "failed_renewals" ADD CONSTRAINT "failed_renewals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_model_id_ai_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."ai_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_images" ADD CONSTRAINT "ai_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_images" ADD CONSTRAINT "ai_images_generation_id_ai_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."ai_generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_models" ADD CONSTRAINT "ai_models_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_training_photos" ADD CONSTRAINT "ai_training_photos_model_id_ai_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."ai_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_directory_idx" ON "users" USING btree ("approved","role","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_expires_idx" ON "password_reset_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "images_user_listing_idx" ON "images" USING btree ("user_id","pinned" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "images_created_at_idx" ON "images" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "images_category_created_at_idx" ON "images" USING btree ("category","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "images_expiry_date_idx" ON "images" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "images_description_trgm_idx" ON "images" USING gin (lower(unaccent_immutable("description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tags_image_idx" ON "tags" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "events_user_created_at_idx" ON "events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "events_image_idx" ON "events" USING btree ("image_id") WHERE "events"."image_id" is not null;--> statement-breakpoint
CREATE INDEX "events_campaign_idx" ON "events" USING btree ("campaign_id") WHERE "events"."campaign_id" is not null;--> statement-breakpoint
CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_read_created_at_idx" ON "notifications" USING btree ("user_id","read","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_at_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "badge_requests_one_pending_per_user" ON "badge_requests" USING btree ("user_id") WHERE "badge_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "badge_requests_user_status_idx" ON "badge_requests" USING btree ("user_id","status","submitted_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "badge_requests_status_submitted_at_idx" ON "badge_requests" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "badge_requests_reviewed_by_idx" ON "badge_requests" USING btree ("reviewed_by") WHERE "badge_requests"."reviewed_by" is not null;--> statement-breakpoint
CREATE INDEX "failed_renewals_created_at_idx" ON "failed_renewals" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "failed_renewals_user_idx" ON "failed_renewals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoices_user_issued_at_idx" ON "invoices" USING btree ("user_id","issued_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_subscription_idx" ON "invoices" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "processed_webhook_events_processed_at_idx" ON "processed_webhook_events" USING btree ("processed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_lower_key" ON "promo_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "subscriptions_user_created_at_idx" ON "subscriptions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscriptions_status_period_end_idx" ON "subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id") WHERE "order_items"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_seller_created_at_idx" ON "orders" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "products_user_created_at_idx" ON "products" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ai_generations_user_created_at_idx" ON "ai_generations" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ai_generations_model_idx" ON "ai_generations" USING btree ("model_id") WHERE "ai_generations"."model_id" is not null;--> statement-breakpoint
CREATE INDEX "ai_images_user_created_at_idx" ON "ai_images" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ai_images_expires_at_idx" ON "ai_images" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "ai_images_generation_idx" ON "ai_images" USING btree ("generation_id") WHERE "ai_images"."generation_id" is not null;--> statement-breakpoint
CREATE INDEX "ai_models_status_idx" ON "ai_models" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ai_training_photos_model_idx" ON "ai_training_photos" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_target_user_idx" ON "audit_log" USING btree ("target_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS FIRST);