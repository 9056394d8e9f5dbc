import { z } from 'zod';
import { fileResponse } from '@domain/responses';
import { sendFile } from '../../http/send-file';
import type { App, RouteModule } from '../../http/types';
import { askPage, notFoundPage, stoppedPage } from './unsubscribe-page';
import { unsubscribe, unsubscribeTarget } from './unsubscribe.service';
import { actorOf } from '../../http/actor';

const html = 'text/html; charset=utf-8';
const params = z.object({ token: z.string().max(200) });
const response = {
  200: fileResponse('Página (HTML) para a família', 'text/html'),
  404: fileResponse('Página (HTML) de link inválido', 'text/html'),
};

/**
 * The link in every reminder e-mail that stops them, without signing in (RFC 8058 one-click
 * unsubscribe): mail providers POST to it from the List-Unsubscribe header; a person opening it gets
 * a page that asks first, whose button POSTs the same. The token in the path is the credential.
 */
export const reminderUnsubscribeRoutes: RouteModule = (app, { db, config }) => {
  const familyPage = `${config.publicUrl}/minha-familia`;

  app.register(async (scope: App) => {
    // The one-click POST is a form (RFC 8058: multipart or urlencoded) whose only field says
    // "One-Click"; the token says everything, so the body is read and set aside. Only in this scope:
    // elsewhere a form post stays a 415, so no other site's form reaches a JSON route.
    scope.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, undefined),
    );

    scope.get(
      '/api/reminders/unsubscribe/:token',
      { config: { access: 'public' }, schema: { summary: 'A página do link "deixar de receber os lembretes" de um e-mail de lembrete: pergunta antes', params, response } },
      async (request, reply) => {
        const target = await unsubscribeTarget(db, request.params.token);
        if (!target) return sendFile(reply.status(404), { contentType: html, body: notFoundPage(familyPage) });
        const body = target.receber ? askPage(target.email, familyPage) : stoppedPage(target.email, familyPage, true);
        return sendFile(reply, { contentType: html, body });
      },
    );

    scope.post(
      '/api/reminders/unsubscribe/:token',
      {
        config: { access: 'public' },
        schema: { summary: 'Deixa de enviar os lembretes de mensalidade ao e-mail que recebeu este link (List-Unsubscribe-Post, RFC 8058)', params, response },
      },
      async (request, reply) => {
        const done = await unsubscribe(db, actorOf(request), request.params.token);
        if (!done) return sendFile(reply.status(404), { contentType: html, body: notFoundPage(familyPage) });
        return sendFile(reply, { contentType: html, body: stoppedPage(done.email, familyPage, !done.changed) });
      },
    );
  });
};
