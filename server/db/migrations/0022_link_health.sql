CREATE TABLE "hidden_tags" (
	"tag_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_health_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"auto_hide" boolean DEFAULT false NOT NULL,
	"last_digest_at" timestamp with time zone,
	"notified_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"host" text NOT NULL,
	"verdict" text,
	"reason" text,
	"detail" text,
	"hops" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"final_url" text,
	"checked_at" timestamp with time zone,
	"unhealthy_since" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recent_clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "links_url_unique" UNIQUE("url"),
	CONSTRAINT "links_url_length" CHECK (char_length("links"."url") between 1 and 2048),
	CONSTRAINT "links_verdict_check" CHECK ("links"."verdict" in ('healthy', 'broken', 'gone_home', 'sold_out', 'tracking_lost', 'blocked', 'unverified')),
	CONSTRAINT "links_reason_check" CHECK ("links"."reason" in ('ok', 'not_found', 'gone', 'server_error', 'server_error_again', 'dns', 'tls', 'connection', 'timeout', 'offline', 'http_error', 'too_many_redirects', 'refused_address', 'refused_url', 'forbidden', 'rate_limited', 'home_page', 'search_page', 'availability_data', 'availability_meta', 'sold_out_words', 'parameter_lost'))
);
--> statement-breakpoint
ALTER TABLE "hidden_tags" ADD CONSTRAINT "hidden_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_tags" ADD CONSTRAINT "hidden_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_health_settings" ADD CONSTRAINT "link_health_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hidden_tags_user_idx" ON "hidden_tags" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "links_due_idx" ON "links" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "links_host_idx" ON "links" USING btree ("host");--> statement-breakpoint
CREATE INDEX "links_verdict_idx" ON "links" USING btree ("verdict");--> statement-breakpoint
-- Hiding or showing a tag changes the creator's public pages: their caches drop it (0005).
CREATE TRIGGER hidden_tags_creator_changed AFTER INSERT OR UPDATE OR DELETE ON hidden_tags
  FOR EACH ROW EXECUTE FUNCTION looktag_owned_row_changed();
