-- Issue 23: the régua de cobrança (reminder days), the reminders sent or opened per instalment, and the guardians who opted out.
CREATE TABLE "dunning_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dunning_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"monthly_payment_id" integer NOT NULL,
	"canal" text NOT NULL,
	"dia_lembrete" integer,
	"status" text NOT NULL,
	"destinatario" text,
	"user_id" integer,
	"detalhe" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dunning_events_canal_check" CHECK ("dunning_events"."canal" in ('email', 'whatsapp')),
	CONSTRAINT "dunning_events_status_check" CHECK ("dunning_events"."status" in ('agendado', 'enviado', 'falhou', 'aberto'))
);
--> statement-breakpoint
CREATE TABLE "reminder_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"dias" integer[] DEFAULT '{-3,0,3,10}' NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_single_row_check" CHECK ("reminder_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "dunning_events" ADD CONSTRAINT "dunning_events_monthly_payment_id_monthly_payments_id_fk" FOREIGN KEY ("monthly_payment_id") REFERENCES "public"."monthly_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_events" ADD CONSTRAINT "dunning_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dunning_events_email_day_unique" ON "dunning_events" USING btree ("monthly_payment_id","dia_lembrete") WHERE "dunning_events"."canal" = 'email';--> statement-breakpoint
CREATE INDEX "dunning_events_monthly_payment_id_idx" ON "dunning_events" USING btree ("monthly_payment_id");