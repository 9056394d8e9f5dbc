import { todayIn } from '@domain/dates';
import {
  ACCESS_REQUESTED,
  accessRequestApprovalSchema,
  accessRequestInputSchema,
  accessRequestListQuerySchema,
  accessRequestPageSchema,
  accessRequestSchema,
  athleteGuardiansSchema,
  createdInvitationSchema,
  familyChildContactSchema,
  familyContactSchema,
  familyHomeSchema,
  guardianParams,
  invitationAcceptedSchema,
  invitationInputSchema,
  invitationParams,
  invitationPreviewSchema,
  invitationRegisterSchema,
  invitationSchema,
  invitationTokenParam,
  myFamilySchema,
  pendingCountsSchema,
} from '@domain/families';
import { idParam } from '@domain/fields';
import { messageResponse } from '@domain/responses';
import { permissions } from '@domain/permissions';
import { FAMILY } from '@domain/roles';
import { COMMON_PASSWORD } from '../../auth/common-passwords';
import { currentUser } from '../../auth/guard';
import { badRequest } from '../../http/errors';
import { rateLimit } from '../../http/rate-limit';
import type { RouteModule } from '../../http/types';
import {
  approveAccessRequest,
  CHOOSE_ATHLETE,
  listAccessRequests,
  listAthleteRequests,
  pendingCounts,
  refuseAccessRequest,
  REQUEST_DECIDED,
  REQUEST_NOT_FOUND,
  requestAccess,
} from './access-requests.service';
import { findAthlete, LINK_NOT_FOUND, listGuardianLinks, removeGuardian } from './guardians.service';
import {
  acceptInvitation,
  createInvitation,
  INVITATION_NOT_FOUND,
  INVITATION_NOT_OPEN,
  listInvitations,
  NO_GUARDIAN_EMAIL,
  previewInvitation,
  revokeInvitation,
  signUpByInvitation,
} from './invitations.service';
import { familyHome, myFamily, updateFamilyContact } from './portal.service';
import { actorOf } from '../../http/actor';
import { ATHLETE_NOT_FOUND } from '@domain/messages';

export const STAFF_CANNOT_ACCEPT = 'Convites são para contas de família. Saia da sua conta para aceitar este convite.';
const TOO_MANY_TOKENS = 'Muitas tentativas. Aguarde e tente novamente.';
const TOO_MANY_REQUESTS = 'Muitos pedidos de acesso. Aguarde e tente novamente mais tarde.';
const GUARDIAN_REMOVED = 'Acesso do responsável removido';

/**
 * Family access: guardian links, invitations, access requests and the family portal.
 * Every link, invitation, request and decision is audited in the transaction that makes it.
 */
