import { sql } from 'drizzle-orm';
import { DATABASE_UNAVAILABLE } from '../../http/errors';
import type { RouteModule } from '../../http/types';

export const healthRoutes: RouteModule = (app, { db }) => {
  app.get('/api/health', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'indisponível', message: DATABASE_UNAVAILABLE });
    }
  });
};
