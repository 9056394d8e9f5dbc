import { z } from 'zod';
import { idParam } from '@domain/fields';
import { ADMIN } from '@domain/roles';
import { resetPasswordSchema, systemUserInputSchema, systemUserSchema } from '@domain/users';
import { COMMON_PASSWORD } from '../../auth/common-passwords';
import { currentUser } from '../../auth/guard';
import type { RouteModule } from '../../http/types';
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
import { actorOf } from '../../http/actor';
import { CPF_TAKEN, EMAIL_TAKEN } from '@domain/messages';

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
    async (request, reply) => reply.status(201).send(await createSystemUser(db, actorOf(request), request.body)),
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
      (request) => setUserActive(db, actorOf(request), request.params.id, ativo, currentUser(request).id, action),
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
      (request) => decideSignUp(db, actorOf(request), request.params.id, approve),
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
    (request) => resetUserPassword(db, actorOf(request), request.params.id, request.body.novaSenha, request.sessionId),
  );
};
