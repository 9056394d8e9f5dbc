import { and, count, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionUser } from '@domain/auth';
import { addDays, todayIn, zonedInstant } from '@domain/dates';
import {
  FEATURED_NEWS_LIMIT,
  newsListQuerySchema,
  newsNextStatuses,
  newsStatuses,
  newsStatusLabels,
  publishedNewsQuerySchema,
  type NewsData,
  type NewsStatus,
  type NewsUpdateData,
} from '@domain/news';
import type { Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { news } from '../../db/schema/index';
import { containsPattern, searchText } from '../../db/sql';
import { badRequest, conflict, notFound } from '../../http/errors';
import { newsContentHtml, sanitizeNewsContent } from './news-html';
import { parseImageDataUrl } from '../../http/image-data-url';

export const NOT_FOUND = 'Notícia não encontrada';
export const IMAGE_NOT_FOUND = 'Imagem não encontrada';
export const IMAGE_INVALID = 'Por favor, selecione uma imagem válida.';
export const EXPIRY_IN_PAST = 'A data de expiração não pode estar no passado';
export const EXPIRY_BEFORE_PUBLICATION = 'A data de expiração deve ser posterior à data de publicação';
export const CREATED_CANCELLED = 'Uma notícia nova não pode ser criada como cancelada';
export const ONLY_DRAFTS_PUBLISHED = 'Apenas rascunhos podem ser publicados';
export const ONLY_PUBLISHED_CANCELLED = 'Apenas notícias publicadas podem ser canceladas';
export const statusChangeRefusal = (from: NewsStatus, to: NewsStatus) =>
  `Não é possível alterar o status de "${newsStatusLabels[from]}" para "${newsStatusLabels[to]}"`;

/**
 * Published, its publication time come and not expired: the only news a reader ever sees (list,
 * home screen, detail, image, views) and the only news announced to them (notificarUsuarios).
 */
export const visibleToReaders: SQL = and(
  eq(news.status, 'publicado'),
  or(isNull(news.dataPublicacao), lte(news.dataPublicacao, sql`now()`)),
  or(isNull(news.dataExpiracao), gt(news.dataExpiracao, sql`now()`)),
)!;

/** Administrators manage every news item; everyone else reads. */
const canManage = (user: SessionUser) => user.tipo === 'administrador';

/** The image's URL, versioned by updatedAt so the browser may keep it for good; null without one. */
export const newsImageUrl = (id: number, hasImage: boolean, updatedAt: Date) =>
  hasImage ? `/api/news/${id}/image?v=${updatedAt.getTime()}` : null;

/** A card's columns: never the content nor the image bytes. */
const cardColumns = {
  id: news.id,
  titulo: news.titulo,
  subtitulo: news.subtitulo,
  categoria: news.categoria,
  tags: news.tags,
  status: news.status,
  destaqueHome: news.destaqueHome,
  notificarUsuarios: news.notificarUsuarios,
  linkExterno: news.linkExterno,
  dataPublicacao: news.dataPublicacao,
  dataExpiracao: news.dataExpiracao,
  autor: news.autor,
  visualizacoes: news.visualizacoes,
  hasImage: sql<boolean>`${news.imagemPrincipal} is not null`,
  createdAt: news.createdAt,
  updatedAt: news.updatedAt,
};

type CardRow = { hasImage: boolean } & Omit<typeof news.$inferSelect, 'imagemPrincipal' | 'conteudo' | 'autorId' | 'notificacaoEnviadaEm'>;

const toCard = ({ hasImage, ...row }: CardRow) => ({ ...row, imagemPrincipal: newsImageUrl(row.id, hasImage, row.updatedAt) });

/** Title, subtitle, tags and content, accents and case ignored. */
function searchCondition(term: string): SQL {
  const text = sql`${news.titulo} || ' ' || coalesce(${news.subtitulo}, '') || ' ' || array_to_string(${news.tags}, ' ') || ' ' || ${news.conteudo}`;
  return sql`${searchText(text)} like ${searchText(containsPattern(term))}`;
}

/** Newest publication first; news without a date after the dated ones. */
const byPublication = [sql`${news.dataPublicacao} desc nulls last`, desc(news.id)];

async function page(db: Executor, where: SQL | undefined, order: SQL[], paging: { page: number; pageSize: number }) {
  const [rows, counted] = await Promise.all([
    db
      .select(cardColumns)
      .from(news)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ total: count() }).from(news).where(where),
  ]);
  return { items: rows.map(toCard), total: firstRow(counted, 'count news').total, page: paging.page, pageSize: paging.pageSize };
}

/** GET /api/news/published: readers' list, by search and category. */
export function listPublishedNews(db: Executor, query: z.output<typeof publishedNewsQuerySchema>) {
  const where = and(visibleToReaders, query.categoria ? eq(news.categoria, query.categoria) : undefined, query.busca ? searchCondition(query.busca) : undefined);
  return page(db, where, byPublication, query);
}

