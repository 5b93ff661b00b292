ALTER TABLE "brands" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;