import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '@domain/auth';
import type { NewsData, NewsUpdateData } from '@domain/news';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Tx } from '../../db/client';
import { newsImage } from '../../http/images';
import { announceDueNews } from './news-notification-schedule';
import { cancelPublished, insertNews, publishDraft, removeNews, writeNews, type SavedNews } from './news.service';

/** What the audit log keeps of a save: not the content nor the image bytes. */
const auditedFields = (data: NewsData | NewsUpdateData) => ({
  titulo: data.titulo,
  categoria: data.categoria,
  status: data.status,
  destaqueHome: data.destaqueHome,
  notificarUsuarios: data.notificarUsuarios,
});

/** A new image is decoded and re-encoded before the transaction; the stored image's URL stays as sent. */
const withStoredImage = async <T extends NewsData | NewsUpdateData>(data: T): Promise<T> =>
  data.imagemPrincipal?.startsWith('data:') ? { ...data, imagemPrincipal: await newsImage(data.imagemPrincipal) } : data;

/**
 * Runs a save in a transaction with its audit entry; once committed, announces the news item if it
 * asks for it and readers can see it now. News published for later, or a claim that fails here, is
 * announced by the periodic check (news-notification-schedule.ts).
 */
async function save(db: Db, actor: Actor, log: FastifyBaseLogger, action: string, write: (tx: Tx) => Promise<SavedNews>, changes?: unknown) {
  const saved = await db.transaction(async (tx) => {
    const result = await write(tx);
    await audit(tx, actor, { action, entity: 'news', entityId: result.id, changes });
    return result;
  });
  if (saved.notificarUsuarios) {
    // After the commit, so that the publication time this save may have set is past for the database's now().
    await announceDueNews(db, saved.id).catch((err: unknown) => log.error({ err, newsId: saved.id }, 'falha ao anunciar notícia'));
  }
  return saved;
}

export async function createNews(db: Db, actor: Actor, log: FastifyBaseLogger, user: SessionUser, data: NewsData, timeZone: string) {
  const stored = await withStoredImage(data);
  return save(db, actor, log, 'create', (tx) => insertNews(tx, user, stored, timeZone), auditedFields(data));
}

export async function updateNews(db: Db, actor: Actor, log: FastifyBaseLogger, id: number, data: NewsUpdateData, timeZone: string) {
  const stored = await withStoredImage(data);
  return save(db, actor, log, 'update', (tx) => writeNews(tx, id, stored, timeZone), auditedFields(data));
}

export const publishNews = (db: Db, actor: Actor, log: FastifyBaseLogger, id: number) => save(db, actor, log, 'publish', (tx) => publishDraft(tx, id));

export const cancelNews = (db: Db, actor: Actor, id: number) =>
  db.transaction(async (tx) => {
    const cancelled = await cancelPublished(tx, id);
    await audit(tx, actor, { action: 'cancel', entity: 'news', entityId: cancelled.id });
    return cancelled;
  });

export const deleteNews = (db: Db, actor: Actor, id: number) =>
  db.transaction(async (tx) => {
    await removeNews(tx, id);
    await audit(tx, actor, { action: 'delete', entity: 'news', entityId: id });
  });
