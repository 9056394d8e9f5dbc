-- Issue 23: the credits of imported bank statements (OFX), once per account and FITID, and what each paid.
CREATE TABLE "bank_statement_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conta" text NOT NULL,
	"fitid" text NOT NULL,
	"data" date NOT NULL,
	"valor" numeric(10, 2) NOT NULL,
	"descricao" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"imported_by_user_id" integer,
	"monthly_payment_id" integer,
	"pix_charge_id" integer,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_status_check" CHECK ("bank_statement_lines"."status" in ('pendente', 'conciliada', 'ignorada')),
	CONSTRAINT "bank_statement_lines_valor_check" CHECK ("bank_statement_lines"."valor" > 0),
	CONSTRAINT "bank_statement_lines_one_target_check" CHECK (num_nonnulls("bank_statement_lines"."monthly_payment_id", "bank_statement_lines"."pix_charge_id") <= 1)
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_imported_by_user_id_users_id_fk" FOREIGN KEY ("imported_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_monthly_payment_id_monthly_payments_id_fk" FOREIGN KEY ("monthly_payment_id") REFERENCES "public"."monthly_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_pix_charge_id_pix_charges_id_fk" FOREIGN KEY ("pix_charge_id") REFERENCES "public"."pix_charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_conta_fitid_unique" ON "bank_statement_lines" USING btree ("conta","fitid");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_status_data_idx" ON "bank_statement_lines" USING btree ("status","data");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_monthly_payment_id_idx" ON "bank_statement_lines" USING btree ("monthly_payment_id") WHERE "bank_statement_lines"."monthly_payment_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_statement_lines_pix_charge_id_idx" ON "bank_statement_lines" USING btree ("pix_charge_id") WHERE "bank_statement_lines"."pix_charge_id" is not null;