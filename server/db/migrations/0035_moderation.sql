CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"decision_id" uuid NOT NULL,
	"complainant_kind" text NOT NULL,
	"complainant_key" text NOT NULL,
	"complainant_user_id" uuid,
	"complainant_email" text,
	"notice_id" uuid,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"access_token_hash" text,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"outcome_explanation" text,
	"reviewer_id" uuid,
	"reviewer_username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "complaints_kind_check" CHECK ("complaints"."complainant_kind" in ('creator', 'notifier')),
	CONSTRAINT "complaints_status_check" CHECK ("complaints"."status" in ('open', 'decided')),
	CONSTRAINT "complaints_outcome_check" CHECK ("complaints"."outcome" in ('upheld', 'reversed')),
	CONSTRAINT "complaints_language_check" CHECK ("complaints"."language" in ('en', 'de', 'ar')),
	CONSTRAINT "complaints_text_length" CHECK (char_length("complaints"."text") between 1 and 4000),
	CONSTRAINT "complaints_explanation_length" CHECK (char_length("complaints"."outcome_explanation") <= 4000),
	CONSTRAINT "complaints_decided_check" CHECK (("complaints"."status" = 'open') = ("complaints"."outcome" is null))
);
--> statement-breakpoint
CREATE TABLE "creator_misuse" (
	"creator_id" uuid PRIMARY KEY NOT NULL,
	"upheld_count" integer DEFAULT 0 NOT NULL,
	"warned_at" timestamp with time zone,
	"suspended_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid,
	"source" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"creator_id" uuid,
	"creator_username" text NOT NULL,
	"outcome" text NOT NULL,
	"category" text NOT NULL,
	"ground" text NOT NULL,
	"ground_reference" text NOT NULL,
	"ground_explanation" text NOT NULL,
	"facts" text NOT NULL,
	"territorial_scope" text[] NOT NULL,
	"automated_detection" boolean DEFAULT false NOT NULL,
	"automated_decision" boolean DEFAULT false NOT NULL,
	"ends_at" timestamp with time zone,
	"content_date" timestamp with time zone,
	"reviewer_id" uuid,
	"reviewer_username" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "moderation_decisions_source_check" CHECK ("moderation_decisions"."source" in ('notice', 'own_initiative')),
	CONSTRAINT "moderation_decisions_item_kind_check" CHECK ("moderation_decisions"."item_kind" in ('look', 'product', 'tag_link', 'campaign', 'creator')),
	CONSTRAINT "moderation_decisions_outcome_check" CHECK ("moderation_decisions"."outcome" in ('no_action', 'restrict', 'remove', 'suspend_shop', 'suspend_account', 'manifestly_unfounded')),
	CONSTRAINT "moderation_decisions_category_check" CHECK ("moderation_decisions"."category" in ('intellectual_property', 'consumer_information', 'unsafe_product', 'protection_of_minors', 'child_abuse', 'personal_data', 'illegal_speech', 'violence', 'scam_fraud', 'other_illegal', 'terms')),
	CONSTRAINT "moderation_decisions_ground_check" CHECK ("moderation_decisions"."ground" in ('law', 'terms')),
	CONSTRAINT "moderation_decisions_reference_length" CHECK (char_length("moderation_decisions"."ground_reference") between 1 and 500),
	CONSTRAINT "moderation_decisions_explanation_length" CHECK (char_length("moderation_decisions"."ground_explanation") between 1 and 4000),
	CONSTRAINT "moderation_decisions_facts_length" CHECK (char_length("moderation_decisions"."facts") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "notice_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"creator_id" uuid,
	"creator_username" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"threat_to_life" boolean DEFAULT false NOT NULL,
	"notice_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_notice_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "notice_groups_item_kind_check" CHECK ("notice_groups"."item_kind" in ('look', 'product', 'tag_link', 'campaign', 'creator')),
	CONSTRAINT "notice_groups_status_check" CHECK ("notice_groups"."status" in ('open', 'decided')),
	CONSTRAINT "notice_groups_count_check" CHECK ("notice_groups"."notice_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"creator_id" uuid,
	"item_url" text NOT NULL,
	"category" text NOT NULL,
	"explanation" text NOT NULL,
	"threat_to_life" boolean DEFAULT false NOT NULL,
	"good_faith" boolean NOT NULL,
	"reporter_user_id" uuid,
	"reporter_name" text,
	"reporter_email" text,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_item_kind_check" CHECK ("notices"."item_kind" in ('look', 'product', 'tag_link', 'campaign', 'creator')),
	CONSTRAINT "notices_category_check" CHECK ("notices"."category" in ('intellectual_property', 'consumer_information', 'unsafe_product', 'protection_of_minors', 'child_abuse', 'personal_data', 'illegal_speech', 'violence', 'scam_fraud', 'other_illegal', 'terms')),
	CONSTRAINT "notices_status_check" CHECK ("notices"."status" in ('unconfirmed', 'open', 'decided', 'refused')),
	CONSTRAINT "notices_language_check" CHECK ("notices"."language" in ('en', 'de', 'ar')),
	CONSTRAINT "notices_good_faith_check" CHECK ("notices"."good_faith"),
	CONSTRAINT "notices_explanation_length" CHECK (char_length("notices"."explanation") between 1 and 4000),
	CONSTRAINT "notices_item_url_length" CHECK (char_length("notices"."item_url") between 1 and 2048),
	CONSTRAINT "notices_reporter_name_length" CHECK (char_length("notices"."reporter_name") <= 200),
	CONSTRAINT "notices_reporter_email_length" CHECK (char_length("notices"."reporter_email") between 3 and 254),
	CONSTRAINT "notices_identity_check" CHECK ("notices"."reporter_email" is not null or "notices"."category" = 'child_abuse')
);
--> statement-breakpoint
CREATE TABLE "notifier_misuse" (
	"email" text PRIMARY KEY NOT NULL,
	"unfounded_count" integer DEFAULT 0 NOT NULL,
	"deprioritised_at" timestamp with time zone,
	"refused_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifier_misuse_email_length" CHECK (char_length("notifier_misuse"."email") between 3 and 254)
);
--> statement-breakpoint
CREATE TABLE "restrictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"decision_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"creator_id" uuid,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	CONSTRAINT "restrictions_kind_check" CHECK ("restrictions"."kind" in ('item', 'shop', 'account')),
	CONSTRAINT "restrictions_item_kind_check" CHECK ("restrictions"."item_kind" in ('look', 'product', 'tag_link', 'campaign', 'creator'))
);
--> statement-breakpoint
CREATE TABLE "statements_of_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"decision_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"recipient_user_id" uuid,
	"notice_id" uuid,
	"recipient_email" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	CONSTRAINT "statements_of_reasons_recipient_check" CHECK ("statements_of_reasons"."recipient" in ('creator', 'notifier')),
	CONSTRAINT "statements_of_reasons_language_check" CHECK ("statements_of_reasons"."language" in ('en', 'de', 'ar')),
	CONSTRAINT "statements_of_reasons_email_length" CHECK (char_length("statements_of_reasons"."recipient_email") between 3 and 254)
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_complainant_user_id_users_id_fk" FOREIGN KEY ("complainant_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_misuse" ADD CONSTRAINT "creator_misuse_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_group_id_notice_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."notice_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_groups" ADD CONSTRAINT "notice_groups_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_group_id_notice_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."notice_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements_of_reasons" ADD CONSTRAINT "statements_of_reasons_decision_id_moderation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."moderation_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements_of_reasons" ADD CONSTRAINT "statements_of_reasons_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements_of_reasons" ADD CONSTRAINT "statements_of_reasons_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_decision_complainant_idx" ON "complaints" USING btree ("decision_id","complainant_key");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_access_token_idx" ON "complaints" USING btree ("access_token_hash");--> statement-breakpoint
CREATE INDEX "complaints_open_idx" ON "complaints" USING btree ("created_at") WHERE "complaints"."status" = 'open';--> statement-breakpoint
CREATE INDEX "complaints_user_idx" ON "complaints" USING btree ("complainant_user_id");--> statement-breakpoint
CREATE INDEX "moderation_decisions_group_idx" ON "moderation_decisions" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "moderation_decisions_item_idx" ON "moderation_decisions" USING btree ("item_kind","item_id","decided_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_decisions_creator_idx" ON "moderation_decisions" USING btree ("creator_id","decided_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "moderation_decisions_decided_at_idx" ON "moderation_decisions" USING btree ("decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_groups_open_item_idx" ON "notice_groups" USING btree ("item_kind","item_id") WHERE "notice_groups"."status" = 'open';--> statement-breakpoint
CREATE INDEX "notice_groups_queue_idx" ON "notice_groups" USING btree ("threat_to_life" DESC NULLS FIRST,"created_at") WHERE "notice_groups"."status" = 'open';--> statement-breakpoint
CREATE INDEX "notice_groups_item_idx" ON "notice_groups" USING btree ("item_kind","item_id");--> statement-breakpoint
CREATE INDEX "notice_groups_creator_idx" ON "notice_groups" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "notices_group_idx" ON "notices" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "notices_item_idx" ON "notices" USING btree ("item_kind","item_id","created_at");--> statement-breakpoint
CREATE INDEX "notices_email_idx" ON "notices" USING btree ("reporter_email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_confirm_token_idx" ON "notices" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "notices_unconfirmed_idx" ON "notices" USING btree ("created_at") WHERE "notices"."status" = 'unconfirmed';--> statement-breakpoint
CREATE INDEX "restrictions_active_item_idx" ON "restrictions" USING btree ("item_kind","item_id") WHERE "restrictions"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "restrictions_active_creator_idx" ON "restrictions" USING btree ("creator_id","kind") WHERE "restrictions"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "restrictions_decision_idx" ON "restrictions" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "statements_of_reasons_decision_idx" ON "statements_of_reasons" USING btree ("decision_id");--> statement-breakpoint
CREATE INDEX "statements_of_reasons_user_idx" ON "statements_of_reasons" USING btree ("recipient_user_id","created_at" DESC NULLS FIRST);