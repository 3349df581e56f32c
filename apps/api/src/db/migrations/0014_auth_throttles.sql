CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"wait_until" timestamp with time zone,
	"warned_at" timestamp with time zone
);
