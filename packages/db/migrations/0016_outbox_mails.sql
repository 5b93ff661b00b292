ALTER TABLE "order_mails" RENAME TO "outbox_mails";--> statement-breakpoint
ALTER TABLE "outbox_mails" DROP CONSTRAINT "order_mails_order_id_orders_id_fk";
--> statement-breakpoint
DROP INDEX "order_mails_order_kind";--> statement-breakpoint
DROP INDEX "order_mails_due";--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_mails_order_kind" ON "outbox_mails" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "outbox_mails_due" ON "outbox_mails" USING btree ("next_attempt_at") WHERE "outbox_mails"."sent_at" is null and "outbox_mails"."failed_at" is null;