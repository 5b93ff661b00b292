CREATE TABLE "category_products" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"active" boolean NOT NULL,
	"in_stock" boolean NOT NULL,
	"recommended_rank" integer NOT NULL,
	"sold_count" integer NOT NULL,
	"tax_class" varchar(16) NOT NULL,
	"price" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	CONSTRAINT "category_products_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
DROP INDEX "product_categories_category_product";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "category_products" ADD CONSTRAINT "category_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_products" ADD CONSTRAINT "category_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_products_product" ON "category_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "category_products_recommended" ON "category_products" USING btree ("category_id","recommended_rank" DESC NULLS FIRST,"sold_count" DESC NULLS FIRST,"product_id") WHERE "category_products"."active";--> statement-breakpoint
CREATE INDEX "category_products_recommended_in_stock" ON "category_products" USING btree ("category_id","recommended_rank" DESC NULLS FIRST,"sold_count" DESC NULLS FIRST,"product_id") WHERE "category_products"."active" and "category_products"."in_stock";--> statement-breakpoint
CREATE INDEX "category_products_price" ON "category_products" USING btree ("category_id","tax_class","price","product_id") WHERE "category_products"."active";--> statement-breakpoint
CREATE INDEX "category_products_price_in_stock" ON "category_products" USING btree ("category_id","tax_class","price","product_id") WHERE "category_products"."active" and "category_products"."in_stock";--> statement-breakpoint
CREATE INDEX "category_products_name" ON "category_products" USING btree ("category_id","name_key" collate "C",lower("name") collate "C","product_id") WHERE "category_products"."active";--> statement-breakpoint
CREATE INDEX "category_products_name_in_stock" ON "category_products" USING btree ("category_id","name_key" collate "C",lower("name") collate "C","product_id") WHERE "category_products"."active" and "category_products"."in_stock";