CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_search" ON "brands" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "categories_search" ON "categories" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_brand_recommended" ON "products" USING btree ("brand_id","recommended_rank" DESC NULLS FIRST,"sold_count" DESC NULLS FIRST,"id","in_stock") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_name" ON "products" USING btree ("brand_id","name_key" collate "C",lower("name") collate "C","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_brand_price" ON "products" USING btree ("brand_id","tax_class",(case when "is_price_sale_active" and "price_sale" is not null then "price_sale" else "price" end),"id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "blog_posts_search" ON "blog_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "pages_search" ON "pages" USING gin ("search_vector");