import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { queueMailer } from '../../jobs/queue';

export interface PublishedNews {
  id: number;
  titulo: string;
  subtitulo: string | null;
}

/**
 * notificarUsuarios: one email per active user when a news item becomes visible to readers, the
 * work of the `news-published` job (a school has thousands of families: never inside a request).
 * Each message is its own `mail` job, queued in one transaction, so a failed delivery is retried
 * alone and nobody gets the news twice.
 */
export async function announceNews(db: Db, publicUrl: string, item: PublishedNews) {
  await db.transaction(async (tx) => {
    const recipients = await tx.select({ nome: users.nome, email: users.email }).from(users).where(eq(users.ativo, true));
    const mailer = queueMailer(tx);
    for (const user of recipients) {
      await mailer.send({ to: user.email, subject: `Nova notícia: ${item.titulo}`, text: message(item, user.nome, publicUrl) });
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
