ALTER TABLE "category_products" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "category_products" ADD COLUMN "color" varchar(24);--> statement-breakpoint
ALTER TABLE "category_products" ADD COLUMN "sizes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "color" varchar(24);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "size" varchar(16);--> statement-breakpoint
CREATE INDEX "category_products_facets" ON "category_products" USING btree ("category_id","in_stock","brand_id","color","tax_class","price","sizes") WHERE "category_products"."active";