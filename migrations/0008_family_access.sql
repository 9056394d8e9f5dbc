CREATE TABLE "access_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"athlete_id" integer,
	"nome_completo" text NOT NULL,
	"data_nascimento" date NOT NULL,
	"parentesco" text NOT NULL,
	"origem" text DEFAULT 'familia' NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_requests_parentesco_check" CHECK ("access_requests"."parentesco" in ('avo', 'mae', 'outro', 'pai', 'responsavel_legal', 'tio')),
	CONSTRAINT "access_requests_origem_check" CHECK ("access_requests"."origem" in ('familia', 'cpf')),
	CONSTRAINT "access_requests_status_check" CHECK ("access_requests"."status" in ('pendente', 'aprovada', 'recusada'))
);
--> statement-breakpoint
CREATE TABLE "guardian_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guardian_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"athlete_id" integer NOT NULL,
	"email" text NOT NULL,
	"parentesco" text NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" integer,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" integer,
	CONSTRAINT "guardian_invitations_parentesco_check" CHECK ("guardian_invitations"."parentesco" in ('avo', 'mae', 'outro', 'pai', 'responsavel_legal', 'tio'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "aprovacao" text;--> statement-breakpoint
ALTER TABLE "athlete_guardians" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "athlete_guardians" ADD COLUMN "verificacao" text;--> statement-breakpoint
ALTER TABLE "athlete_guardians" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "athlete_guardians" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "athlete_guardians" ADD COLUMN "removed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "contato_atualizado_pela_familia_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_invitations" ADD CONSTRAINT "guardian_invitations_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_invitations" ADD CONSTRAINT "guardian_invitations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_invitations" ADD CONSTRAINT "guardian_invitations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_invitations" ADD CONSTRAINT "guardian_invitations_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_requests_status_created_at_idx" ON "access_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "access_requests_user_id_idx" ON "access_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "access_requests_athlete_id_idx" ON "access_requests" USING btree ("athlete_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_invitations_token_hash_unique" ON "guardian_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "guardian_invitations_athlete_id_idx" ON "guardian_invitations" USING btree ("athlete_id");--> statement-breakpoint
ALTER TABLE "athlete_guardians" ADD CONSTRAINT "athlete_guardians_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_guardians" ADD CONSTRAINT "athlete_guardians_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_guardians" ADD CONSTRAINT "athlete_guardians_removed_by_user_id_users_id_fk" FOREIGN KEY ("removed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "athlete_guardians_athlete_user_unique" ON "athlete_guardians" USING btree ("athlete_id","user_id");--> statement-breakpoint
CREATE INDEX "athlete_guardians_user_active_idx" ON "athlete_guardians" USING btree ("user_id","athlete_id") WHERE "athlete_guardians"."ativo";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_aprovacao_check" CHECK ("users"."aprovacao" in ('pendente', 'recusada'));--> statement-breakpoint
ALTER TABLE "athlete_guardians" ADD CONSTRAINT "athlete_guardians_verificacao_check" CHECK ("athlete_guardians"."verificacao" in ('convite', 'solicitacao', 'cpf_confirmado'));--> statement-breakpoint
-- Issue 19: a family account used to see every athlete whose guardian CPF equalled its own. No
-- link is carried over: each such match waits for the staff as a request to confirm.
INSERT INTO "access_requests" ("user_id", "athlete_id", "nome_completo", "data_nascimento", "parentesco", "origem")
SELECT u."id", a."id", a."nome_completo", a."data_nascimento", a."responsavel_parentesco", 'cpf'
FROM "users" u JOIN "athletes" a ON a."responsavel_cpf" = u."cpf"
WHERE u."tipo" = 'cliente' AND u."cpf" IS NOT NULL;--> statement-breakpoint
-- Staff accounts that signed up themselves and that no administrador has activated or inactivated
-- since are still waiting for approval.
UPDATE "users" u SET "aprovacao" = 'pendente'
WHERE u."tipo" <> 'cliente' AND NOT u."ativo"
  AND EXISTS (SELECT 1 FROM "audit_log" l WHERE l."entity" = 'users' AND l."entity_id" = u."id" AND l."action" = 'register')
  AND NOT EXISTS (SELECT 1 FROM "audit_log" l WHERE l."entity" = 'users' AND l."entity_id" = u."id" AND l."action" IN ('inactivate', 'reactivate'));
