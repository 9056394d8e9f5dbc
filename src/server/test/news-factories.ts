import { firstRow } from '../db/rows';
import type { Executor } from '../db/client';
import { news } from '../db/schema/index';

let sequence = 0;

/** A 1×1 PNG as a data URL: the smallest image the API accepts as a main image. */
export const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** What the news form sends for a new item (spec 2 §7 POST /api/news), overridable field by field. */
export function newsInput(overrides: Record<string, unknown> = {}) {
  const n = ++sequence;
  return {
    titulo: `Festival de inverno ${n}`,
    subtitulo: 'Jogos entre turmas no sábado',
    conteudo: 'Todas as turmas participam.\nTragam as famílias!',
    categoria: 'Eventos',
    tags: ['festival', 'famílias'],
    status: 'rascunho',
    destaqueHome: false,
    notificarUsuarios: false,
    ...overrides,
  };
}

/** A news row written straight to the table (any status, dates in the past or future). */
export async function makeNews(db: Executor, overrides: Partial<typeof news.$inferInsert> = {}) {
  const n = ++sequence;
  const row = firstRow(
    await db
    .insert(news)
    .values({
      titulo: `Notícia ${n}`,
      conteudo: `Conteúdo da notícia ${n}`,
      categoria: 'Geral',
      status: 'publicado',
      dataPublicacao: new Date(Date.now() - n * 60_000),
      ...overrides,
    })
    .returning(),
    'insert row',
  );
  return row;
}
