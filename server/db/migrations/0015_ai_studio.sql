CREATE TABLE "ai_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_generations" ADD COLUMN "kind" text DEFAULT 'prompt' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD COLUMN "step" text;--> statement-breakpoint
ALTER TABLE "ai_images" ADD COLUMN "published_image_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_models" ADD COLUMN "free_training_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ai_models" ADD COLUMN "training_charge" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "ai_generated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_images" ADD CONSTRAINT "ai_images_published_image_id_images_id_fk" FOREIGN KEY ("published_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_generations" ADD CONSTRAINT "ai_generations_kind_check" CHECK ("ai_generations"."kind" in ('prompt', 'outfit'));--> statement-breakpoint
ALTER TABLE "ai_models" ADD CONSTRAINT "ai_models_training_charge_check" CHECK ("ai_models"."training_charge" in ('free', 'grant'));