/** GET /api/news/featured: the newest 3 published, unexpired news marked for the home screen. */
export async function listFeaturedNews(db: Executor) {
  const rows = await db
    .select(cardColumns)
    .from(news)
    .where(and(visibleToReaders, eq(news.destaqueHome, true)))
    .orderBy(...byPublication)
    .limit(FEATURED_NEWS_LIMIT);
  return rows.map(toCard);
}

/** GET /api/news: every news item for management, newest first, with each status's count for the tabs. */
export async function listAllNews(db: Executor, query: z.output<typeof newsListQuerySchema>) {
  const search = query.busca ? searchCondition(query.busca) : undefined;
  const where = and(query.status ? eq(news.status, query.status) : undefined, search);
  const [list, countRows] = await Promise.all([
    page(db, where, [desc(news.createdAt), desc(news.id)], query),
    db.select({ status: news.status, total: count() }).from(news).where(search).groupBy(news.status),
  ]);
  const counts = Object.fromEntries(newsStatuses.map((s) => [s, 0])) as Record<NewsStatus | 'todas', number>;
  counts.todas = 0;
  for (const row of countRows) {
    counts[row.status] = row.total;
    counts.todas += row.total;
  }
  return { ...list, counts };
}

function present(row: typeof news.$inferSelect) {
  // notificacaoEnviadaEm is the notification's bookkeeping, not part of the news item.
  const { imagemPrincipal, conteudo, notificacaoEnviadaEm: _notified, ...rest } = row;
  const clean = sanitizeNewsContent(conteudo);
  return { ...rest, conteudo: clean, conteudoHtml: newsContentHtml(clean), imagemPrincipal: newsImageUrl(row.id, imagemPrincipal !== null, row.updatedAt) };
}

async function findRow(db: Executor, user: SessionUser, id: number) {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), canManage(user) ? undefined : visibleToReaders));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** GET /api/news/:id: administrators get any news item (to edit or preview it); readers only what they may see. */
export async function getNews(db: Executor, user: SessionUser, id: number) {
  return present(await findRow(db, user, id));
}

export async function getNewsImage(db: Executor, user: SessionUser, id: number) {
  const image = parseImageDataUrl((await findRow(db, user, id)).imagemPrincipal);
  if (!image) throw notFound(IMAGE_NOT_FOUND);
  return image;
}

/**
 * POST /api/news/:id/view: one more view of a news item a reader can see. updatedAt is kept, so the
 * image URL (versioned by it) stays cached.
 */
export async function recordView(db: Executor, id: number) {
  const [row] = await db
    .update(news)
    .set({ visualizacoes: sql`${news.visualizacoes} + 1`, updatedAt: sql`${news.updatedAt}` })
    .where(and(eq(news.id, id), visibleToReaders))
    .returning({ visualizacoes: news.visualizacoes });
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/**
 * A date from the form is a day in the school's time zone: publication at its start (or now, for
 * today), expiry at its very end, so "válida até 20/12" holds all of that day. An ISO instant is
 * taken as it is.
 */
function toInstant(value: string, edge: 'publication' | 'expiry', timeZone: string, now: Date): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  if (edge === 'expiry') return new Date(zonedInstant(addDays(value, 1), '00:00', timeZone).getTime() - 1);
  return value === todayIn(timeZone, now) ? now : zonedInstant(value, '00:00', timeZone);
}

interface Dates {
  dataPublicacao: Date | null;
  dataExpiracao: Date | null;
}

/**
 * The dates to store. A day equal to the stored instant's day keeps that instant, so saving the
 * form again (which only knows days) changes nothing, and an item already expired can still be edited.
 */
function resolveDates(data: Pick<NewsData, 'dataPublicacao' | 'dataExpiracao'>, timeZone: string, stored?: Dates): Dates {
  const now = new Date();
  const resolve = (value: string | null, edge: 'publication' | 'expiry', current: Date | null | undefined) => {
    if (value === null) return null;
    if (current && value === todayIn(timeZone, current)) return current;
    return toInstant(value, edge, timeZone, now);
  };
  const dates = {
    dataPublicacao: resolve(data.dataPublicacao, 'publication', stored?.dataPublicacao),
    dataExpiracao: resolve(data.dataExpiracao, 'expiry', stored?.dataExpiracao),
  };
  if (dates.dataExpiracao && dates.dataExpiracao.getTime() !== stored?.dataExpiracao?.getTime() && dates.dataExpiracao <= now) {
    throw badRequest(EXPIRY_IN_PAST, { dataExpiracao: EXPIRY_IN_PAST });
  }
  if (dates.dataPublicacao && dates.dataExpiracao && dates.dataExpiracao <= dates.dataPublicacao) {
    throw badRequest(EXPIRY_BEFORE_PUBLICATION, { dataExpiracao: EXPIRY_BEFORE_PUBLICATION });
  }
  return dates;
}

