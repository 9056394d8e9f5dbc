import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { news } from '../../db/schema/index';
import type { Mailer } from '../../http/mailer';
import { createNewsNotifier, type PublishedNews } from './news-notifications';
import { visibleToReaders } from './news.service';
import { runPeriodically } from '../../jobs/periodic';

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
 * News published for a later time is announced when that time comes: at start-up and every minute,
 * the news readers can now see is claimed and mailed. stop() waits for a check and the mail it sends.
 */
export function scheduleNewsNotifications({
  db,
  mailer,
  publicUrl,
  log,
  intervalMs = MINUTE_MS,
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  const notifier = createNewsNotifier(db, mailer, publicUrl, log);
  const check = runPeriodically(intervalMs, async () => {
    try {
      for (const item of await claimNewsNotifications(db)) notifier.notify(item);
    } catch (err) {
      log.error({ err }, 'falha ao procurar notícias a anunciar');
    }
  });
  return {
    async stop() {
      await check.stop();
      await notifier.idle();
    },
  };
}
