CREATE TABLE "auth_known_clients" (
	"user_id" uuid NOT NULL,
	"client" text NOT NULL,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_known_clients_user_id_client_pk" PRIMARY KEY("user_id","client")
);
--> statement-breakpoint
ALTER TABLE "auth_attempts" DROP CONSTRAINT "auth_attempts_kind_check";--> statement-breakpoint
ALTER TABLE "auth_known_clients" ADD CONSTRAINT "auth_known_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_known_clients_last_idx" ON "auth_known_clients" USING btree ("last_signed_in_at");--> statement-breakpoint
ALTER TABLE "auth_attempts" ADD CONSTRAINT "auth_attempts_kind_check" CHECK ("auth_attempts"."kind" in ('login', 'reset', 'login_notice'));