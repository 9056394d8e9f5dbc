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
import { ALL_STAFF, FAMILY } from '@domain/roles';
import { COMMON_PASSWORD } from '../../auth/common-passwords';
import { currentUser } from '../../auth/guard';
import { audit } from '../../audit/audit';
import { badRequest } from '../../http/errors';
import { rateLimit } from '../../http/rate-limit';
import type { RouteModule } from '../../http/types';
import { signUp } from '../auth/auth.service';
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
      config: { access: ALL_STAFF, errors: athleteMissing },
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
      config: { access: ALL_STAFF, errors: { 400: NO_GUARDIAN_EMAIL, ...athleteMissing } },
      schema: {
        summary: 'Convida o responsável (e-mail com o link; a resposta traz o link e o WhatsApp, que só ela mostra)',
        params: idParam,
        body: invitationInputSchema,
        response: { 201: createdInvitationSchema },
      },
    },
    async (request, reply) => {
      const { invitation, mail } = await db.transaction(async (tx) => {
        const created = await createInvitation(tx, currentUser(request), request.params.id, request.body, config.publicUrl);
        await audit(tx, actorOf(request), {
          action: 'invite',
          entity: 'athletes',
          entityId: request.params.id,
          changes: { conviteId: created.invitation.id, email: created.invitation.email, parentesco: created.invitation.parentesco },
        });
        return created;
      });
      // The invitation stands even if the mail server fails: the staff still have the link and WhatsApp.
      await mailer.send(mail).catch((error: unknown) => request.log.error({ err: error, conviteId: invitation.id }, 'convite não enviado por e-mail'));
      return reply.status(201).send(invitation);
    },
  );

  app.delete(
    '/api/athletes/:id/invitations/:invitationId',
    {
      config: { access: ALL_STAFF, errors: { 404: INVITATION_NOT_FOUND, 409: INVITATION_NOT_OPEN } },
      schema: { summary: 'Revoga um convite ainda não aceito', params: invitationParams, response: { 200: invitationSchema } },
    },
    (request) =>
      db.transaction(async (tx) => {
        const invitation = await revokeInvitation(tx, currentUser(request), request.params.id, request.params.invitationId);
        await audit(tx, actorOf(request), { action: 'revoke-invitation', entity: 'athletes', entityId: request.params.id, changes: { conviteId: invitation.id } });
        return invitation;
      }),
  );

  app.delete(
    '/api/athletes/:id/guardians/:userId',
    {
      config: { access: ALL_STAFF, errors: { 404: LINK_NOT_FOUND } },
      schema: { summary: 'Remove o acesso de uma conta de família ao atleta', params: guardianParams, response: { 200: messageResponse } },
    },
    (request) =>
      db.transaction(async (tx) => {
        await removeGuardian(tx, request.params.id, request.params.userId, currentUser(request).id);
        await audit(tx, actorOf(request), { action: 'remove-guardian', entity: 'athletes', entityId: request.params.id, changes: { usuarioId: request.params.userId } });
        return { message: GUARDIAN_REMOVED };
      }),
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
        const invitation = await db.transaction(async (tx) => {
          const accepted = await acceptInvitation(tx, token, async () => signedIn);
          await audit(tx, actorOf(request), { action: 'accept-invitation', entity: 'athletes', entityId: accepted.athleteId, changes: { conviteId: accepted.id } });
          return accepted;
        });
        return { message: 'Atleta adicionado à sua conta', atletaId: invitation.athleteId };
      }
      // A spent or unknown token is refused before the password is hashed and an account is tried.
      await previewInvitation(db, token);
      // The sign-up's own answer (no session, the same message) whether the e-mail or CPF already
      // has an account or not, so this door tells no more than sign-up does; a taken one leaves the
      // invitation open for its owner, who is told by e-mail.
      const result = await signUp(db, actorOf(request), { ...request.body!, tipo: 'cliente' }, async (tx, created) => {
        const accepted = await acceptInvitation(tx, token, async () => created);
        await audit(tx, actorOf(request), { action: 'accept-invitation', entity: 'athletes', entityId: accepted.athleteId, userId: created.id, changes: { conviteId: accepted.id } });
      });
      return reply.status(201).send(result);
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
      await db.transaction(async (tx) => {
        const id = await requestAccess(tx, currentUser(request), request.body);
        await audit(tx, actorOf(request), { action: 'request-access', entity: 'access_requests', entityId: id });
      });
      return reply.status(202).send({ message: ACCESS_REQUESTED });
    },
  );

  app.get(
    '/api/access-requests',
    {
      config: { access: ALL_STAFF },
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
      config: { access: ALL_STAFF, errors: { 400: CHOOSE_ATHLETE, 404: [REQUEST_NOT_FOUND, ATHLETE_NOT_FOUND], 409: REQUEST_DECIDED } },
      schema: {
        summary: 'Aprova um pedido de acesso, vinculando a conta ao atleta',
        params: idParam,
        body: accessRequestApprovalSchema.optional(),
        response: { 200: accessRequestSchema },
      },
    },
    (request) =>
      db.transaction(async (tx) => {
        const decided = await approveAccessRequest(tx, currentUser(request), request.params.id, request.body?.athleteId);
        await audit(tx, actorOf(request), { action: 'approve', entity: 'access_requests', entityId: decided.id, changes: { atletaId: decided.atleta?.id, usuarioId: decided.solicitante.id } });
        return decided;
      }),
  );

  app.post(
    '/api/access-requests/:id/refuse',
    {
      config: { access: ALL_STAFF, errors: { 404: REQUEST_NOT_FOUND, 409: REQUEST_DECIDED } },
      schema: { summary: 'Recusa um pedido de acesso', params: idParam, response: { 200: accessRequestSchema } },
    },
    (request) =>
      db.transaction(async (tx) => {
        const decided = await refuseAccessRequest(tx, currentUser(request), request.params.id);
        await audit(tx, actorOf(request), { action: 'refuse', entity: 'access_requests', entityId: decided.id });
        return decided;
      }),
  );

  app.get(
    '/api/pending-counts',
    {
      config: { access: ALL_STAFF },
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
    (request) =>
      db.transaction(async (tx) => {
        const { child, changes } = await updateFamilyContact(tx, currentUser(request), request.params.id, request.body);
        await audit(tx, actorOf(request), { action: 'update-contact', entity: 'athletes', entityId: child.id, changes });
        return child;
      }),
  );
};
