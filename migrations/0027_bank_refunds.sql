CREATE TABLE "bank_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"connection_id" integer NOT NULL,
	"monthly_payment_id" integer,
	"end_to_end_id" text NOT NULL,
	"devolucao_id" text NOT NULL,
	"valor" numeric(10, 2) NOT NULL,
	"motivo" text,
	"status" text DEFAULT 'solicitada' NOT NULL,
	"rtr_id" text,
	"erro" text,
	"requested_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_refunds_status_check" CHECK ("bank_refunds"."status" in ('solicitada', 'em_processamento', 'devolvida', 'recusada')),
	CONSTRAINT "bank_refunds_valor_check" CHECK ("bank_refunds"."valor" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_refunds" ADD CONSTRAINT "bank_refunds_connection_id_bank_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."bank_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_refunds" ADD CONSTRAINT "bank_refunds_monthly_payment_id_monthly_payments_id_fk" FOREIGN KEY ("monthly_payment_id") REFERENCES "public"."monthly_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_refunds" ADD CONSTRAINT "bank_refunds_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_refunds_devolucao_id_unique" ON "bank_refunds" USING btree ("devolucao_id");--> statement-breakpoint
CREATE INDEX "bank_refunds_monthly_payment_id_idx" ON "bank_refunds" USING btree ("monthly_payment_id");--> statement-breakpoint
CREATE INDEX "bank_refunds_end_to_end_id_idx" ON "bank_refunds" USING btree ("end_to_end_id");