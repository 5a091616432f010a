CREATE TABLE "traders" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"trade_register" text,
	"registration_number" text,
	"vat_number" text,
	"self_certified_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"suspended_at" timestamp with time zone,
	"suspension_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traders_status_check" CHECK ("traders"."status" in ('unverified', 'verified', 'suspended')),
	CONSTRAINT "traders_name_length" CHECK (char_length("traders"."name") between 1 and 200),
	CONSTRAINT "traders_address_length" CHECK (char_length("traders"."address") between 1 and 500),
	CONSTRAINT "traders_email_length" CHECK (char_length("traders"."email") between 3 and 254),
	CONSTRAINT "traders_phone_length" CHECK (char_length("traders"."phone") between 1 and 40),
	CONSTRAINT "traders_trade_register_length" CHECK (char_length("traders"."trade_register") <= 200),
	CONSTRAINT "traders_registration_number_length" CHECK (char_length("traders"."registration_number") <= 100),
	CONSTRAINT "traders_vat_number_length" CHECK (char_length("traders"."vat_number") <= 20),
	CONSTRAINT "traders_suspension_reason_length" CHECK (char_length("traders"."suspension_reason") <= 300),
	CONSTRAINT "traders_suspension_check" CHECK ("traders"."status" <> 'suspended' or ("traders"."suspended_at" is not null and "traders"."suspension_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "traders" ADD CONSTRAINT "traders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traders" ADD CONSTRAINT "traders_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "traders_status_updated_at_idx" ON "traders" USING btree ("status","updated_at");--> statement-breakpoint
-- The storefront shows the trader details: its cached page drops with them (0005).
CREATE TRIGGER traders_creator_changed AFTER INSERT OR UPDATE OR DELETE ON traders
  FOR EACH ROW EXECUTE FUNCTION looktag_owned_row_changed();
