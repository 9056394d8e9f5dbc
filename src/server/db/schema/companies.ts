import { pgTable, text, uniqueIndex, varchar, index } from 'drizzle-orm/pg-core';
import { activeStatuses } from '@domain/fields';
import { id, oneOf, timestamps } from './columns';

export const companies = pgTable(
  'companies',
  {
    id: id(),
    razaoSocial: text().notNull(),
    nomeFantasia: text().notNull(),
    cnpj: varchar({ length: 14 }).notNull(),
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
    uniqueIndex('companies_cnpj_unique').on(t.cnpj),
    index('companies_status_idx').on(t.status),
    oneOf('companies_status_check', t.status, activeStatuses),
  ],
);
