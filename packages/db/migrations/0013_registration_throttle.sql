CREATE TABLE "registration_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "registration_attempts_email" ON "registration_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "registration_attempts_ip" ON "registration_attempts" USING btree ("ip","created_at");