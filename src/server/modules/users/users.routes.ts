import { idParam } from '../../../domain/fields';
import { ADMIN } from '../../../domain/roles';
import { resetPasswordSchema, systemUserInputSchema } from '../../../domain/users';
import { currentUser } from '../../auth/guard';
import { hashNewPassword } from '../../auth/passwords';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import { createSystemUser, decideSignUp, listSystemUsers, resetUserPassword, setUserActive } from './users.service';

/** Gestão de Usuários (spec 2 §2.14, §7 "System users"), administrador only. Passwords are hashed before the transaction opens. */
export const usersRoutes: RouteModule = (app, { db }) => {
  const access = ADMIN;

  app.get('/api/system-users', { config: { access } }, () => listSystemUsers(db));

  app.post('/api/system-users', { config: { access }, schema: { body: systemUserInputSchema } }, async (request, reply) => {
    const { senha, ...data } = request.body;
    const hash = await hashNewPassword(senha, 'senha');
    const user = await db.transaction(async (tx) => {
      const created = await createSystemUser(tx, request.body, hash);
      await audit(tx, request, { action: 'create', entity: 'users', entityId: created.id, changes: data });
      return created;
    });
    return reply.status(201).send(user);
  });

  for (const [action, ativo] of [
    ['inactivate', false],
    ['reactivate', true],
  ] as const) {
    app.patch(`/api/system-users/:id/${action}`, { config: { access }, schema: { params: idParam } }, (request) =>
      db.transaction(async (tx) => {
        const user = await setUserActive(tx, request.params.id, ativo, currentUser(request).id);
        await audit(tx, request, { action, entity: 'users', entityId: user.id, changes: { ativo } });
        return user;
      }),
    );
  }

  for (const [action, approve] of [
    ['approve', true],
    ['refuse', false],
  ] as const) {
    app.patch(`/api/system-users/:id/${action}`, { config: { access }, schema: { params: idParam } }, (request) =>
      db.transaction(async (tx) => {
        const user = await decideSignUp(tx, request.params.id, approve);
        await audit(tx, request, { action: `${action}-signup`, entity: 'users', entityId: user.id, changes: { ativo: user.ativo } });
        return user;
      }),
    );
  }

  app.patch(
    '/api/system-users/:id/reset-password',
    { config: { access }, schema: { params: idParam, body: resetPasswordSchema } },
    async (request) => {
      const hash = await hashNewPassword(request.body.novaSenha, 'novaSenha');
      return db.transaction(async (tx) => {
        const user = await resetUserPassword(tx, request.params.id, hash, request.sessionId);
        await audit(tx, request, { action: 'reset-password', entity: 'users', entityId: user.id });
        return user;
      });
    },
  );
};
