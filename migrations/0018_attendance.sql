-- Chamada (issue 24): training sessions, attendance marks, absence notices, dropout alerts, calendar feeds and game call-ups.
CREATE TABLE "absence_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "absence_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"athlete_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"data" date NOT NULL,
	"motivo" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"athlete_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"faltas_seguidas" integer NOT NULL,
	"ultima_falta" date NOT NULL,
	"email_enviado_em" timestamp with time zone,
	"encerrado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_marks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_marks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"status" text NOT NULL,
	"marcado_por_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_marks_status_check" CHECK ("attendance_marks"."status" in ('presente', 'falta', 'justificada'))
);
--> statement-breakpoint
CREATE TABLE "attendance_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"faltas_seguidas_alerta" integer DEFAULT 3 NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_settings_single_row_check" CHECK ("attendance_settings"."id" = 1),
	CONSTRAINT "attendance_settings_faltas_check" CHECK ("attendance_settings"."faltas_seguidas_alerta" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" text NOT NULL,
	"team_id" integer,
	"user_id" integer,
	"token" text NOT NULL,
	"criado_por_user_id" integer,
	"revogado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_tipo_check" CHECK ("calendar_feeds"."tipo" in ('turma', 'familia')),
	CONSTRAINT "calendar_feeds_owner_check" CHECK (("calendar_feeds"."tipo" = 'turma' and "calendar_feeds"."team_id" is not null) or ("calendar_feeds"."tipo" = 'familia' and "calendar_feeds"."user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "game_callups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_callups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"resposta" text,
	"observacao" text,
	"respondido_em" timestamp with time zone,
	"respondido_por_user_id" integer,
	"convocado_por_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_callups_resposta_check" CHECK ("game_callups"."resposta" in ('vai', 'nao_vai'))
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"data" date NOT NULL,
	"cancelada_em" timestamp with time zone,
	"motivo_cancelamento" text,
	"cancelada_por_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_sessions_cancel_reason_check" CHECK ("training_sessions"."cancelada_em" is null or "training_sessions"."motivo_cancelamento" is not null)
);
--> statement-breakpoint
ALTER TABLE "absence_notices" ADD CONSTRAINT "absence_notices_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_notices" ADD CONSTRAINT "absence_notices_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_notices" ADD CONSTRAINT "absence_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_alerts" ADD CONSTRAINT "attendance_alerts_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_alerts" ADD CONSTRAINT "attendance_alerts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_marcado_por_user_id_users_id_fk" FOREIGN KEY ("marcado_por_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD CONSTRAINT "attendance_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_criado_por_user_id_users_id_fk" FOREIGN KEY ("criado_por_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_callups" ADD CONSTRAINT "game_callups_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_callups" ADD CONSTRAINT "game_callups_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_callups" ADD CONSTRAINT "game_callups_respondido_por_user_id_users_id_fk" FOREIGN KEY ("respondido_por_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_callups" ADD CONSTRAINT "game_callups_convocado_por_user_id_users_id_fk" FOREIGN KEY ("convocado_por_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_cancelada_por_user_id_users_id_fk" FOREIGN KEY ("cancelada_por_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "absence_notices_athlete_id_team_id_data_unique" ON "absence_notices" USING btree ("athlete_id","team_id","data");--> statement-breakpoint
CREATE INDEX "absence_notices_team_id_data_idx" ON "absence_notices" USING btree ("team_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_alerts_open_unique" ON "attendance_alerts" USING btree ("athlete_id","team_id") WHERE "attendance_alerts"."encerrado_em" is null;--> statement-breakpoint
CREATE INDEX "attendance_alerts_team_id_idx" ON "attendance_alerts" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_marks_session_id_athlete_id_unique" ON "attendance_marks" USING btree ("session_id","athlete_id");--> statement-breakpoint
CREATE INDEX "attendance_marks_athlete_id_idx" ON "attendance_marks" USING btree ("athlete_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_unique" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_team_active_unique" ON "calendar_feeds" USING btree ("team_id") WHERE "calendar_feeds"."revogado_em" is null and "calendar_feeds"."tipo" = 'turma';--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_active_unique" ON "calendar_feeds" USING btree ("user_id") WHERE "calendar_feeds"."revogado_em" is null and "calendar_feeds"."tipo" = 'familia';--> statement-breakpoint
CREATE UNIQUE INDEX "game_callups_game_id_athlete_id_unique" ON "game_callups" USING btree ("game_id","athlete_id");--> statement-breakpoint
CREATE INDEX "game_callups_athlete_id_idx" ON "game_callups" USING btree ("athlete_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_sessions_team_id_data_unique" ON "training_sessions" USING btree ("team_id","data");--> statement-breakpoint
CREATE INDEX "training_sessions_data_idx" ON "training_sessions" USING btree ("data");