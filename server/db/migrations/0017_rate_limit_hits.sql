-- Hand-written: UNLOGGED (drizzle-kit has no option for it). Rate-limit counters live for a minute
-- and need no crash safety; skipping the WAL keeps one write per request cheap (decision 0027).
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
