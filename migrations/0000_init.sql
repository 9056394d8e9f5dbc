CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"changes" jsonb,
	"ip" varchar(45),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"used_at" timestamp with time zone,
	"requested_ip" varchar(45),
	"requested_user_agent" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" varchar(45),
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"nome_completo" text,
	"email" text NOT NULL,
	"cpf" varchar(11),
	"data_nascimento" date,
	"telefone" varchar(20),
	"senha" text NOT NULL,
	"tipo" text NOT NULL,
	"company_id" integer,
	"atleta_id" integer,
	"ativo" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'ativo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_tipo_check" CHECK ("users"."tipo" in ('administrador', 'professor', 'assistente', 'cliente')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('ativo', 'inativo'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"razao_social" text NOT NULL,
	"nome_fantasia" text NOT NULL,
	"cnpj" varchar(14) NOT NULL,
	"endereco" text,
	"telefone" varchar(20),
	"email" text,
	"responsavel_nome" text,
	"responsavel_cpf" varchar(11),
	"responsavel_funcao" text,
	"status" text DEFAULT 'ativo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('ativo', 'inativo'))
);
--> statement-breakpoint
CREATE TABLE "athlete_guardians" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "athlete_guardians_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"athlete_id" integer NOT NULL,
	"nome" text NOT NULL,
	"cpf" varchar(11),
	"telefone" varchar(20),
	"email" text,
	"parentesco" text NOT NULL,
	"principal" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "athlete_guardians_parentesco_check" CHECK ("athlete_guardians"."parentesco" in ('avo', 'mae', 'outro', 'pai', 'responsavel_legal', 'tio'))
);
--> statement-breakpoint
CREATE TABLE "athletes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "athletes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome_completo" text NOT NULL,
	"data_nascimento" date NOT NULL,
	"sexo" text NOT NULL,
	"cpf" varchar(11) NOT NULL,
	"telefone" varchar(20) NOT NULL,
	"email" text,
	"endereco" text,
	"foto" text,
	"alergias" text,
	"restricoes_medicas" text,
	"observacoes_saude" text,
	"responsavel_nome" text NOT NULL,
	"responsavel_cpf" varchar(11) NOT NULL,
	"responsavel_telefone" varchar(20) NOT NULL,
	"responsavel_parentesco" text NOT NULL,
	"responsavel_email" text,
	"status" text DEFAULT 'ATIVO' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "athletes_sexo_check" CHECK ("athletes"."sexo" in ('M', 'F')),
	CONSTRAINT "athletes_status_check" CHECK ("athletes"."status" in ('ATIVO', 'inativo')),
	CONSTRAINT "athletes_responsavel_parentesco_check" CHECK ("athletes"."responsavel_parentesco" in ('avo', 'mae', 'outro', 'pai', 'responsavel_legal', 'tio'))
);
--> statement-breakpoint
CREATE TABLE "company_responsibles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_responsibles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"nome_completo" text NOT NULL,
	"cargo" text,
	"cpf" varchar(11),
	"telefone" varchar(20),
	"email" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modalities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modalities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_professors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_professors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tipo" text,
	"principal" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"nome" text NOT NULL,
	"categoria" text NOT NULL,
	"modalidade" text NOT NULL,
	"horario" text NOT NULL,
	"dias_semana" text NOT NULL,
	"professor_nome" text,
	"auxiliar_nome" text,
	"status" text DEFAULT 'ativo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_status_check" CHECK ("teams"."status" in ('ativo', 'inativo'))
);
--> statement-breakpoint
CREATE TABLE "unit_modalities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_modalities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"modality_id" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_responsibles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_responsibles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"nome" text NOT NULL,
	"cpf" varchar(11),
	"telefone" varchar(20),
	"tipo" text DEFAULT 'tecnico' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"nome" text NOT NULL,
	"rua" text NOT NULL,
	"numero" text,
	"bairro" text NOT NULL,
	"cidade" text NOT NULL,
	"estado" text NOT NULL,
	"pais" text DEFAULT 'Brasil' NOT NULL,
	"cep" varchar(8),
	"endereco" text,
	"telefone" varchar(20),
	"email" text,
	"responsavel_nome" text,
	"responsavel_cpf" varchar(11),
	"responsavel_funcao" text,
	"status" text DEFAULT 'ativo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_status_check" CHECK ("units"."status" in ('ativo', 'inativo'))
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enrollments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"athlete_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"tipo_matricula" text NOT NULL,
	"tipo_plano" text NOT NULL,
	"valor_mensalidade" numeric(10, 2) NOT NULL,
	"desconto" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"status" text DEFAULT 'ativa' NOT NULL,
	"data_matricula" date NOT NULL,
	"data_vencimento" date NOT NULL,
	"data_inativacao" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollments_tipo_matricula_check" CHECK ("enrollments"."tipo_matricula" in ('experimental', 'promocional', 'regular')),
	CONSTRAINT "enrollments_tipo_plano_check" CHECK ("enrollments"."tipo_plano" in ('anual', 'mensal', 'semestral', 'trimestral')),
	CONSTRAINT "enrollments_status_check" CHECK ("enrollments"."status" in ('ativa', 'inativa', 'cancelada', 'suspensa', 'pendente')),
	CONSTRAINT "enrollments_valor_mensalidade_check" CHECK ("enrollments"."valor_mensalidade" >= 0),
	CONSTRAINT "enrollments_desconto_check" CHECK ("enrollments"."desconto" >= 0 and "enrollments"."desconto" <= "enrollments"."valor_mensalidade")
);
--> statement-breakpoint
CREATE TABLE "monthly_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monthly_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enrollment_id" integer NOT NULL,
	"numero_mensalidade" integer NOT NULL,
	"valor" numeric(10, 2) NOT NULL,
	"valor_desconto" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"valor_pago" numeric(10, 2),
	"data_vencimento" date NOT NULL,
	"data_pagamento" date,
	"metodo_pagamento" text,
	"processed_by_user_id" integer,
	"status" text DEFAULT 'pendente' NOT NULL,
	"observacoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_payments_status_check" CHECK ("monthly_payments"."status" in ('pendente', 'pago', 'atrasado', 'cancelado')),
	CONSTRAINT "monthly_payments_metodo_pagamento_check" CHECK ("monthly_payments"."metodo_pagamento" in ('cartao_credito', 'cartao_debito', 'dinheiro', 'pix')),
	CONSTRAINT "monthly_payments_numero_mensalidade_check" CHECK ("monthly_payments"."numero_mensalidade" >= 1),
	CONSTRAINT "monthly_payments_valor_check" CHECK ("monthly_payments"."valor" >= 0),
	CONSTRAINT "monthly_payments_valor_desconto_check" CHECK ("monthly_payments"."valor_desconto" >= 0),
	CONSTRAINT "monthly_payments_valor_pago_check" CHECK ("monthly_payments"."valor_pago" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_value_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_value_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enrollment_id" integer NOT NULL,
	"old_value" numeric(10, 2) NOT NULL,
	"new_value" numeric(10, 2) NOT NULL,
	"change_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_value_history_old_value_check" CHECK ("payment_value_history"."old_value" >= 0),
	CONSTRAINT "payment_value_history_new_value_check" CHECK ("payment_value_history"."new_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "team_change_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_change_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enrollment_id" integer NOT NULL,
	"old_team_id" integer,
	"new_team_id" integer,
	"change_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_tipo_check" CHECK ("categories"."tipo" in ('receita', 'despesa'))
);
--> statement-breakpoint
CREATE TABLE "financial_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "financial_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" text NOT NULL,
	"category_id" integer,
	"subcategory_id" integer,
	"categoria" text NOT NULL,
	"subcategoria" text,
	"descricao" text,
	"valor" numeric(10, 2) NOT NULL,
	"data" date NOT NULL,
	"unit_id" integer,
	"enrollment_id" integer,
	"monthly_payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_records_tipo_check" CHECK ("financial_records"."tipo" in ('receita', 'despesa')),
	CONSTRAINT "financial_records_valor_check" CHECK ("financial_records"."valor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subcategories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"category_id" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" text NOT NULL,
	"subtitulo" text,
	"conteudo" text NOT NULL,
	"imagem_principal" text,
	"categoria" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"destaque_home" boolean DEFAULT false NOT NULL,
	"notificar_usuarios" boolean DEFAULT false NOT NULL,
	"link_externo" text,
	"data_publicacao" timestamp with time zone,
	"data_expiracao" timestamp with time zone,
	"autor" text,
	"autor_id" integer,
	"visualizacoes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_status_check" CHECK ("news"."status" in ('rascunho', 'publicado', 'cancelado')),
	CONSTRAINT "news_categoria_check" CHECK ("news"."categoria" in ('Competições', 'Treinamentos', 'Eventos', 'Conquistas', 'Avisos', 'Geral')),
	CONSTRAINT "news_visualizacoes_check" CHECK ("news"."visualizacoes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "atividades_treino" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "atividades_treino_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plano_treino_id" integer NOT NULL,
	"descricao" text NOT NULL,
	"tags_habilidades" text,
	"nivel" text NOT NULL,
	"tempo_estimado" integer NOT NULL,
	"ordem" integer DEFAULT 1 NOT NULL,
	"tipo" text NOT NULL,
	"materiais" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "atividades_treino_tempo_estimado_check" CHECK ("atividades_treino"."tempo_estimado" >= 1),
	CONSTRAINT "atividades_treino_ordem_check" CHECK ("atividades_treino"."ordem" >= 1)
);
--> statement-breakpoint
CREATE TABLE "cronograma_treinos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cronograma_treinos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"turma_id" integer NOT NULL,
	"plano_treino_id" integer NOT NULL,
	"data" date NOT NULL,
	"status_execucao" text DEFAULT 'planejado' NOT NULL,
	"observacoes" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cronograma_treinos_status_execucao_check" CHECK ("cronograma_treinos"."status_execucao" in ('planejado', 'aplicado', 'cancelado'))
);
--> statement-breakpoint
CREATE TABLE "planos_treino" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "planos_treino_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" text NOT NULL,
	"objetivo_geral" text NOT NULL,
	"categoria" text NOT NULL,
	"modalidade" text NOT NULL,
	"tempo_total_estimado" integer NOT NULL,
	"materiais_gerais" text,
	"observacoes" text,
	"tags" text,
	"status" text DEFAULT 'ativo' NOT NULL,
	"criado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planos_treino_status_check" CHECK ("planos_treino"."status" in ('ativo', 'inativo')),
	CONSTRAINT "planos_treino_tempo_total_estimado_check" CHECK ("planos_treino"."tempo_total_estimado" >= 0)
);
--> statement-breakpoint
CREATE TABLE "programa_atividades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programa_atividades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"programa_treinamento_id" integer NOT NULL,
	"atividade_id" integer NOT NULL,
	"ordem" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programa_atividades_ordem_check" CHECK ("programa_atividades"."ordem" >= 1)
);
--> statement-breakpoint
CREATE TABLE "programas_treinamento" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programas_treinamento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" varchar(255) NOT NULL,
	"descricao" text,
	"tags" text,
	"tempo_total_estimado" integer DEFAULT 0 NOT NULL,
	"situacao" varchar(20) DEFAULT 'ativo' NOT NULL,
	"criado_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programas_treinamento_situacao_check" CHECK ("programas_treinamento"."situacao" in ('ativo', 'inativo')),
	CONSTRAINT "programas_treinamento_tempo_total_estimado_check" CHECK ("programas_treinamento"."tempo_total_estimado" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_favorite_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_favorite_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plano_treino_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "championships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "championships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"descricao" text,
	"modalidade" text NOT NULL,
	"formato" text NOT NULL,
	"temporada" text NOT NULL,
	"data_inicio" date NOT NULL,
	"data_fim" date,
	"status" text DEFAULT 'planejado' NOT NULL,
	"organizador" text,
	"local" text,
	"observacoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "championships_modalidade_check" CHECK ("championships"."modalidade" in ('futebol', 'futsal', 'basquete', 'volei', 'handebol')),
	CONSTRAINT "championships_formato_check" CHECK ("championships"."formato" in ('eliminatoria', 'grupos', 'pontos_corridos')),
	CONSTRAINT "championships_status_check" CHECK ("championships"."status" in ('planejado', 'andamento', 'finalizado', 'cancelado')),
	CONSTRAINT "championships_data_fim_check" CHECK ("championships"."data_fim" >= "championships"."data_inicio")
);
--> statement-breakpoint
CREATE TABLE "external_teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"categoria" text,
	"modalidade" text NOT NULL,
	"cidade" text,
	"estado" text,
	"contato" text,
	"telefone" varchar(20),
	"email" text,
	"observacoes" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"athlete_id" integer,
	"assistente_id" integer,
	"tipo_evento" text NOT NULL,
	"minuto" integer NOT NULL,
	"descricao" text,
	"time_evento" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_events_tipo_evento_check" CHECK ("game_events"."tipo_evento" in ('gol', 'cartao_amarelo', 'cartao_vermelho', 'substituicao')),
	CONSTRAINT "game_events_time_evento_check" CHECK ("game_events"."time_evento" in ('casa', 'visitante')),
	CONSTRAINT "game_events_minuto_check" CHECK ("game_events"."minuto" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_lineups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_lineups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"posicao" text NOT NULL,
	"titular" boolean DEFAULT true NOT NULL,
	"numero_uniforme" integer,
	"entrada_minuto" integer DEFAULT 0 NOT NULL,
	"saida_minuto" integer,
	"substituido" boolean DEFAULT false NOT NULL,
	"substituto_id" integer,
	"observacoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_lineups_numero_uniforme_check" CHECK ("game_lineups"."numero_uniforme" >= 0),
	CONSTRAINT "game_lineups_entrada_minuto_check" CHECK ("game_lineups"."entrada_minuto" >= 0),
	CONSTRAINT "game_lineups_saida_minuto_check" CHECK ("game_lineups"."saida_minuto" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_player_stats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_player_stats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"gols" integer DEFAULT 0 NOT NULL,
	"assistencias" integer DEFAULT 0 NOT NULL,
	"cartoes_amarelos" integer DEFAULT 0 NOT NULL,
	"cartoes_vermelhos" integer DEFAULT 0 NOT NULL,
	"minutos_jogados" integer DEFAULT 0 NOT NULL,
	"faltas" integer DEFAULT 0 NOT NULL,
	"faltas_sofridas" integer DEFAULT 0 NOT NULL,
	"chutes_gol" integer DEFAULT 0 NOT NULL,
	"chutes_fora_gol" integer DEFAULT 0 NOT NULL,
	"defesas" integer DEFAULT 0 NOT NULL,
	"observacoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_player_stats_stats_check" CHECK ("game_player_stats"."gols" >= 0 and "game_player_stats"."assistencias" >= 0 and "game_player_stats"."cartoes_amarelos" >= 0 and "game_player_stats"."cartoes_vermelhos" >= 0
        and "game_player_stats"."minutos_jogados" >= 0 and "game_player_stats"."faltas" >= 0 and "game_player_stats"."faltas_sofridas" >= 0 and "game_player_stats"."chutes_gol" >= 0
        and "game_player_stats"."chutes_fora_gol" >= 0 and "game_player_stats"."defesas" >= 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"championship_id" integer,
	"home_team_id" integer,
	"away_team_id" integer,
	"home_team_external" boolean DEFAULT false NOT NULL,
	"away_team_internal" boolean DEFAULT false NOT NULL,
	"data_hora" timestamp with time zone NOT NULL,
	"local" text NOT NULL,
	"endereco" text,
	"natureza" text NOT NULL,
	"fase" text,
	"rodada" text,
	"placar_casa" integer,
	"placar_visitante" integer,
	"status" text DEFAULT 'agendado' NOT NULL,
	"arbitro" text,
	"observacoes" text,
	"tecnico_responsavel" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_natureza_check" CHECK ("games"."natureza" in ('amistoso', 'oficial', 'treino', 'peneira')),
	CONSTRAINT "games_status_check" CHECK ("games"."status" in ('agendado', 'andamento', 'finalizado', 'cancelado', 'adiado')),
	CONSTRAINT "games_placar_casa_check" CHECK ("games"."placar_casa" >= 0),
	CONSTRAINT "games_placar_visitante_check" CHECK ("games"."placar_visitante" >= 0)
);
--> statement-breakpoint
CREATE TABLE "managed_teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "managed_teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" text NOT NULL,
	"categoria" text NOT NULL,
	"modalidade" text DEFAULT 'futebol' NOT NULL,
	"status" text DEFAULT 'ativa' NOT NULL,
	"tecnico_responsavel" text,
	"observacoes" text,
	"cor_uniforme" text,
	"numero_maximo_atletas" integer DEFAULT 25 NOT NULL,
	"unit_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "managed_teams_status_check" CHECK ("managed_teams"."status" in ('ativa', 'inativa', 'arquivada')),
	CONSTRAINT "managed_teams_numero_maximo_atletas_check" CHECK ("managed_teams"."numero_maximo_atletas" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "team_athlete_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_athlete_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"acao" text NOT NULL,
	"posicao_anterior" text,
	"posicao_nova" text,
	"numero_anterior" integer,
	"numero_novo" integer,
	"capitao_anterior" boolean,
	"capitao_novo" boolean,
	"usuario_responsavel" integer,
	"observacoes" text,
	"data_acao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_athlete_history_acao_check" CHECK ("team_athlete_history"."acao" in ('adicionado', 'removido', 'alterado'))
);
--> statement-breakpoint
CREATE TABLE "team_athletes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_athletes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"posicao_preferencial" text,
	"numero_uniforme" integer,
	"capitao" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"data_entrada" date NOT NULL,
	"data_saida" date,
	"observacoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_athletes_numero_uniforme_check" CHECK ("team_athletes"."numero_uniforme" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_atleta_id_athletes_id_fk" FOREIGN KEY ("atleta_id") REFERENCES "public"."athletes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_guardians" ADD CONSTRAINT "athlete_guardians_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_responsibles" ADD CONSTRAINT "company_responsibles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_professors" ADD CONSTRAINT "team_professors_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_professors" ADD CONSTRAINT "team_professors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_modalities" ADD CONSTRAINT "unit_modalities_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_modalities" ADD CONSTRAINT "unit_modalities_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_responsibles" ADD CONSTRAINT "unit_responsibles_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_payments" ADD CONSTRAINT "monthly_payments_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_payments" ADD CONSTRAINT "monthly_payments_processed_by_user_id_users_id_fk" FOREIGN KEY ("processed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_value_history" ADD CONSTRAINT "payment_value_history_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_change_history" ADD CONSTRAINT "team_change_history_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_change_history" ADD CONSTRAINT "team_change_history_old_team_id_teams_id_fk" FOREIGN KEY ("old_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_change_history" ADD CONSTRAINT "team_change_history_new_team_id_teams_id_fk" FOREIGN KEY ("new_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_records" ADD CONSTRAINT "financial_records_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_records" ADD CONSTRAINT "financial_records_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_records" ADD CONSTRAINT "financial_records_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_records" ADD CONSTRAINT "financial_records_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_records" ADD CONSTRAINT "financial_records_monthly_payment_id_monthly_payments_id_fk" FOREIGN KEY ("monthly_payment_id") REFERENCES "public"."monthly_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atividades_treino" ADD CONSTRAINT "atividades_treino_plano_treino_id_planos_treino_id_fk" FOREIGN KEY ("plano_treino_id") REFERENCES "public"."planos_treino"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cronograma_treinos" ADD CONSTRAINT "cronograma_treinos_turma_id_teams_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cronograma_treinos" ADD CONSTRAINT "cronograma_treinos_plano_treino_id_planos_treino_id_fk" FOREIGN KEY ("plano_treino_id") REFERENCES "public"."planos_treino"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planos_treino" ADD CONSTRAINT "planos_treino_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programa_atividades" ADD CONSTRAINT "programa_atividades_atividade_id_planos_treino_id_fk" FOREIGN KEY ("atividade_id") REFERENCES "public"."planos_treino"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programa_atividades" ADD CONSTRAINT "programa_atividades_programa_treinamento_id_fk" FOREIGN KEY ("programa_treinamento_id") REFERENCES "public"."programas_treinamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programas_treinamento" ADD CONSTRAINT "programas_treinamento_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorite_activities" ADD CONSTRAINT "user_favorite_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorite_activities" ADD CONSTRAINT "user_favorite_activities_plano_treino_id_planos_treino_id_fk" FOREIGN KEY ("plano_treino_id") REFERENCES "public"."planos_treino"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_assistente_id_athletes_id_fk" FOREIGN KEY ("assistente_id") REFERENCES "public"."athletes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lineups" ADD CONSTRAINT "game_lineups_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lineups" ADD CONSTRAINT "game_lineups_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lineups" ADD CONSTRAINT "game_lineups_substituto_id_athletes_id_fk" FOREIGN KEY ("substituto_id") REFERENCES "public"."athletes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_player_stats" ADD CONSTRAINT "game_player_stats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_player_stats" ADD CONSTRAINT "game_player_stats_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_championship_id_championships_id_fk" FOREIGN KEY ("championship_id") REFERENCES "public"."championships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_away_team_id_external_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."external_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managed_teams" ADD CONSTRAINT "managed_teams_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_athlete_history" ADD CONSTRAINT "team_athlete_history_team_id_managed_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."managed_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_athlete_history" ADD CONSTRAINT "team_athlete_history_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_athlete_history" ADD CONSTRAINT "team_athlete_history_usuario_responsavel_users_id_fk" FOREIGN KEY ("usuario_responsavel") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_athletes" ADD CONSTRAINT "team_athletes_team_id_managed_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."managed_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_athletes" ADD CONSTRAINT "team_athletes_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_user_id_idx" ON "audit_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_cpf_unique" ON "users" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "users_company_id_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "users_atleta_id_idx" ON "users" USING btree ("atleta_id");--> statement-breakpoint
CREATE INDEX "users_tipo_idx" ON "users" USING btree ("tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_cnpj_unique" ON "companies" USING btree ("cnpj");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status");--> statement-breakpoint
CREATE INDEX "athlete_guardians_athlete_id_idx" ON "athlete_guardians" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "athlete_guardians_cpf_idx" ON "athlete_guardians" USING btree ("cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "athletes_cpf_unique" ON "athletes" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "athletes_responsavel_cpf_idx" ON "athletes" USING btree ("responsavel_cpf");--> statement-breakpoint
CREATE INDEX "athletes_status_idx" ON "athletes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "athletes_nome_completo_idx" ON "athletes" USING btree ("nome_completo");--> statement-breakpoint
CREATE INDEX "company_responsibles_company_id_idx" ON "company_responsibles" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "modalities_nome_unique" ON "modalities" USING btree ("nome");--> statement-breakpoint
CREATE UNIQUE INDEX "team_professors_team_id_user_id_unique" ON "team_professors" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "team_professors_user_id_idx" ON "team_professors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teams_unit_id_idx" ON "teams" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "teams_status_idx" ON "teams" USING btree ("status");--> statement-breakpoint
CREATE INDEX "teams_categoria_idx" ON "teams" USING btree ("categoria");--> statement-breakpoint
CREATE INDEX "teams_modalidade_idx" ON "teams" USING btree ("modalidade");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_modalities_unit_id_modality_id_unique" ON "unit_modalities" USING btree ("unit_id","modality_id");--> statement-breakpoint
CREATE INDEX "unit_modalities_modality_id_idx" ON "unit_modalities" USING btree ("modality_id");--> statement-breakpoint
CREATE INDEX "unit_responsibles_unit_id_idx" ON "unit_responsibles" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "units_company_id_idx" ON "units" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "units_status_idx" ON "units" USING btree ("status");--> statement-breakpoint
CREATE INDEX "units_nome_idx" ON "units" USING btree ("nome");--> statement-breakpoint
CREATE INDEX "enrollments_athlete_id_idx" ON "enrollments" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "enrollments_team_id_idx" ON "enrollments" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "enrollments_status_idx" ON "enrollments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "enrollments_data_vencimento_idx" ON "enrollments" USING btree ("data_vencimento");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_payments_enrollment_id_numero_mensalidade_unique" ON "monthly_payments" USING btree ("enrollment_id","numero_mensalidade");--> statement-breakpoint
CREATE INDEX "monthly_payments_status_idx" ON "monthly_payments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "monthly_payments_data_vencimento_idx" ON "monthly_payments" USING btree ("data_vencimento");--> statement-breakpoint
CREATE INDEX "monthly_payments_processed_by_user_id_idx" ON "monthly_payments" USING btree ("processed_by_user_id");--> statement-breakpoint
CREATE INDEX "payment_value_history_enrollment_id_idx" ON "payment_value_history" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "team_change_history_enrollment_id_idx" ON "team_change_history" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "team_change_history_old_team_id_idx" ON "team_change_history" USING btree ("old_team_id");--> statement-breakpoint
CREATE INDEX "team_change_history_new_team_id_idx" ON "team_change_history" USING btree ("new_team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_nome_tipo_unique" ON "categories" USING btree ("nome","tipo");--> statement-breakpoint
CREATE INDEX "categories_tipo_idx" ON "categories" USING btree ("tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_records_monthly_payment_id_unique" ON "financial_records" USING btree ("monthly_payment_id");--> statement-breakpoint
CREATE INDEX "financial_records_tipo_idx" ON "financial_records" USING btree ("tipo");--> statement-breakpoint
CREATE INDEX "financial_records_data_idx" ON "financial_records" USING btree ("data");--> statement-breakpoint
CREATE INDEX "financial_records_categoria_idx" ON "financial_records" USING btree ("categoria");--> statement-breakpoint
CREATE INDEX "financial_records_category_id_idx" ON "financial_records" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "financial_records_subcategory_id_idx" ON "financial_records" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "financial_records_unit_id_idx" ON "financial_records" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "financial_records_enrollment_id_idx" ON "financial_records" USING btree ("enrollment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_category_id_nome_unique" ON "subcategories" USING btree ("category_id","nome");--> statement-breakpoint
CREATE INDEX "news_status_idx" ON "news" USING btree ("status");--> statement-breakpoint
CREATE INDEX "news_categoria_idx" ON "news" USING btree ("categoria");--> statement-breakpoint
CREATE INDEX "news_data_publicacao_idx" ON "news" USING btree ("data_publicacao");--> statement-breakpoint
CREATE INDEX "news_autor_id_idx" ON "news" USING btree ("autor_id");--> statement-breakpoint
CREATE INDEX "atividades_treino_plano_treino_id_idx" ON "atividades_treino" USING btree ("plano_treino_id");--> statement-breakpoint
CREATE INDEX "cronograma_treinos_turma_id_idx" ON "cronograma_treinos" USING btree ("turma_id");--> statement-breakpoint
CREATE INDEX "cronograma_treinos_plano_treino_id_idx" ON "cronograma_treinos" USING btree ("plano_treino_id");--> statement-breakpoint
CREATE INDEX "cronograma_treinos_data_idx" ON "cronograma_treinos" USING btree ("data");--> statement-breakpoint
CREATE INDEX "cronograma_treinos_status_execucao_idx" ON "cronograma_treinos" USING btree ("status_execucao");--> statement-breakpoint
CREATE INDEX "planos_treino_status_idx" ON "planos_treino" USING btree ("status");--> statement-breakpoint
CREATE INDEX "planos_treino_categoria_idx" ON "planos_treino" USING btree ("categoria");--> statement-breakpoint
CREATE INDEX "planos_treino_modalidade_idx" ON "planos_treino" USING btree ("modalidade");--> statement-breakpoint
CREATE INDEX "planos_treino_criado_por_idx" ON "planos_treino" USING btree ("criado_por");--> statement-breakpoint
CREATE UNIQUE INDEX "programa_atividades_programa_treinamento_id_atividade_id_unique" ON "programa_atividades" USING btree ("programa_treinamento_id","atividade_id");--> statement-breakpoint
CREATE INDEX "programa_atividades_atividade_id_idx" ON "programa_atividades" USING btree ("atividade_id");--> statement-breakpoint
CREATE INDEX "programas_treinamento_situacao_idx" ON "programas_treinamento" USING btree ("situacao");--> statement-breakpoint
CREATE INDEX "programas_treinamento_criado_por_idx" ON "programas_treinamento" USING btree ("criado_por");--> statement-breakpoint
CREATE UNIQUE INDEX "user_favorite_activities_user_id_plano_treino_id_unique" ON "user_favorite_activities" USING btree ("user_id","plano_treino_id");--> statement-breakpoint
CREATE INDEX "user_favorite_activities_plano_treino_id_idx" ON "user_favorite_activities" USING btree ("plano_treino_id");--> statement-breakpoint
CREATE INDEX "championships_status_idx" ON "championships" USING btree ("status");--> statement-breakpoint
CREATE INDEX "championships_modalidade_idx" ON "championships" USING btree ("modalidade");--> statement-breakpoint
CREATE INDEX "championships_data_inicio_idx" ON "championships" USING btree ("data_inicio");--> statement-breakpoint
CREATE INDEX "external_teams_modalidade_idx" ON "external_teams" USING btree ("modalidade");--> statement-breakpoint
CREATE INDEX "game_events_game_id_idx" ON "game_events" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_events_athlete_id_idx" ON "game_events" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "game_events_assistente_id_idx" ON "game_events" USING btree ("assistente_id");--> statement-breakpoint
CREATE INDEX "game_events_tipo_evento_idx" ON "game_events" USING btree ("tipo_evento");--> statement-breakpoint
CREATE UNIQUE INDEX "game_lineups_game_id_athlete_id_unique" ON "game_lineups" USING btree ("game_id","athlete_id");--> statement-breakpoint
CREATE INDEX "game_lineups_athlete_id_idx" ON "game_lineups" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "game_lineups_substituto_id_idx" ON "game_lineups" USING btree ("substituto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_player_stats_game_id_athlete_id_unique" ON "game_player_stats" USING btree ("game_id","athlete_id");--> statement-breakpoint
CREATE INDEX "game_player_stats_athlete_id_idx" ON "game_player_stats" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "games_championship_id_idx" ON "games" USING btree ("championship_id");--> statement-breakpoint
CREATE INDEX "games_home_team_id_idx" ON "games" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "games_away_team_id_idx" ON "games" USING btree ("away_team_id");--> statement-breakpoint
CREATE INDEX "games_data_hora_idx" ON "games" USING btree ("data_hora");--> statement-breakpoint
CREATE INDEX "games_status_idx" ON "games" USING btree ("status");--> statement-breakpoint
CREATE INDEX "games_natureza_idx" ON "games" USING btree ("natureza");--> statement-breakpoint
CREATE INDEX "managed_teams_unit_id_idx" ON "managed_teams" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "managed_teams_status_idx" ON "managed_teams" USING btree ("status");--> statement-breakpoint
CREATE INDEX "managed_teams_categoria_idx" ON "managed_teams" USING btree ("categoria");--> statement-breakpoint
CREATE INDEX "managed_teams_modalidade_idx" ON "managed_teams" USING btree ("modalidade");--> statement-breakpoint
CREATE INDEX "team_athlete_history_team_id_idx" ON "team_athlete_history" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "team_athlete_history_athlete_id_idx" ON "team_athlete_history" USING btree ("athlete_id");--> statement-breakpoint
CREATE INDEX "team_athlete_history_usuario_responsavel_idx" ON "team_athlete_history" USING btree ("usuario_responsavel");--> statement-breakpoint
CREATE UNIQUE INDEX "team_athletes_team_id_athlete_id_unique" ON "team_athletes" USING btree ("team_id","athlete_id");--> statement-breakpoint
CREATE INDEX "team_athletes_athlete_id_idx" ON "team_athletes" USING btree ("athlete_id");