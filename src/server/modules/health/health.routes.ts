import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { DATABASE_UNAVAILABLE } from '../../http/errors';
import type { RouteModule } from '../../http/types';

export const healthRoutes: RouteModule = (app, { db }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Saúde do servidor: responde 200 quando o banco de dados responde',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('indisponível'), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    } catch {
      return reply.status(503).send({ status: 'indisponível' as const, message: DATABASE_UNAVAILABLE });
    }
    },
  );
};