export const familiesRoutes: RouteModule = (app, { db, config, mailer }) => {
  const today = () => todayIn(config.timeZone);
  const tokenLimit = rateLimit(db, 'invitation-token', { max: 30, windowMinutes: 30, message: TOO_MANY_TOKENS });
  const athleteMissing = { 404: ATHLETE_NOT_FOUND } as const;

  // ---- staff: the athlete page's "Responsáveis" -------------------------------------------

  app.get(
    '/api/athletes/:id/guardians',
    {
      config: { access: permissions.manageGuardians, errors: athleteMissing },
      schema: {
        summary: 'Os responsáveis do atleta: contas vinculadas, convites e pedidos de acesso pendentes',
        params: idParam,
        response: { 200: athleteGuardiansSchema },
      },
    },
    async (request) => {
      const athleteId = request.params.id;
      await findAthlete(db, athleteId);
      const [vinculos, convites, solicitacoes] = await Promise.all([
        listGuardianLinks(db, athleteId),
        listInvitations(db, athleteId),
        listAthleteRequests(db, athleteId),
      ]);
      return { vinculos, convites, solicitacoes };
    },
  );

  app.post(
    '/api/athletes/:id/invitations',
    {
      config: { access: permissions.manageGuardians, errors: { 400: NO_GUARDIAN_EMAIL, ...athleteMissing } },
      schema: {
        summary: 'Convida o responsável (e-mail com o link; a resposta traz o link e o WhatsApp, que só ela mostra)',
        params: idParam,
        body: invitationInputSchema,
        response: { 201: createdInvitationSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      return reply.status(201).send(await createInvitation(db, actorOf(request), mailer, request.log, user, request.params.id, request.body, config.publicUrl));
    },
  );

  app.delete(
    '/api/athletes/:id/invitations/:invitationId',
    {
      config: { access: permissions.manageGuardians, errors: { 404: INVITATION_NOT_FOUND, 409: INVITATION_NOT_OPEN } },
      schema: { summary: 'Revoga um convite ainda não aceito', params: invitationParams, response: { 200: invitationSchema } },
    },
    (request) => revokeInvitation(db, actorOf(request), currentUser(request), request.params.id, request.params.invitationId),
  );

  app.delete(
    '/api/athletes/:id/guardians/:userId',
    {
      config: { access: permissions.manageGuardians, errors: { 404: LINK_NOT_FOUND } },
      schema: { summary: 'Remove o acesso de uma conta de família ao atleta', params: guardianParams, response: { 200: messageResponse } },
    },
    async (request) => {
      await removeGuardian(db, actorOf(request), currentUser(request), request.params.id, request.params.userId);
      return { message: GUARDIAN_REMOVED };
    },
  );

  // ---- the guardian opens the invitation ------------------------------------------------

  app.get(
    '/api/invitations/:token',
    {
      config: { access: 'public', errors: { 404: INVITATION_NOT_FOUND, 429: TOO_MANY_TOKENS } },
      schema: {
        summary: 'O que a página do convite mostra: o primeiro nome do atleta, o e-mail convidado e a validade',
        params: invitationTokenParam,
        response: { 200: invitationPreviewSchema },
      },
      preHandler: tokenLimit,
    },
    (request) => previewInvitation(db, request.params.token),
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      config: {
        access: 'public',
        errors: { 400: [STAFF_CANNOT_ACCEPT, COMMON_PASSWORD], 404: INVITATION_NOT_FOUND, 429: TOO_MANY_TOKENS },
      },
      schema: {
        summary:
          'Aceita um convite: com sessão, o atleta entra na conta; sem sessão, cria a conta de família já com o atleta (201, a mesma resposta para um e-mail ou CPF já cadastrado)',
        params: invitationTokenParam,
        body: invitationRegisterSchema.nullish(),
        response: { 200: invitationAcceptedSchema, 201: messageResponse },
      },
      // Signed in, the session is the account and the body is not read; signed out, the sign-up
      // fields are required, so a missing body gets their messages.
      preValidation: async (request) => {
        (request as { body: unknown }).body = request.user ? null : (request.body ?? {});
      },
      preHandler: tokenLimit,
    },
    async (request, reply) => {
      const { token } = request.params;
      const signedIn = request.user;
      if (signedIn) {
        if (signedIn.tipo !== 'cliente') throw badRequest(STAFF_CANNOT_ACCEPT);
        return acceptInvitation(db, actorOf(request), signedIn, token);
      }
      return reply.status(201).send(await signUpByInvitation(db, actorOf(request), token, request.body!));
    },
  );

  // ---- access requests ------------------------------------------------------------------

  app.post(
    '/api/family/access-requests',
    {
      config: { access: FAMILY, errors: { 429: TOO_MANY_REQUESTS } },
      schema: {
        summary: 'A família pede acesso a um atleta (a resposta é a mesma exista ou não o atleta)',
        body: accessRequestInputSchema,
        response: { 202: messageResponse },
      },
      preHandler: rateLimit(db, 'access-request', {
        max: 10,
        windowMinutes: 60,
        key: (request) => String(request.user?.id),
        message: TOO_MANY_REQUESTS,
      }),
    },
    async (request, reply) => {
      await requestAccess(db, actorOf(request), currentUser(request), request.body);
      return reply.status(202).send({ message: ACCESS_REQUESTED });
    },
  );

  app.get(
    '/api/access-requests',
    {
      config: { access: permissions.manageGuardians },
      schema: {
        summary: 'Lista os pedidos de acesso das famílias (uma página)',
        querystring: accessRequestListQuerySchema,
        response: { 200: accessRequestPageSchema },
      },
    },
    (request) => listAccessRequests(db, request.query),
  );

  app.post(
    '/api/access-requests/:id/approve',
    {
      config: { access: permissions.manageGuardians, errors: { 400: CHOOSE_ATHLETE, 404: [REQUEST_NOT_FOUND, ATHLETE_NOT_FOUND], 409: REQUEST_DECIDED } },
      schema: {
        summary: 'Aprova um pedido de acesso, vinculando a conta ao atleta',
        params: idParam,
        body: accessRequestApprovalSchema.optional(),
        response: { 200: accessRequestSchema },
      },
    },
    (request) => approveAccessRequest(db, actorOf(request), currentUser(request), request.params.id, request.body?.athleteId),
  );

  app.post(
    '/api/access-requests/:id/refuse',
    {
      config: { access: permissions.manageGuardians, errors: { 404: REQUEST_NOT_FOUND, 409: REQUEST_DECIDED } },
      schema: { summary: 'Recusa um pedido de acesso', params: idParam, response: { 200: accessRequestSchema } },
    },
    (request) => refuseAccessRequest(db, actorOf(request), currentUser(request), request.params.id),
  );

  app.get(
    '/api/pending-counts',
    {
      config: { access: permissions.viewPendingWork },
      schema: {
        summary: 'O que precisa da equipe hoje (o sino e o Início): cadastros e pedidos de acesso pendentes, parcelas vencidas e treinos do dia',
        response: { 200: pendingCountsSchema },
      },
    },
    (request) => pendingCounts(db, currentUser(request), today()),
  );

  // ---- the family portal ----------------------------------------------------------------

  app.get(
    '/api/family/home',
    {
      config: { access: FAMILY },
      schema: { summary: 'O Início da família: turmas, agenda, mensalidades e pagamentos de cada criança vinculada', response: { 200: familyHomeSchema } },
    },
    (request) => familyHome(db, currentUser(request), today(), config.timeZone),
  );

  app.get(
    '/api/family',
    {
      config: { access: FAMILY },
      schema: { summary: 'Minha família: as crianças vinculadas com contatos e responsáveis, e os pedidos de acesso', response: { 200: myFamilySchema } },
    },
    (request) => myFamily(db, currentUser(request)),
  );

  app.patch(
    '/api/family/athletes/:id/contact',
    {
      config: { access: FAMILY, errors: athleteMissing },
      schema: {
        summary: 'A família atualiza os contatos de uma criança vinculada',
        params: idParam,
        body: familyContactSchema,
        response: { 200: familyChildContactSchema },
      },
    },
    (request) => updateFamilyContact(db, actorOf(request), currentUser(request), request.params.id, request.body),
  );
};
