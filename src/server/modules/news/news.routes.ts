import type { FastifyRequest } from 'fastify';
import { idParam } from '../../../domain/fields';
import { newsInputSchema, newsListQuerySchema, newsUpdateSchema, publishedNewsQuerySchema, type NewsData, type NewsUpdateData } from '../../../domain/news';
import { ADMIN, ALL_ROLES } from '../../../domain/roles';
import { currentUser } from '../../auth/guard';
import type { Tx } from '../../db/client';
import { audit } from '../../http/audit';
import { newsImage } from '../../http/images';
import type { RouteModule } from '../../http/types';
import { announceDueNews } from './news-notification-schedule';
import {
  cancelNews,
  createNews,
  deleteNews,
  getNews,
  getNewsImage,
  listAllNews,
  listFeaturedNews,
  listPublishedNews,
  publishNews,
  recordView,
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

  app.get('/api/news/published', { config: { access: ALL_ROLES }, schema: { querystring: publishedNewsQuerySchema } }, (request) =>
    listPublishedNews(db, request.query),
  );

  app.get('/api/news/featured', { config: { access: ALL_ROLES } }, () => listFeaturedNews(db));

  app.get('/api/news', { config: { access: ADMIN }, schema: { querystring: newsListQuerySchema } }, (request) => listAllNews(db, request.query));

  app.get('/api/news/:id', { config: { access: ALL_ROLES }, schema: { params: idParam } }, (request) =>
    getNews(db, currentUser(request), request.params.id),
  );

  // Versioned by updatedAt (?v=), so the browser may keep it; `private` as for athlete photos.
  app.get('/api/news/:id/image', { config: { access: ALL_ROLES }, schema: { params: idParam } }, async (request, reply) => {
    const image = await getNewsImage(db, currentUser(request), request.params.id);
    return reply.header('cache-control', 'private, max-age=31536000, immutable').type(image.contentType).send(image.bytes);
  });

  // A view is counted when the detail page asks for it, once per visit; reading the item
  // (GET, refetches, the editor) counts nothing. Views are not audited.
  app.post('/api/news/:id/view', { config: { access: ALL_ROLES }, schema: { params: idParam } }, (request) => recordView(db, request.params.id));

  app.post('/api/news', { config: { access: ADMIN }, schema: { body: newsInputSchema } }, async (request, reply) => {
    const data = await withStoredImage(request.body);
    const created = await save(
      request,
      'create',
      (tx) => createNews(tx, currentUser(request), data, config.timeZone),
      auditedFields(request.body),
    );
    return reply.status(201).send(created);
  });

  app.patch('/api/news/:id', { config: { access: ADMIN }, schema: { params: idParam, body: newsUpdateSchema } }, async (request) => {
    const data = await withStoredImage(request.body);
    return save(request, 'update', (tx) => updateNews(tx, request.params.id, data, config.timeZone), auditedFields(request.body));
  });

  app.post('/api/news/:id/publish', { config: { access: ADMIN }, schema: { params: idParam } }, (request) =>
    save(request, 'publish', (tx) => publishNews(tx, request.params.id)),
  );

  app.post('/api/news/:id/cancel', { config: { access: ADMIN }, schema: { params: idParam } }, (request) =>
    db.transaction(async (tx) => {
      const cancelled = await cancelNews(tx, request.params.id);
      await audit(tx, request, { action: 'cancel', entity: 'news', entityId: cancelled.id });
      return cancelled;
    }),
  );

  app.delete('/api/news/:id', { config: { access: ADMIN }, schema: { params: idParam } }, async (request, reply) => {
    await db.transaction(async (tx) => {
      await deleteNews(tx, request.params.id);
      await audit(tx, request, { action: 'delete', entity: 'news', entityId: request.params.id });
    });
    return reply.status(204).send();
  });
};
