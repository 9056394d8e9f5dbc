import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam } from '../../../domain/fields';
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
  type NewsData,
  type NewsUpdateData,
} from '../../../domain/news';
import { fileResponse, noContent } from '../../../domain/responses';
import { ADMIN, ALL_ROLES } from '../../../domain/roles';
import { currentUser } from '../../auth/guard';
import type { Tx } from '../../db/client';
import { audit } from '../../http/audit';
import { newsImage } from '../../http/images';
import { sendFile } from '../../http/send-file';
import type { RouteModule } from '../../http/types';
import { announceDueNews } from './news-notification-schedule';
import {
  cancelNews,
  createNews,
  CREATED_CANCELLED,
  deleteNews,
  EXPIRY_BEFORE_PUBLICATION,
  EXPIRY_IN_PAST,
  getNews,
  getNewsImage,
  IMAGE_INVALID,
  IMAGE_NOT_FOUND,
  listAllNews,
  listFeaturedNews,
  listPublishedNews,
  NOT_FOUND,
  ONLY_DRAFTS_PUBLISHED,
  ONLY_PUBLISHED_CANCELLED,
  publishNews,
  recordView,
  statusChangeRefusal,
  updateNews,
  type SavedNews,
} from './news.service';

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

  /**
   * Runs a save in a transaction with its audit entry; once committed, announces the news item if it
   * asks for it and readers can see it now. News published for later, or a claim that fails here, is
   * announced by the periodic check (news-notification-schedule.ts).
   */
  async function save(request: FastifyRequest, action: string, write: (tx: Tx) => Promise<SavedNews>, changes?: unknown) {
    const saved = await db.transaction(async (tx) => {
      const result = await write(tx);
      await audit(tx, request, { action, entity: 'news', entityId: result.id, changes });
      return result;
    });
    if (saved.notificarUsuarios) {
      // After the commit, so that the publication time this save may have set is past for the database's now().
      await announceDueNews(db, saved.id).catch((err: unknown) => request.log.error({ err, newsId: saved.id }, 'falha ao anunciar notícia'));
    }
    return saved;
  }

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
    async (request, reply) => {
      const data = await withStoredImage(request.body);
      const created = await save(
        request,
        'create',
        (tx) => createNews(tx, currentUser(request), data, config.timeZone),
        auditedFields(request.body),
      );
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/news/:id',
    {
      config: { access: ADMIN, errors: { 400: saveRefusals, 404: NOT_FOUND, 409: statusChangeRefusals } },
      schema: { summary: 'Altera uma notícia', params: idParam, body: newsUpdateSchema, response: { 200: newsSchema } },
    },
    async (request) => {
      const data = await withStoredImage(request.body);
      return save(request, 'update', (tx) => updateNews(tx, request.params.id, data, config.timeZone), auditedFields(request.body));
    },
  );

  app.post(
    '/api/news/:id/publish',
    {
      config: { access: ADMIN, errors: { 404: NOT_FOUND, 409: ONLY_DRAFTS_PUBLISHED } },
      schema: { summary: 'Publica um rascunho', params: idParam, response: { 200: newsSchema } },
    },
    (request) => save(request, 'publish', (tx) => publishNews(tx, request.params.id)),
  );

  app.post(
    '/api/news/:id/cancel',
    {
      config: { access: ADMIN, errors: { 404: NOT_FOUND, 409: ONLY_PUBLISHED_CANCELLED } },
      schema: { summary: 'Cancela uma notícia publicada', params: idParam, response: { 200: newsSchema } },
    },
    (request) =>
      db.transaction(async (tx) => {
        const cancelled = await cancelNews(tx, request.params.id);
        await audit(tx, request, { action: 'cancel', entity: 'news', entityId: cancelled.id });
        return cancelled;
      }),
  );

  app.delete(
    '/api/news/:id',
    {
      config: { access: ADMIN, errors },
      schema: { summary: 'Exclui uma notícia', params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        await deleteNews(tx, request.params.id);
        await audit(tx, request, { action: 'delete', entity: 'news', entityId: request.params.id });
      });
      return reply.status(204).send(null);
    },
  );
};
