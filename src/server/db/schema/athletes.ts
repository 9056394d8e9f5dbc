import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { athleteStatuses, kinships, sexes } from '@domain/athletes';
import { day, id, oneOf, timestamps, timestamptz } from './columns';

export const athletes = pgTable(
  'athletes',
  {
    id: id(),
    nomeCompleto: text().notNull(),
    dataNascimento: day().notNull(),
    sexo: text({ enum: sexes }).notNull(),
    cpf: varchar({ length: 11 }).notNull(),
    telefone: varchar({ length: 20 }).notNull(),
    email: text(),
    endereco: text(),
    /** 300×300 JPEG data URL; lists carry a photo URL instead (docs/architecture.md "Images and photos"). */
    foto: text(),
    alergias: text(),
    restricoesMedicas: text(),
    observacoesSaude: text(),
    responsavelNome: text().notNull(),
    responsavelCpf: varchar({ length: 11 }).notNull(),
    responsavelTelefone: varchar({ length: 20 }).notNull(),
    responsavelParentesco: text({ enum: kinships }).notNull(),
    responsavelEmail: text(),
    status: text({ enum: athleteStatuses }).notNull().default('ATIVO'),
    /** Set when the family changes the contact data in Minha família, so staff see who changed it. */
    contatoAtualizadoPelaFamiliaEm: timestamptz(),
    /**
     * Name and guardian name without accents or case (migration 0002's function), stored so a
     * search reads it instead of recomputing it for every candidate row.
     */
    searchText: text().generatedAlwaysAs(sql`plantel_search_text(nome_completo || ' ' || responsavel_nome)`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('athletes_cpf_unique').on(t.cpf),
    index('athletes_responsavel_cpf_idx').on(t.responsavelCpf),
    index('athletes_status_idx').on(t.status),
    index('athletes_nome_completo_idx').on(t.nomeCompleto),
    oneOf('athletes_sexo_check', t.sexo, sexes),
    oneOf('athletes_status_check', t.status, athleteStatuses),
    oneOf('athletes_responsavel_parentesco_check', t.responsavelParentesco, kinships),
  ],
);
