import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { news } from '../../db/schema/index';
import { runPeriodically } from '../../jobs/periodic';
import { enqueue, type PublishedNews } from '../../jobs/queue';
import { visibleToReaders } from './news.service';

const MINUTE_MS = 60_000;

/**
 * The news that asks to notify its readers, that they can see now and that has not been announced
 * (one item, or all of them), marked as announced and answered. One UPDATE: of those racing for the
 * same item (the save that published it, the periodic check of each instance), exactly one gets it.
 */
export function claimNewsNotifications(db: Executor, id?: number): Promise<PublishedNews[]> {
  return db
    .update(news)
    .set({ notificacaoEnviadaEm: sql`now()`, updatedAt: sql`${news.updatedAt}` })
    .where(and(eq(news.notificarUsuarios, true), isNull(news.notificacaoEnviadaEm), visibleToReaders, id === undefined ? undefined : eq(news.id, id)))
    .returning({ id: news.id, titulo: news.titulo, subtitulo: news.subtitulo });
}

/**
 * Claims the news due for announcement (one item, or all) and queues its `news-published` job, in one
 * transaction: a claim is never lost to a failed queue, nor queued twice.
 */
export function announceDueNews(db: Db, id?: number) {
  return db.transaction(async (tx) => {
    for (const item of await claimNewsNotifications(tx, id)) await enqueue(tx, 'news-published', item);
  });
}

/**
 * News published for a later time is announced when that time comes: at start-up and every minute,
 * the news readers can now see is claimed and its announcement queued. stop() waits for a check.
 */
export function scheduleNewsNotifications({ db, log, intervalMs = MINUTE_MS }: { db: Db; log: FastifyBaseLogger; intervalMs?: number }) {
  return runPeriodically(intervalMs, async () => {
    try {
      await announceDueNews(db);
    } catch (err) {
      log.error({ err }, 'falha ao procurar notícias a anunciar');
    }
  });
}
