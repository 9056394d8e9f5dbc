CREATE TABLE "bank_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"connection_id" integer NOT NULL,
	"monthly_payment_id" integer,
	"txid" text NOT NULL,
	"status" text DEFAULT 'ativa' NOT NULL,
	"valor" numeric(10, 2) NOT NULL,
	"vencimento" date NOT NULL,
	"copia_e_cola" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_charges_status_check" CHECK ("bank_charges"."status" in ('ativa', 'paga', 'removida'))
);
--> statement-breakpoint
CREATE TABLE "bank_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"unit_id" integer,
	"perfil" text NOT NULL,
	"base_url" text NOT NULL,
	"token_url" text NOT NULL,
	"client_id" text NOT NULL,
	"escopos" text DEFAULT '' NOT NULL,
	"chave" text NOT NULL,
	"certificado_titular" text NOT NULL,
	"certificado_valido_ate" timestamp with time zone NOT NULL,
	"segredos" text NOT NULL,
	"consultado_ate" timestamp with time zone,
	"ultimo_sucesso" timestamp with time zone,
	"ultimo_erro" text,
	"falhas_seguidas" integer DEFAULT 0 NOT NULL,
	"webhook_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_connections_perfil_check" CHECK ("bank_connections"."perfil" in ('padrao', 'bb', 'sicoob', 'sicredi', 'itau', 'efi')),
	CONSTRAINT "bank_connections_one_owner_check" CHECK (("bank_connections"."company_id" is null) <> ("bank_connections"."unit_id" is null))
);
--> statement-breakpoint
ALTER TABLE "monthly_payments" ADD COLUMN "end_to_end_id" text;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD COLUMN "txid" text;--> statement-breakpoint
ALTER TABLE "bank_charges" ADD CONSTRAINT "bank_charges_connection_id_bank_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."bank_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_charges" ADD CONSTRAINT "bank_charges_monthly_payment_id_monthly_payments_id_fk" FOREIGN KEY ("monthly_payment_id") REFERENCES "public"."monthly_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_connections" ADD CONSTRAINT "bank_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_connections" ADD CONSTRAINT "bank_connections_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_charges_txid_unique" ON "bank_charges" USING btree ("txid");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_charges_active_instalment_unique" ON "bank_charges" USING btree ("monthly_payment_id") WHERE "bank_charges"."status" = 'ativa';--> statement-breakpoint
CREATE INDEX "bank_charges_connection_id_idx" ON "bank_charges" USING btree ("connection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_connections_company_id_unique" ON "bank_connections" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_connections_unit_id_unique" ON "bank_connections" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_connections_webhook_token_unique" ON "bank_connections" USING btree ("webhook_token");