import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { activeStatuses } from '@domain/fields';
import { scheduleStatuses } from '@domain/schedule';
import { programSituacoes } from '@domain/training';
import { day, id, oneOf, timestamps, timestamptz } from './columns';
import { teams } from './organization';
import { users } from './users';

/** Training plans, called "activities" on the screens (spec 2 §3.2). */
export const planosTreino = pgTable(
  'planos_treino',
  {
    id: id(),
    titulo: text().notNull(),
    objetivoGeral: text().notNull(),
    categoria: text().notNull(),
    modalidade: text().notNull(),
    /** Minutes. */
    tempoTotalEstimado: integer().notNull(),
    materiaisGerais: text(),
    observacoes: text(),
    /** Comma-separated. */
    tags: text(),
    status: text({ enum: activeStatuses }).notNull().default('ativo'),
    criadoPor: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('planos_treino_status_idx').on(t.status),
    index('planos_treino_categoria_idx').on(t.categoria),
    index('planos_treino_modalidade_idx').on(t.modalidade),
    index('planos_treino_criado_por_idx').on(t.criadoPor),
    oneOf('planos_treino_status_check', t.status, activeStatuses),
    check('planos_treino_tempo_total_estimado_check', sql`${t.tempoTotalEstimado} >= 0`),
  ],
);

export const atividadesTreino = pgTable(
  'atividades_treino',
  {
    id: id(),
    planoTreinoId: integer()
      .notNull()
      .references(() => planosTreino.id, { onDelete: 'cascade' }),
    descricao: text().notNull(),
    tagsHabilidades: text(),
    nivel: text().notNull(),
    /** Minutes. */
    tempoEstimado: integer().notNull(),
    ordem: integer().notNull().default(1),
    tipo: text().notNull(),
    materiais: text(),
    ...timestamps,
  },
  (t) => [
    index('atividades_treino_plano_treino_id_idx').on(t.planoTreinoId),
    check('atividades_treino_tempo_estimado_check', sql`${t.tempoEstimado} >= 1`),
    check('atividades_treino_ordem_check', sql`${t.ordem} >= 1`),
  ],
);

export const userFavoriteActivities = pgTable(
  'user_favorite_activities',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planoTreinoId: integer()
      .notNull()
      .references(() => planosTreino.id, { onDelete: 'cascade' }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    // Also serves lookups by user_id (its leading column).
    uniqueIndex('user_favorite_activities_user_id_plano_treino_id_unique').on(t.userId, t.planoTreinoId),
    index('user_favorite_activities_plano_treino_id_idx').on(t.planoTreinoId),
  ],
);

export const programasTreinamento = pgTable(
  'programas_treinamento',
  {
    id: id(),
    titulo: varchar({ length: 255 }).notNull(),
    descricao: text(),
    /** A JSON array or comma-separated text, as the client sends it. */
    tags: text(),
    tempoTotalEstimado: integer().notNull().default(0),
    situacao: varchar({ length: 20, enum: programSituacoes }).notNull().default('ativo'),
    criadoPor: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('programas_treinamento_situacao_idx').on(t.situacao),
    index('programas_treinamento_criado_por_idx').on(t.criadoPor),
    oneOf('programas_treinamento_situacao_check', t.situacao, programSituacoes),
    check('programas_treinamento_tempo_total_estimado_check', sql`${t.tempoTotalEstimado} >= 0`),
  ],
);

export const programaAtividades = pgTable(
  'programa_atividades',
  {
    id: id(),
    programaTreinamentoId: integer().notNull(),
    atividadeId: integer()
      .notNull()
      .references(() => planosTreino.id, { onDelete: 'cascade' }),
    // Not unique per program: reordering rewrites 1..n row by row.
    ordem: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    // Named by hand: the generated name is longer than PostgreSQL's 63-character limit.
    foreignKey({
      name: 'programa_atividades_programa_treinamento_id_fk',
      columns: [t.programaTreinamentoId],
      foreignColumns: [programasTreinamento.id],
    }).onDelete('cascade'),
    // Also serves lookups by programa_treinamento_id (its leading column).
    uniqueIndex('programa_atividades_programa_treinamento_id_atividade_id_unique').on(
      t.programaTreinamentoId,
      t.atividadeId,
    ),
    index('programa_atividades_atividade_id_idx').on(t.atividadeId),
    check('programa_atividades_ordem_check', sql`${t.ordem} >= 1`),
  ],
);

export const cronogramaTreinos = pgTable(
  'cronograma_treinos',
  {
    id: id(),
    turmaId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    planoTreinoId: integer()
      .notNull()
      .references(() => planosTreino.id, { onDelete: 'cascade' }),
    data: day().notNull(),
    statusExecucao: text({ enum: scheduleStatuses }).notNull().default('planejado'),
    observacoes: text(),
    criadoEm: timestamptz().notNull().defaultNow(),
    atualizadoEm: timestamptz()
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('cronograma_treinos_turma_id_idx').on(t.turmaId),
    index('cronograma_treinos_plano_treino_id_idx').on(t.planoTreinoId),
    index('cronograma_treinos_data_idx').on(t.data),
    index('cronograma_treinos_status_execucao_idx').on(t.statusExecucao),
    oneOf('cronograma_treinos_status_execucao_check', t.statusExecucao, scheduleStatuses),
  ],
);
