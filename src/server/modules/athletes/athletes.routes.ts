import { athleteRegistrationSchema } from '../../../domain/athletes';
import { audit } from '../../http/audit';
import { rateLimit } from '../../http/rate-limit';
import type { RouteModule } from '../../http/types';
import { createAthlete } from './athletes.service';

export const athletesRoutes: RouteModule = (app, { db }) => {
  app.post(
    '/api/quick-register',
    {
      config: { access: 'public' },
      schema: { body: athleteRegistrationSchema },
      preHandler: rateLimit(app, 'quick-register', {
        max: 10,
        windowMinutes: 60,
        message: 'Muitos cadastros a partir deste endereço. Tente novamente mais tarde.',
      }),
    },
    async (request, reply) => {
      const athlete = await db.transaction(async (tx) => {
        const created = await createAthlete(tx, request.body);
        await audit(tx, request, { action: 'quick-register', entity: 'athletes', entityId: created.id });
        return created;
      });
      return reply.status(201).send({ athlete, message: `O atleta ${athlete.nomeCompleto} foi cadastrado na academia.` });
    },
  );
};
