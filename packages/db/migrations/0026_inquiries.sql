CREATE TABLE "form_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"subject_id" integer,
	"subject_title" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_type" varchar(100),
	"attachment_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "satisfaction_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"order_number" varchar(20),
	"order_id" integer,
	"shop_rating" smallint NOT NULL,
	"courier_rating" smallint,
	"text" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_answers" ADD CONSTRAINT "satisfaction_answers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_answers" ADD CONSTRAINT "satisfaction_answers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_attempts_email" ON "form_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "form_attempts_ip" ON "form_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_kind_created" ON "inquiries" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "satisfaction_answers_created" ON "satisfaction_answers" USING btree ("created_at");