CREATE TABLE "event_dedupe" (
	"visitor_hash" text NOT NULL,
	"image_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_dedupe_visitor_hash_image_id_kind_pk" PRIMARY KEY("visitor_hash","image_id","kind")
);
--> statement-breakpoint
CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_dedupe_counted_at_idx" ON "event_dedupe" USING btree ("counted_at");