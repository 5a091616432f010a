CREATE TABLE "instance_releases" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"release" text NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
