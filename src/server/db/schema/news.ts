import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { newsCategories, newsStatuses } from '@domain/news';
import { id, oneOf, timestamps, timestamptz } from './columns';
import { users } from './users';

export const news = pgTable(
  'news',
  {
    id: id(),
    titulo: text().notNull(),
    subtitulo: text(),
    conteudo: text().notNull(),
    imagemPrincipal: text(),
    categoria: text({ enum: newsCategories }).notNull(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    status: text({ enum: newsStatuses }).notNull().default('rascunho'),
    destaqueHome: boolean().notNull().default(false),
    notificarUsuarios: boolean().notNull().default(false),
    linkExterno: text(),
    dataPublicacao: timestamptz(),
    dataExpiracao: timestamptz(),
    autor: text(),
    autorId: integer().references(() => users.id, { onDelete: 'set null' }),
    visualizacoes: integer().notNull().default(0),
    /** When notificarUsuarios was acted on: once, when the news became visible to readers. */
    notificacaoEnviadaEm: timestamptz(),
    ...timestamps,
  },
  (t) => [
    index('news_status_idx').on(t.status),
    index('news_categoria_idx').on(t.categoria),
    index('news_data_publicacao_idx').on(t.dataPublicacao),
    index('news_autor_id_idx').on(t.autorId),
    oneOf('news_status_check', t.status, newsStatuses),
    oneOf('news_categoria_check', t.categoria, newsCategories),
    check('news_visualizacoes_check', sql`${t.visualizacoes} >= 0`),
  ],
);
