import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { enqueueMany, type PublishedNews } from '../../jobs/queue';

/**
 * notificarUsuarios: one email per active user when a news item becomes visible to readers, the
 * work of the `news-published` job (a school has thousands of families: never inside a request).
 * Each message is its own `mail` job, queued in one transaction, so a failed delivery is retried
 * alone and nobody gets the news twice. Recipients are read and queued a batch at a time: a network
 * of 100,000 families is 100 statements, and never all in memory at once.
 */
const BATCH = 1000;

export async function announceNews(db: Db, publicUrl: string, item: PublishedNews) {
  await db.transaction(async (tx) => {
    for (let after = 0; ; ) {
      const batch = await tx
        .select({ id: users.id, nome: users.nome, email: users.email })
        .from(users)
        .where(and(eq(users.ativo, true), gt(users.id, after)))
        .orderBy(asc(users.id))
        .limit(BATCH);
      await enqueueMany(
        tx,
        'mail',
        batch.map((user) => ({ to: user.email, subject: `Nova notícia: ${item.titulo}`, text: message(item, user.nome, publicUrl) })),
      );
      if (batch.length < BATCH) return;
      after = batch[batch.length - 1]!.id;
    }
  });
}

function message(item: PublishedNews, nome: string, publicUrl: string) {
  return [
    `Olá, ${nome}.`,
    '',
    'Uma nova notícia foi publicada no Plantel:',
    '',
    item.titulo,
    ...(item.subtitulo ? [item.subtitulo] : []),
    '',
    `Leia a notícia completa: ${publicUrl}/noticias/${item.id}`,
    '',
  ].join('\n');
}
