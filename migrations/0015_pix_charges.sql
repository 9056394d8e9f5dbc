-- Issue 23: one PIX for several open instalments of a family, settled at once.
CREATE TABLE "pix_charge_items" (
	"charge_id" integer NOT NULL,
	"monthly_payment_id" integer NOT NULL,
	"valor" numeric(10, 2) NOT NULL,
	CONSTRAINT "pix_charge_items_charge_id_monthly_payment_id_pk" PRIMARY KEY("charge_id","monthly_payment_id")
);
--> statement-breakpoint
CREATE TABLE "pix_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pix_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"txid" text NOT NULL,
	"valor" numeric(10, 2) NOT NULL,
	"requested_by_user_id" integer NOT NULL,
	"status" text DEFAULT 'aberta' NOT NULL,
	"paid_at" timestamp with time zone,
	"settled_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_charges_status_check" CHECK ("pix_charges"."status" in ('aberta', 'paga')),
	CONSTRAINT "pix_charges_valor_check" CHECK ("pix_charges"."valor" > 0)
);
--> statement-breakpoint
ALTER TABLE "pix_charge_items" ADD CONSTRAINT "pix_charge_items_charge_id_pix_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."pix_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charge_items" ADD CONSTRAINT "pix_charge_items_monthly_payment_id_monthly_payments_id_fk" FOREIGN KEY ("monthly_payment_id") REFERENCES "public"."monthly_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_settled_by_user_id_users_id_fk" FOREIGN KEY ("settled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pix_charge_items_monthly_payment_id_idx" ON "pix_charge_items" USING btree ("monthly_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pix_charges_txid_unique" ON "pix_charges" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "pix_charges_requested_by_user_id_idx" ON "pix_charges" USING btree ("requested_by_user_id");