CREATE TABLE "periodic_runs" (
	"job" varchar(64) PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"runs" integer DEFAULT 1 NOT NULL
);
