CREATE TABLE "bank_line_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_line_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"padrao" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pix_charges" DROP CONSTRAINT "pix_charges_status_check";--> statement-breakpoint
ALTER TABLE "financial_records" ADD COLUMN "bank_statement_line_id" integer;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD COLUMN "replaced_by_charge_id" integer;--> statement-breakpoint
ALTER TABLE "bank_line_rules" ADD CONSTRAINT "bank_line_rules_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_line_rules_padrao_unique" ON "bank_line_rules" USING btree ("padrao");--> statement-breakpoint
ALTER TABLE "financial_records" ADD CONSTRAINT "financial_records_bank_statement_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("bank_statement_line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_replaced_by_charge_id_pix_charges_id_fk" FOREIGN KEY ("replaced_by_charge_id") REFERENCES "public"."pix_charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financial_records_bank_statement_line_id_idx" ON "financial_records" USING btree ("bank_statement_line_id") WHERE "financial_records"."bank_statement_line_id" is not null;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_status_check" CHECK ("pix_charges"."status" in ('aberta', 'paga', 'substituida'));