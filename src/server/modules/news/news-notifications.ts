import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Mailer } from '../../http/mailer';

export interface PublishedNews {
  id: number;
  titulo: string;
  subtitulo: string | null;
}

/**
 * notificarUsuarios: one email per active user when a news item becomes visible to readers. The
 * caller sends only what it claimed (claimNewsNotifications marks the item), so nobody gets the same
 * news twice, and nobody gets news they cannot read.
 *
 * Sending runs after the transaction commits and after the answer: a school has thousands of
 * families and an SMTP server takes its time. `idle()` waits for the sends under way (the app
 * waits for it on close, so a graceful shutdown does not cut a notification short).
 */
export function createNewsNotifier(db: Db, mailer: Mailer, publicUrl: string, log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();

  async function send(item: PublishedNews) {
    const recipients = await db.select({ nome: users.nome, email: users.email }).from(users).where(eq(users.ativo, true));
    let failed = 0;
    for (const user of recipients) {
      try {
        await mailer.send({ to: user.email, subject: `Nova notícia: ${item.titulo}`, text: message(item, user.nome, publicUrl) });
      } catch (err) {
        failed += 1;
        log.error({ err, newsId: item.id }, 'falha ao enviar aviso de notícia');
      }
    }
    log.info({ newsId: item.id, sent: recipients.length - failed, failed }, 'avisos de notícia enviados');
  }

  return {
    notify(item: PublishedNews) {
      const task = send(item).catch((err) => log.error({ err, newsId: item.id }, 'falha ao enviar avisos de notícia'));
      running.add(task);
      void task.finally(() => running.delete(task));
    },
    async idle() {
      await Promise.all(running);
    },
  };
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
