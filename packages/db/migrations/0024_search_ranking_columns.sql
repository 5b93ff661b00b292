-- Search at scale, part 1: the columns (part 2, 0025_search_ranking, fills them and indexes them; a migration that only
-- adds columns comes before the one that fills them, so a shop seeded by today's seed one migration back has them).
ALTER TABLE "products" ADD COLUMN "name_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "key_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;
