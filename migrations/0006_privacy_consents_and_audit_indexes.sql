CREATE TABLE "consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"athlete_id" integer,
	"titular_nome" text NOT NULL,
	"titular_cpf" varchar(11),
	"origem" text NOT NULL,
	"policy_version" text NOT NULL,
	"recorded_by_user_id" integer,
	"ip" varchar(45),
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" integer,
	CONSTRAINT "consents_origem_check" CHECK ("consents"."origem" in ('cadastro', 'cadastro-rapido', 'cadastro-atleta', 'conta'))
);
--> statement-breakpoint
DROP INDEX "audit_log_user_id_idx";--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_id_idx" ON "consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "consents_athlete_id_idx" ON "consents" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "consents_titular_cpf_idx" ON "consents" USING btree ("titular_cpf");--> statement-breakpoint
CREATE INDEX "consents_recorded_by_user_id_idx" ON "consents" USING btree ("recorded_by_user_id");--> statement-breakpoint
CREATE INDEX "consents_revoked_by_user_id_idx" ON "consents" USING btree ("revoked_by_user_id");--> statement-breakpoint
CREATE INDEX "audit_log_user_id_created_at_idx" ON "audit_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_created_at_idx" ON "audit_log" USING btree ("entity","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_at_idx" ON "audit_log" USING btree ("action","created_at");