import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { activeStatuses } from '@domain/fields';
import { id, oneOf, timestamps } from './columns';
import { companies } from './companies';
import { users } from './users';

export const units = pgTable(
  'units',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    nome: text().notNull(),
    rua: text().notNull(),
    numero: text(),
    bairro: text().notNull(),
    cidade: text().notNull(),
    estado: text().notNull(),
    pais: text().notNull().default('Brasil'),
    /** Digits only, like CPF and phone numbers. */
    cep: varchar({ length: 8 }),
    endereco: text(),
    telefone: varchar({ length: 20 }),
    email: text(),
    responsavelNome: text(),
    responsavelCpf: varchar({ length: 11 }),
    responsavelFuncao: text(),
    status: text({ enum: activeStatuses }).notNull().default('ativo'),
    ...timestamps,
  },
  (t) => [
    index('units_company_id_idx').on(t.companyId),
    index('units_status_idx').on(t.status),
    index('units_nome_idx').on(t.nome),
    oneOf('units_status_check', t.status, activeStatuses),
  ],
);

/** Modalities offered by the school; teams store the modality by name. */
export const modalities = pgTable(
  'modalities',
  {
    id: id(),
    nome: text().notNull(),
    ativo: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('modalities_nome_unique').on(t.nome)],
);

export const companyResponsibles = pgTable(
  'company_responsibles',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    nomeCompleto: text().notNull(),
    cargo: text(),
    cpf: varchar({ length: 11 }),
    telefone: varchar({ length: 20 }),
    email: text(),
    ativo: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index('company_responsibles_company_id_idx').on(t.companyId)],
);

export const unitResponsibles = pgTable(
  'unit_responsibles',
  {
    id: id(),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    nome: text().notNull(),
    cpf: varchar({ length: 11 }),
    telefone: varchar({ length: 20 }),
    tipo: text().notNull().default('tecnico'),
    ativo: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index('unit_responsibles_unit_id_idx').on(t.unitId)],
);

export const unitModalities = pgTable(
  'unit_modalities',
  {
    id: id(),
    unitId: integer()
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    modalityId: integer()
      .notNull()
      .references(() => modalities.id, { onDelete: 'cascade' }),
    ativo: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // Also serves lookups by unit_id (its leading column).
    uniqueIndex('unit_modalities_unit_id_modality_id_unique').on(t.unitId, t.modalityId),
    index('unit_modalities_modality_id_idx').on(t.modalityId),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: id(),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    nome: text().notNull(),
    categoria: text().notNull(),
    modalidade: text().notNull(),
    horario: text().notNull(),
    /** JSON list of weekday ids, e.g. '["segunda","quarta"]'. */
    diasSemana: text().notNull(),
    professorNome: text(),
    auxiliarNome: text(),
    status: text({ enum: activeStatuses }).notNull().default('ativo'),
    /** Raised by a trigger (migration 0025) when the horario changes: its sessions' SEQUENCE in the calendar feeds. */
    revisao: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('teams_unit_id_idx').on(t.unitId),
    index('teams_status_idx').on(t.status),
    index('teams_categoria_idx').on(t.categoria),
    index('teams_modalidade_idx').on(t.modalidade),
    oneOf('teams_status_check', t.status, activeStatuses),
  ],
);

export const teamProfessors = pgTable(
  'team_professors',
  {
    id: id(),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipo: text(),
    principal: boolean().notNull().default(false),
    ativo: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('team_professors_team_id_user_id_unique').on(t.teamId, t.userId),
    index('team_professors_user_id_idx').on(t.userId),
  ],
);
