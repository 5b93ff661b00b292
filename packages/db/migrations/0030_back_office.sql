CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"order_id" integer,
	"transfer_id" integer,
	"staff_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"kind" varchar(16) NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"number" varchar(16) NOT NULL,
	"order_id" integer NOT NULL,
	"corrects_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"taxable_supply_date" varchar(10) NOT NULL,
	"total" integer NOT NULL,
	"file_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "bank_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" varchar(16) NOT NULL,
	"file_name" text,
	"format" varchar(16) NOT NULL,
	"account" text,
	"staff_id" integer,
	"movement_count" integer NOT NULL,
	"matched_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"movement_id" varchar(80) NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"date" varchar(10) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"variable_symbol" varchar(10),
	"constant_symbol" varchar(10),
	"specific_symbol" varchar(10),
	"counter_account" text,
	"counter_name" text,
	"message" text,
	"outcome" varchar(24) NOT NULL,
	"reason" varchar(32),
	"order_id" integer,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" varchar(64);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_movements" ADD CONSTRAINT "bank_movements_import_id_bank_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_movements" ADD CONSTRAINT "bank_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_movements" ADD CONSTRAINT "bank_movements_resolved_by_staff_members_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_variant" ON "stock_movements" USING btree ("variant_id","branch_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_branch" ON "stock_movements" USING btree ("branch_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_order" ON "stock_movements" USING btree ("order_id") WHERE "stock_movements"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_order" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_movements_unique" ON "bank_movements" USING btree ("account","movement_id");--> statement-breakpoint
CREATE INDEX "bank_movements_open" ON "bank_movements" USING btree ("created_at") WHERE "bank_movements"."outcome" <> 'matched' and "bank_movements"."outcome" <> 'ignored' and "bank_movements"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "bank_movements_order" ON "bank_movements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_created" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_state_created" ON "orders" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_branch_created" ON "orders" USING btree ("branch_id","created_at","id") WHERE "orders"."branch_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_unpaid" ON "orders" USING btree ("created_at","id") WHERE "orders"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "orders_variable_symbol" ON "orders" USING btree ("variable_symbol");--> statement-breakpoint
CREATE INDEX "orders_email_lower" ON "orders" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "orders_phone" ON "orders" USING btree ("phone");