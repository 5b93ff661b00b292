ALTER TABLE "outbox_mails" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "payload" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_mails_user" ON "outbox_mails" USING btree ("user_id") WHERE "outbox_mails"."user_id" is not null;