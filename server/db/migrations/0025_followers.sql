CREATE TABLE "follower_daily" (
	"creator_id" uuid NOT NULL,
	"day" date NOT NULL,
	"requested" integer DEFAULT 0 NOT NULL,
	"confirmed" integer DEFAULT 0 NOT NULL,
	"unsubscribed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "follower_daily_creator_id_day_pk" PRIMARY KEY("creator_id","day")
);
--> statement-breakpoint
CREATE TABLE "follower_digests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"image_ids" uuid[] NOT NULL,
	"covers_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "followers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_digest_id" uuid,
	CONSTRAINT "followers_email_length" CHECK (char_length("followers"."email") between 3 and 254),
	CONSTRAINT "followers_language_check" CHECK ("followers"."language" in ('en', 'de', 'ar'))
);
--> statement-breakpoint
ALTER TABLE "follower_daily" ADD CONSTRAINT "follower_daily_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_digests" ADD CONSTRAINT "follower_digests_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followers" ADD CONSTRAINT "followers_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follower_digests_creator_idx" ON "follower_digests" USING btree ("creator_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "followers_creator_email_idx" ON "followers" USING btree ("creator_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "followers_confirm_token_idx" ON "followers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "followers_email_idx" ON "followers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "followers_creator_confirmed_idx" ON "followers" USING btree ("creator_id","id") WHERE "followers"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "followers_pending_idx" ON "followers" USING btree ("created_at") WHERE "followers"."confirmed_at" is null;