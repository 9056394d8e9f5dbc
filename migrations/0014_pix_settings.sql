-- Issue 23: where a school receives PIX, per company, with an optional override per unit.
CREATE TABLE "pix_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pix_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"unit_id" integer,
	"chave" text NOT NULL,
	"tipo_chave" text NOT NULL,
	"nome_recebedor" text NOT NULL,
	"cidade" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_settings_tipo_chave_check" CHECK ("pix_settings"."tipo_chave" in ('cpf', 'cnpj', 'email', 'phone', 'evp')),
	CONSTRAINT "pix_settings_one_owner_check" CHECK (("pix_settings"."company_id" is null) <> ("pix_settings"."unit_id" is null))
);
--> statement-breakpoint
ALTER TABLE "pix_settings" ADD CONSTRAINT "pix_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_settings" ADD CONSTRAINT "pix_settings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pix_settings_company_id_unique" ON "pix_settings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_settings_unit_id_unique" ON "pix_settings" USING btree ("unit_id");