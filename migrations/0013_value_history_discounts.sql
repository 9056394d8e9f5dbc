-- Issue 22: a change of the discount changes what the family pays, so the value-change history keeps the
-- discount before and after beside the fee. Changes recorded before this have no discount (null): it
-- was not kept, and guessing it would put a value in the history that nobody set.
ALTER TABLE "payment_value_history" ADD COLUMN "old_discount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "payment_value_history" ADD COLUMN "new_discount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "payment_value_history" ADD CONSTRAINT "payment_value_history_old_discount_check" CHECK ("payment_value_history"."old_discount" >= 0);--> statement-breakpoint
ALTER TABLE "payment_value_history" ADD CONSTRAINT "payment_value_history_new_discount_check" CHECK ("payment_value_history"."new_discount" >= 0);