const author = (user: SessionUser) => ({ autor: user.nomeCompleto || user.nome, autorId: user.id });

function contentFields(data: NewsData | NewsUpdateData) {
  const conteudo = sanitizeNewsContent(data.conteudo);
  if (!conteudo) throw badRequest('Conteúdo é obrigatório', { conteudo: 'Conteúdo é obrigatório' });
  return {
    titulo: data.titulo,
    subtitulo: data.subtitulo,
    conteudo,
    categoria: data.categoria,
    tags: data.tags,
    destaqueHome: data.destaqueHome,
    notificarUsuarios: data.notificarUsuarios,
    linkExterno: data.linkExterno,
  };
}

const imageRefused = () => badRequest(IMAGE_INVALID, { imagemPrincipal: IMAGE_INVALID });

export type SavedNews = ReturnType<typeof present>;

/** POST /api/news: a draft or a published news item (never a cancelled one), written by the signed-in user. */
export async function insertNews(tx: Tx, user: SessionUser, data: NewsData, timeZone: string): Promise<SavedNews> {
  if (data.status === 'cancelado') throw conflict(CREATED_CANCELLED);
  if (data.imagemPrincipal !== null && !data.imagemPrincipal.startsWith('data:')) throw imageRefused();
  const dates = resolveDates(data, timeZone);
  const published = data.status === 'publicado';
  const row = firstRow(
    await tx
      .insert(news)
      .values({
        ...contentFields(data),
        ...dates,
        ...(published && !dates.dataPublicacao ? { dataPublicacao: new Date() } : {}),
        imagemPrincipal: data.imagemPrincipal,
        status: data.status,
        ...author(user),
      })
      .returning(),
    'insert news',
  );
  return present(row);
}

async function lockRow(tx: Tx, id: number) {
  const [row] = await tx.select().from(news).where(eq(news.id, id)).for('update');
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

function refuseTransition(from: NewsStatus, to: NewsStatus): never {
  throw conflict(statusChangeRefusal(from, to));
}

/** Publishing sets the publication date when none was given. */
const publication = (dataPublicacao: Date | null) => ({ status: 'publicado' as const, dataPublicacao: dataPublicacao ?? new Date() });

/**
 * PATCH /api/news/:id: the form's fields replace the stored ones; the author stays the original
 * one. A status change follows the same transitions as publish and cancel.
 */
export async function writeNews(tx: Tx, id: number, data: NewsUpdateData, timeZone: string): Promise<SavedNews> {
  const current = await lockRow(tx, id);
  const status = data.status ?? current.status;
  if (!newsNextStatuses[current.status].includes(status)) refuseTransition(current.status, status);

  let imagemPrincipal = data.imagemPrincipal;
  if (imagemPrincipal !== null && !imagemPrincipal.startsWith('data:')) {
    if (!imagemPrincipal.startsWith(`/api/news/${id}/image`) || current.imagemPrincipal === null) throw imageRefused();
    imagemPrincipal = current.imagemPrincipal;
  }

  const dates = resolveDates(data, timeZone, current);
  const published = current.status === 'rascunho' && status === 'publicado';
  const row = firstRow(
    await tx
      .update(news)
      .set({ ...contentFields(data), ...dates, imagemPrincipal, status, ...(published ? publication(dates.dataPublicacao) : {}) })
      .where(eq(news.id, id))
      .returning(),
    'update news',
  );
  return present(row);
}

/** POST /api/news/:id/publish: drafts only (409 otherwise). */
export async function publishDraft(tx: Tx, id: number): Promise<SavedNews> {
  const current = await lockRow(tx, id);
  if (current.status !== 'rascunho') throw conflict(ONLY_DRAFTS_PUBLISHED);
  return present(firstRow(await tx.update(news).set(publication(current.dataPublicacao)).where(eq(news.id, id)).returning(), 'update news'));
}

/** POST /api/news/:id/cancel: published news only (409 otherwise); readers stop seeing it. */
export async function cancelPublished(tx: Tx, id: number) {
  const current = await lockRow(tx, id);
  if (current.status !== 'publicado') throw conflict(ONLY_PUBLISHED_CANCELLED);
  return present(firstRow(await tx.update(news).set({ status: 'cancelado' }).where(eq(news.id, id)).returning(), 'update news'));
}

/** DELETE /api/news/:id: any status. */
export async function removeNews(tx: Tx, id: number) {
  const [row] = await tx.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  if (!row) throw notFound(NOT_FOUND);
}
