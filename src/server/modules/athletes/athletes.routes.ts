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
import { permissions } from '@domain/permissions';
import { ADMIN, FAMILY_AND_STAFF } from '@domain/roles';
import { currentUser } from '../../auth/guard';
import { rateLimit } from '../../http/rate-limit';
import { sendFile } from '../../http/send-file';
import type { RouteModule } from '../../http/types';
import {
  deleteAthlete,
  enrollmentsRefusal,
  getAthletePhoto,
  inactivateAthlete,
  INACTIVE_NOT_EDITABLE,
  listAthletes,
  PHOTO_NOT_FOUND,
  quickRegisterAthlete,
  reactivateAthlete,
  readAthlete,
  registerAthlete,
  updateAthlete,
} from './athletes.service';
import { actorOf } from '../../http/actor';
import { ATHLETE_NOT_FOUND, CPF_TAKEN } from '@domain/messages';

/** PUT carries the edited fields, or only a status, or only a photo (null removes it). */
const athleteUpdateSchema = z.union([
  z.object({ status: z.enum(athleteStatuses, { error: 'Status inválido' }) }).strict(),
  z.object({ foto: photoDataUrl.nullable() }).strict(),
  athleteEditSchema,
]);

const TOO_MANY_REGISTRATIONS = 'Muitos cadastros a partir deste endereço. Tente novamente mais tarde.';

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

  app.get(
    '/api/athletes/:id',
    {
      config: { access: FAMILY_AND_STAFF, errors },
      schema: { summary: 'Um atleta, com os dados de saúde e do responsável', params: idParam, response: { 200: athleteSchema } },
    },
    (request) => readAthlete(db, actorOf(request), currentUser(request), request.params.id, today()),
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

  app.post(
    '/api/athletes',
    {
      config: { access: permissions.manageAthletes, errors: { 409: CPF_TAKEN } },
      schema: {
        summary: 'Cadastra um atleta, registrando o consentimento do responsável presente',
        body: athleteCreateSchema,
        response: { 201: athleteSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await registerAthlete(db, actorOf(request), currentUser(request), request.body, today())),
  );

  app.put(
    '/api/athletes/:id',
    {
      config: { access: permissions.manageAthletes, errors: { 404: ATHLETE_NOT_FOUND, 409: [CPF_TAKEN, INACTIVE_NOT_EDITABLE] } },
      schema: {
        summary: 'Altera um atleta: os dados do formulário, só o status ou só a foto',
        params: idParam,
        body: athleteUpdateSchema,
        response: { 200: athleteSchema },
      },
    },
    (request) => updateAthlete(db, actorOf(request), currentUser(request), request.params.id, request.body, today()),
  );

  app.patch(
    '/api/athletes/:id/inactivate',
    {
      config: { access: permissions.manageAthletes, errors },
      schema: {
        summary: 'Inativa um atleta, cancelando as matrículas ativas e as mensalidades em aberto ainda não vencidas',
        params: idParam,
        response: { 200: inactivationResultSchema },
      },
    },
    (request) => inactivateAthlete(db, actorOf(request), currentUser(request), request.params.id, today()),
  );

  app.patch(
    '/api/athletes/:id/reactivate',
    { config: { access: permissions.manageAthletes, errors }, schema: { summary: 'Reativa um atleta', params: idParam, response: { 200: athleteSchema } } },
    (request) => reactivateAthlete(db, actorOf(request), currentUser(request), request.params.id, today()),
  );

  app.delete(
    '/api/athletes/:id',
    {
      config: { access: ADMIN, errors: { 404: ATHLETE_NOT_FOUND, 409: enrollmentsRefusal(2) } },
      schema: { summary: 'Exclui um atleta sem matrículas', params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteAthlete(db, actorOf(request), currentUser(request), request.params.id);
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
    async (request, reply) => reply.status(201).send(await quickRegisterAthlete(db, actorOf(request), request.body)),
  );
};
