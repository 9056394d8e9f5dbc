import { z } from 'zod';
import {
  athleteCreateSchema,
  athleteEditSchema,
  athleteListQuerySchema,
  athleteListSchema,
  athleteSchema,
  athleteStatuses,
  inactivationResultSchema,
  photoDataUrl,
  quickRegisterResultSchema,
} from '@domain/athletes';
import { todayIn } from '@domain/dates';
import { idParam } from '@domain/fields';
import { fileResponse, noContent } from '@domain/responses';
import { ADMIN, FAMILY_AND_STAFF, STAFF } from '@domain/roles';
import { currentUser } from '../../auth/guard';
import { audit } from '../../audit/audit';
import { athletePhoto } from '../../http/images';
import { rateLimit } from '../../http/rate-limit';
import { sendFile } from '../../http/send-file';
import { enqueue } from '../../jobs/queue';
import type { RouteModule } from '../../http/types';
import { recordConsent } from '../privacy/consents.service';
import { quickRegisterTaken } from './quick-register-notice';
import { changeAthleteStatus, createAthlete, createAthleteUnlessCpfTaken, deleteAthlete, enrollmentsRefusal, getAthlete, getAthletePhoto, inactivateAthlete, INACTIVE_NOT_EDITABLE, listAthletes, PHOTO_NOT_FOUND, reactivateAthlete, updateAthlete } from './athletes.service';
import { actorOf } from '../../http/actor';
import { ATHLETE_NOT_FOUND, CPF_TAKEN } from '@domain/messages';

/** PUT carries the edited fields, or only a status, or only a photo (null removes it). */
const athleteUpdateSchema = z.union([
  z.object({ status: z.enum(athleteStatuses, { error: 'Status inválido' }) }).strict(),
  z.object({ foto: photoDataUrl.nullable() }).strict(),
  athleteEditSchema,
]);

const TOO_MANY_REGISTRATIONS = 'Muitos cadastros a partir deste endereço. Tente novamente mais tarde.';

/** Decoded and re-encoded before any transaction: a photo is never stored as the client sent it. */
const withStoredPhoto = async <T extends { foto?: string | null }>(data: T): Promise<T> =>
  data.foto ? { ...data, foto: await athletePhoto(data.foto) } : data;

