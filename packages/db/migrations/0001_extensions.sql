-- Search (a later issue) needs accent-insensitive and fuzzy matching; both drivers ship these extensions.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
