import { z } from 'zod';
import { idParam } from '../../../domain/fields';
import { ADMIN } from '../../../domain/roles';
import { resetPasswordSchema, systemUserInputSchema, systemUserSchema } from '../../../domain/users';
import { COMMON_PASSWORD } from '../../auth/common-passwords';
import { currentUser } from '../../auth/guard';
import { hashNewPassword } from '../../auth/passwords';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import { CPF_TAKEN, EMAIL_TAKEN } from '../auth/auth.service';
import {
  CANNOT_INACTIVATE_LAST_ADMIN,
  CANNOT_INACTIVATE_SELF,
  CANNOT_RESET_CLIENT_PASSWORD,
  createSystemUser,
  decideSignUp,
  listSystemUsers,
  NOT_AWAITING_APPROVAL,
  NOT_FOUND,
  resetUserPassword,
  setUserActive,
} from './users.service';
import { revokeAccessOf } from './revoke-access';

/** Gestão de Usuários (spec 2 §2.14, §7 "System users"), administrador only. Passwords are hashed before the transaction opens. */
export const usersRoutes: RouteModule = (app, { db }) => {
  const access = ADMIN;

  app.get(
    '/api/system-users',
    { config: { access }, schema: { summary: 'Lista as contas do sistema (nunca a senha)', response: { 200: z.array(systemUserSchema) } } },
    () => listSystemUsers(db),
  );

  app.post(
    '/api/system-users',
    {
      config: { access, errors: { 400: COMMON_PASSWORD, 409: [EMAIL_TAKEN, CPF_TAKEN] } },
      schema: { summary: 'Cadastra uma conta da equipe, já ativa', body: systemUserInputSchema, response: { 201: systemUserSchema } },
    },
    async (request, reply) => {
      const { senha, ...data } = request.body;
      const hash = await hashNewPassword(senha, 'senha');
      const user = await db.transaction(async (tx) => {
        const created = await createSystemUser(tx, request.body, hash);
        await audit(tx, request, { action: 'create', entity: 'users', entityId: created.id, changes: data });
        return created;
      });
      return reply.status(201).send(user);
    },
  );

  for (const [action, ativo, summary, refusals] of [
    [
      'inactivate',
      false,
      'Inativa uma conta e encerra as suas sessões, e de vez os seus tokens de API e endereços de calendário',
      { 404: NOT_FOUND, 409: [CANNOT_INACTIVATE_SELF, CANNOT_INACTIVATE_LAST_ADMIN] },
    ],
    ['reactivate', true, 'Reativa uma conta (também aprova um cadastro pendente)', { 404: NOT_FOUND }],
  ] as const) {
    app.patch(
      `/api/system-users/:id/${action}`,
      { config: { access, errors: refusals }, schema: { summary, params: idParam, response: { 200: systemUserSchema } } },
      (request) =>
        db.transaction(async (tx) => {
          const { user, wasActive } = await setUserActive(tx, request.params.id, ativo, currentUser(request).id);
          await audit(tx, request, { action, entity: 'users', entityId: user.id, changes: { ativo } });
          // A reactivation also ends for good what an inactivation before this rule left alive.
          if (!ativo || !wasActive) await revokeAccessOf(tx, request, user.id);
          return user;
        }),
    );
  }

  for (const [action, approve, summary] of [
    ['approve', true, 'Aprova o cadastro pendente de uma conta da equipe, que fica ativa'],
    ['refuse', false, 'Recusa o cadastro pendente de uma conta da equipe, que continua inativa'],
  ] as const) {
    app.patch(
      `/api/system-users/:id/${action}`,
      {
        config: { access, errors: { 404: NOT_FOUND, 409: NOT_AWAITING_APPROVAL } },
        schema: { summary, params: idParam, response: { 200: systemUserSchema } },
      },
      (request) =>
        db.transaction(async (tx) => {
          const user = await decideSignUp(tx, request.params.id, approve);
          await audit(tx, request, { action: `${action}-signup`, entity: 'users', entityId: user.id, changes: { ativo: user.ativo } });
          return user;
        }),
    );
  }

  app.patch(
    '/api/system-users/:id/reset-password',
    {
      config: { access, errors: { 400: COMMON_PASSWORD, 404: NOT_FOUND, 409: CANNOT_RESET_CLIENT_PASSWORD } },
      schema: {
        summary: 'Reseta a senha de uma conta da equipe e encerra as sessões dela, e de vez os seus tokens de API e endereços de calendário',
        params: idParam,
        body: resetPasswordSchema,
        response: { 200: systemUserSchema },
      },
    },
    async (request) => {
      const hash = await hashNewPassword(request.body.novaSenha, 'novaSenha');
      return db.transaction(async (tx) => {
        const user = await resetUserPassword(tx, request.params.id, hash, request.sessionId);
        await audit(tx, request, { action: 'reset-password', entity: 'users', entityId: user.id });
        await revokeAccessOf(tx, request, user.id);
        return user;
      });
    },
  );
};
