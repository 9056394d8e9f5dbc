import { z } from 'zod';
import { idParam } from '@domain/fields';
import {
  newsAdminPageSchema,
  newsInputSchema,
  newsListItemSchema,
  newsListQuerySchema,
  newsNextStatuses,
  newsPageSchema,
  newsSchema,
  newsStatuses,
  newsUpdateSchema,
  newsViewResultSchema,
  publishedNewsQuerySchema,
} from '@domain/news';
import { fileResponse, noContent } from '@domain/responses';
import { ADMIN, ALL_ROLES } from '@domain/roles';
import { currentUser } from '../../auth/guard';
import { sendFile } from '../../http/send-file';
import type { RouteModule } from '../../http/types';
import { CREATED_CANCELLED, EXPIRY_BEFORE_PUBLICATION, EXPIRY_IN_PAST, getNews, getNewsImage, IMAGE_INVALID, IMAGE_NOT_FOUND, listAllNews, listFeaturedNews, listPublishedNews, NOT_FOUND, ONLY_DRAFTS_PUBLISHED, ONLY_PUBLISHED_CANCELLED, recordView, statusChangeRefusal } from './news.service';
import { actorOf } from '../../http/actor';
import { cancelNews, createNews, deleteNews, publishNews, updateNews } from './news-editing.service';

/** A save's refusals besides the form's fields: the image and the dates (spec 2 §5). */
const saveRefusals = [IMAGE_INVALID, EXPIRY_IN_PAST, EXPIRY_BEFORE_PUBLICATION];

/** Every status change PATCH refuses (spec 2 §4: nothing goes back), for the document. */
const statusChangeRefusals = newsStatuses.flatMap((from) =>
  newsStatuses.filter((to) => !newsNextStatuses[from].includes(to)).map((to) => statusChangeRefusal(from, to)),
);

/**
 * News (spec 2 §2.6–2.8, §7 "News"). Reading is for every signed-in role and shows only published,
 * unexpired news; management is administrador only.
 */
export const newsRoutes: RouteModule = (app, { db, config }) => {
  const errors = { 404: NOT_FOUND } as const;

  app.get(
    '/api/news/published',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'Lista as notícias publicadas e vigentes, por busca e categoria',
        querystring: publishedNewsQuerySchema,
        response: { 200: newsPageSchema },
      },
    },
    (request) => listPublishedNews(db, request.query),
  );

  app.get(
    '/api/news/featured',
    {
      config: { access: ALL_ROLES },
      schema: { summary: 'As notícias em destaque da tela inicial (até 3)', response: { 200: z.array(newsListItemSchema) } },
    },
    () => listFeaturedNews(db),
  );

  app.get(
    '/api/news',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Lista todas as notícias para a gestão, com a contagem por status',
        querystring: newsListQuerySchema,
        response: { 200: newsAdminPageSchema },
      },
    },
    (request) => listAllNews(db, request.query),
  );

  app.get(
    '/api/news/:id',
    {
      config: { access: ALL_ROLES, errors },
      schema: { summary: 'Uma notícia com seu conteúdo', params: idParam, response: { 200: newsSchema } },
    },
    (request) => getNews(db, currentUser(request), request.params.id),
  );

  // Versioned by updatedAt (?v=), so the browser may keep it; `private` as for athlete photos.
  app.get(
    '/api/news/:id/image',
    {
      config: { access: ALL_ROLES, errors: { 404: [NOT_FOUND, IMAGE_NOT_FOUND] } },
      schema: { summary: 'A imagem principal de uma notícia', params: idParam, response: { 200: fileResponse('Imagem principal da notícia (JPEG)', 'image/jpeg') } },
    },
    async (request, reply) => {
      const image = await getNewsImage(db, currentUser(request), request.params.id);
      return sendFile(reply, { contentType: image.contentType, body: image.bytes, versioned: true });
    },
  );

  // A view is counted when the detail page asks for it, once per visit; reading the item
  // (GET, refetches, the editor) counts nothing. Views are not audited.
  app.post(
    '/api/news/:id/view',
    {
      config: { access: ALL_ROLES, errors },
      schema: { summary: 'Conta uma visualização de uma notícia', params: idParam, response: { 200: newsViewResultSchema } },
    },
    (request) => recordView(db, request.params.id),
  );

  app.post(
    '/api/news',
    {
      config: { access: ADMIN, errors: { 400: saveRefusals, 409: CREATED_CANCELLED } },
      schema: { summary: 'Cadastra uma notícia (rascunho ou publicada)', body: newsInputSchema, response: { 201: newsSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createNews(db, actorOf(request), request.log, currentUser(request), request.body, config.timeZone)),
  );

  app.patch(
    '/api/news/:id',
    {
      config: { access: ADMIN, errors: { 400: saveRefusals, 404: NOT_FOUND, 409: statusChangeRefusals } },
      schema: { summary: 'Altera uma notícia', params: idParam, body: newsUpdateSchema, response: { 200: newsSchema } },
    },
    (request) => updateNews(db, actorOf(request), request.log, request.params.id, request.body, config.timeZone),
  );

  app.post(
    '/api/news/:id/publish',
    {
      config: { access: ADMIN, errors: { 404: NOT_FOUND, 409: ONLY_DRAFTS_PUBLISHED } },
      schema: { summary: 'Publica um rascunho', params: idParam, response: { 200: newsSchema } },
    },
    (request) => publishNews(db, actorOf(request), request.log, request.params.id),
  );

  app.post(
    '/api/news/:id/cancel',
    {
      config: { access: ADMIN, errors: { 404: NOT_FOUND, 409: ONLY_PUBLISHED_CANCELLED } },
      schema: { summary: 'Cancela uma notícia publicada', params: idParam, response: { 200: newsSchema } },
    },
    (request) => cancelNews(db, actorOf(request), request.params.id),
  );

  app.delete(
    '/api/news/:id',
    {
      config: { access: ADMIN, errors },
      schema: { summary: 'Exclui uma notícia', params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteNews(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
