CREATE TABLE "late_fee_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "late_fee_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"unit_id" integer,
	"multa_percentual" numeric(5, 2) NOT NULL,
	"juros_mensal_percentual" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "late_fee_settings_one_owner_check" CHECK (("late_fee_settings"."company_id" is null) <> ("late_fee_settings"."unit_id" is null)),
	CONSTRAINT "late_fee_settings_multa_check" CHECK ("late_fee_settings"."multa_percentual" between 0 and 2),
	CONSTRAINT "late_fee_settings_juros_check" CHECK ("late_fee_settings"."juros_mensal_percentual" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "payment_claim_items" (
	"claim_id" integer NOT NULL,
	"monthly_payment_id" integer NOT NULL,
	"valor" numeric(10, 2) NOT NULL,
	CONSTRAINT "payment_claim_items_claim_id_monthly_payment_id_pk" PRIMARY KEY("claim_id","monthly_payment_id")
);
--> statement-breakpoint
CREATE TABLE "payment_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requested_by_user_id" integer NOT NULL,
	"data_pagamento" date NOT NULL,
	"valor" numeric(10, 2) NOT NULL,
	"comprovante" text,
	"status" text DEFAULT 'em_conferencia' NOT NULL,
	"motivo" text,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_claims_status_check" CHECK ("payment_claims"."status" in ('em_conferencia', 'confirmada', 'recusada')),
	CONSTRAINT "payment_claims_valor_check" CHECK ("payment_claims"."valor" > 0),
	CONSTRAINT "payment_claims_motivo_check" CHECK (("payment_claims"."status" = 'recusada') = ("payment_claims"."motivo" is not null))
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"ultimo_numero" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"monthly_payment_id" integer NOT NULL,
	"emitido_em" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmacao_enviada_em" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "financial_records_monthly_payment_id_unique";--> statement-breakpoint
ALTER TABLE "monthly_payments" ADD COLUMN "valor_acrescimo" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "financial_records" ADD COLUMN "late_fees" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pix_charge_items" ADD COLUMN "acrescimo" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "late_fee_settings" ADD CONSTRAINT "late_fee_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_fee_settings" ADD CONSTRAINT "late_fee_settings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claim_items" ADD CONSTRAINT "payment_claim_items_claim_id_payment_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."payment_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claim_items" ADD CONSTRAINT "payment_claim_items_monthly_payment_id_monthly_payments_id_fk" FOREIGN KEY ("monthly_payment_id") REFERENCES "public"."monthly_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_claims" ADD CONSTRAINT "payment_claims_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_counters" ADD CONSTRAINT "receipt_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_monthly_payment_id_monthly_payments_id_fk" FOREIGN KEY ("monthly_payment_id") REFERENCES "public"."monthly_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "late_fee_settings_company_id_unique" ON "late_fee_settings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "late_fee_settings_unit_id_unique" ON "late_fee_settings" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "payment_claim_items_monthly_payment_id_idx" ON "payment_claim_items" USING btree ("monthly_payment_id");--> statement-breakpoint
CREATE INDEX "payment_claims_status_created_at_idx" ON "payment_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_claims_requested_by_user_id_idx" ON "payment_claims" USING btree ("requested_by_user_id");--> statement-breakpoint
CREATE INDEX "payment_claims_decided_by_user_id_idx" ON "payment_claims" USING btree ("decided_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_company_numero_unique" ON "receipts" USING btree ("company_id","numero");--> statement-breakpoint
CREATE INDEX "receipts_monthly_payment_id_idx" ON "receipts" USING btree ("monthly_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_records_monthly_payment_id_late_fees_unique" ON "financial_records" USING btree ("monthly_payment_id","late_fees");--> statement-breakpoint
CREATE INDEX "pix_charges_replaced_by_charge_id_idx" ON "pix_charges" USING btree ("replaced_by_charge_id") WHERE "pix_charges"."replaced_by_charge_id" is not null;--> statement-breakpoint
ALTER TABLE "monthly_payments" ADD CONSTRAINT "monthly_payments_valor_acrescimo_check" CHECK ("monthly_payments"."valor_acrescimo" >= 0);