export const athletesRoutes: RouteModule = (app, { db, config }) => {
  const today = () => todayIn(config.timeZone);
  const errors = { 404: ATHLETE_NOT_FOUND } as const;

  app.get(
    '/api/athletes',
    {
      config: { access: FAMILY_AND_STAFF },
      schema: {
        summary: 'Lista os atletas visíveis a quem pede: uma página, com busca, filtros e os totais da escola',
        querystring: athleteListQuerySchema,
        response: { 200: athleteListSchema },
      },
    },
    (request) => listAthletes(db, currentUser(request), request.query, today()),
  );

  // The answer carries health data: every read by staff is logged (LGPD art. 37); a family reading
  // its own child's record is not.
  app.get(
    '/api/athletes/:id',
    {
      config: { access: FAMILY_AND_STAFF, errors },
      schema: { summary: 'Um atleta, com os dados de saúde e do responsável', params: idParam, response: { 200: athleteSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const athlete = await getAthlete(db, user, request.params.id, today());
      if (user.tipo !== 'cliente') await audit(db, actorOf(request), { action: 'read-health', entity: 'athletes', entityId: athlete.id });
      return athlete;
    },
  );

  // The URL changes with the photo (?v=updatedAt), so the browser may keep it; `private` keeps
  // children's photos out of shared caches.
  app.get(
    '/api/athletes/:id/photo',
    {
      config: { access: FAMILY_AND_STAFF, errors: { 404: [ATHLETE_NOT_FOUND, PHOTO_NOT_FOUND] } },
      schema: { summary: 'A foto do atleta (300×300)', params: idParam, response: { 200: fileResponse('Foto do atleta (imagem 300×300)', 'image/jpeg') } },
    },
    async (request, reply) => {
      const photo = await getAthletePhoto(db, currentUser(request), request.params.id);
      return sendFile(reply, { contentType: photo.contentType, body: photo.bytes, versioned: true });
    },
  );

  // Staff register the athlete with the guardian present: the checkbox records the guardian's consent.
  app.post(
    '/api/athletes',
    {
      config: { access: STAFF, errors: { 409: CPF_TAKEN } },
      schema: {
        summary: 'Cadastra um atleta, registrando o consentimento do responsável presente',
        body: athleteCreateSchema,
        response: { 201: athleteSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { consentimentoLgpd: _consent, ...data } = await withStoredPhoto(request.body);
      const athlete = await db.transaction(async (tx) => {
        const created = await createAthlete(tx, data);
        await recordConsent(tx, actorOf(request), {
          origem: 'cadastro-atleta',
          athleteId: created.id,
          titularNome: data.responsavelNome,
          titularCpf: data.responsavelCpf,
          recordedByUserId: user.id,
        });
        await audit(tx, actorOf(request), { action: 'create', entity: 'athletes', entityId: created.id, changes: data });
        return getAthlete(tx, user, created.id, today());
      });
      return reply.status(201).send(athlete);
    },
  );

  app.put(
    '/api/athletes/:id',
    {
      config: { access: STAFF, errors: { 404: ATHLETE_NOT_FOUND, 409: [CPF_TAKEN, INACTIVE_NOT_EDITABLE] } },
      schema: {
        summary: 'Altera um atleta: os dados do formulário, só o status ou só a foto',
        params: idParam,
        body: athleteUpdateSchema,
        response: { 200: athleteSchema },
      },
    },
    async (request) => {
      const body = 'foto' in request.body ? await withStoredPhoto(request.body) : request.body;
      return db.transaction(async (tx) => {
        const user = currentUser(request);
        const { athlete, changes, action } =
          'status' in body
            ? await changeAthleteStatus(tx, user, request.params.id, body.status, today())
            : { ...(await updateAthlete(tx, user, request.params.id, body, today())), action: 'update' };
        await audit(tx, actorOf(request), { action, entity: 'athletes', entityId: athlete.id, changes });
        return athlete;
      });
    },
  );

  app.patch(
    '/api/athletes/:id/inactivate',
    {
      config: { access: STAFF, errors },
      schema: {
        summary: 'Inativa um atleta, cancelando as matrículas ativas e as mensalidades em aberto ainda não vencidas',
        params: idParam,
        response: { 200: inactivationResultSchema },
      },
    },
    (request) =>
      db.transaction(async (tx) => {
        const result = await inactivateAthlete(tx, currentUser(request), request.params.id, today());
        await audit(tx, actorOf(request), {
          action: 'inactivate',
          entity: 'athletes',
          entityId: result.athlete.id,
          changes: {
            status: result.athlete.status,
            inactivatedEnrollments: result.inactivatedEnrollments,
            inactivatedPayments: result.inactivatedPayments,
          },
        });
        return result;
      }),
  );

  app.patch(
    '/api/athletes/:id/reactivate',
    { config: { access: STAFF, errors }, schema: { summary: 'Reativa um atleta', params: idParam, response: { 200: athleteSchema } } },
    (request) =>
      db.transaction(async (tx) => {
        const athlete = await reactivateAthlete(tx, currentUser(request), request.params.id, today());
        await audit(tx, actorOf(request), { action: 'reactivate', entity: 'athletes', entityId: athlete.id, changes: { status: athlete.status } });
        return athlete;
      }),
  );

  app.delete(
    '/api/athletes/:id',
    {
      config: { access: ADMIN, errors: { 404: ATHLETE_NOT_FOUND, 409: enrollmentsRefusal(2) } },
      schema: { summary: 'Exclui um atleta sem matrículas', params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        await deleteAthlete(tx, currentUser(request), request.params.id);
        await audit(tx, actorOf(request), { action: 'delete', entity: 'athletes', entityId: request.params.id });
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/quick-register',
    {
      config: { access: 'public', errors: { 429: TOO_MANY_REGISTRATIONS } },
      schema: {
        summary: 'Cadastro rápido de um atleta pelo responsável, com o consentimento dele',
        body: athleteCreateSchema,
        response: { 201: quickRegisterResultSchema },
      },
      preHandler: rateLimit(db, 'quick-register', { max: 10, windowMinutes: 60, message: TOO_MANY_REGISTRATIONS }),
    },
    async (request, reply) => {
      const { consentimentoLgpd: _consent, ...data } = await withStoredPhoto(request.body);
      await db.transaction(async (tx) => {
        const created = await createAthleteUnlessCpfTaken(tx, data);
        // An athlete already registered: the same answer as a new one, and the administradores are told.
        if (!created) return enqueue(tx, 'quick-register-taken', quickRegisterTaken(data));
        await recordConsent(tx, actorOf(request), {
          origem: 'cadastro-rapido',
          athleteId: created.id,
          titularNome: data.responsavelNome,
          titularCpf: data.responsavelCpf,
        });
        await audit(tx, actorOf(request), { action: 'quick-register', entity: 'athletes', entityId: created.id, changes: data });
      });
      const { nomeCompleto } = data;
      return reply.status(201).send({ athlete: { nomeCompleto }, message: `O atleta ${nomeCompleto} foi cadastrado na academia.` });
    },
  );
};
