CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(64) NOT NULL,
	"key" varchar(200),
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The mails the outbox had not sent yet become jobs of their kinds (mail/jobs.ts), due when their next attempt was,
-- with the attempts they have had; what was sent or given up stays behind with the dropped table.
INSERT INTO "jobs" ("kind", "key", "payload", "run_at", "attempts", "max_attempts", "last_error", "created_at")
SELECT 'mail.' || "kind",
	CASE "kind" WHEN 'order_confirmation' THEN "order_id"::text WHEN 'welcome' THEN "user_id"::text END,
	"payload" || jsonb_strip_nulls(jsonb_build_object('orderId', "order_id", 'userId', "user_id")),
	"next_attempt_at", "attempts", greatest("attempts" + 1, 8), "last_error", "created_at"
FROM "outbox_mails" WHERE "sent_at" IS NULL AND "failed_at" IS NULL
ORDER BY "id";
--> statement-breakpoint
DROP TABLE "outbox_mails" CASCADE;--> statement-breakpoint
DROP TABLE "periodic_runs" CASCADE;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key" ON "jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null and "jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_failed" ON "jobs" USING btree ("failed_at") WHERE "jobs"."failed_at" is not null;