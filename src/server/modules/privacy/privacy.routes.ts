import { todayIn } from '@domain/dates';
import { idParam } from '@domain/fields';
import { z } from 'zod';
import {
  ALREADY_ANONYMIZED,
  anonymizationResultSchema,
  athleteExportQuerySchema,
  CONSENT_ALREADY_REVOKED,
  CONSENT_NOT_FOUND,
  consentGrantSchema,
  consentSchema,
  dataControllerSchema,
  myPrivacySchema,
  ONLY_INACTIVE_ANONYMIZED,
} from '@domain/privacy';
import { fileResponse } from '@domain/responses';
import { permissions } from '@domain/permissions';
import { ALL_ROLES } from '@domain/roles';
import { currentUser } from '../../auth/guard';
import { sendFile } from '../../http/send-file';
import type { RouteModule } from '../../http/types';
import { listControllers, myPrivacy } from './consents.service';
import { anonymizeAthlete, athleteConsents, exportAthleteRecord, exportOwnData, grantConsent, revokeConsent } from './privacy.service';
import { actorOf } from '../../http/actor';
import { ATHLETE_NOT_FOUND } from '@domain/messages';


/**
 * LGPD: the guardian's consents and their revocation, the family's own data, and the
 * administrador's answers to a data subject request (export, anonymisation). Every act is audited.
 */
export const privacyRoutes: RouteModule = (app, { db, config }) => {
  const today = () => todayIn(config.timeZone);
  const athleteMissing = { 404: ATHLETE_NOT_FOUND } as const;

  app.get(
    '/api/privacy/controllers',
    {
      config: { access: 'public' },
      schema: { summary: 'As escolas controladoras dos dados, como a política as nomeia', response: { 200: z.array(dataControllerSchema) } },
    },
    () => listControllers(db),
  );

  app.get(
    '/api/privacy/me',
    {
      config: { access: ALL_ROLES },
      schema: { summary: 'A página Privacidade: os consentimentos da conta e dos atletas da família', response: { 200: myPrivacySchema } },
    },
    (request) => myPrivacy(db, currentUser(request)),
  );

  app.post(
    '/api/privacy/consents',
    {
      config: { access: ALL_ROLES },
      schema: { summary: 'Concede o consentimento à versão atual da política', body: consentGrantSchema, response: { 201: myPrivacySchema } },
    },
    async (request, reply) => reply.status(201).send(await grantConsent(db, actorOf(request), currentUser(request))),
  );

  app.patch(
    '/api/privacy/consents/:id/revoke',
    {
      config: { access: ALL_ROLES, errors: { 404: CONSENT_NOT_FOUND, 409: CONSENT_ALREADY_REVOKED } },
      schema: { summary: 'Revoga um consentimento (fica registrado quando e por quem)', params: idParam, response: { 200: consentSchema } },
    },
    (request) => revokeConsent(db, actorOf(request), currentUser(request), request.params.id),
  );

  app.get(
    '/api/privacy/me/export',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'Baixa os dados da conta e dos atletas da família',
        response: { 200: fileResponse('Arquivo JSON com a conta e os atletas da família', 'application/json') },
      },
    },
    async (request, reply) => {
      const data = await exportOwnData(db, actorOf(request), currentUser(request));
      return sendFile(reply, { contentType: 'application/json; charset=utf-8', fileName: `meus-dados-plantel-${today()}.json`, body: JSON.stringify(data, null, 2) });
    },
  );

  app.get(
    '/api/privacy/athletes/:id/consents',
    {
      config: { access: permissions.viewAthleteConsents, errors: athleteMissing },
      schema: {
        summary: 'Os consentimentos que cobrem o atleta: os dele e os das contas dos responsáveis',
        params: idParam,
        response: { 200: z.array(consentSchema) },
      },
    },
    (request) => athleteConsents(db, request.params.id),
  );

  app.get(
    '/api/privacy/athletes/:id/export',
    {
      config: { access: permissions.answerDataSubjectRequests, errors: athleteMissing },
      schema: {
        summary: 'Baixa a ficha completa do atleta, com o histórico da auditoria (pedido do titular)',
        params: idParam,
        querystring: athleteExportQuerySchema,
        response: { 200: fileResponse('Ficha do atleta em JSON ou PDF', 'application/json', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { formato } = request.query;
      const body = await exportAthleteRecord(db, actorOf(request), id, formato, config.timeZone);
      const fileName = `dados-atleta-${id}-${today()}.${formato}`;
      return sendFile(reply, { contentType: formato === 'pdf' ? 'application/pdf' : 'application/json; charset=utf-8', fileName, body });
    },
  );

  app.post(
    '/api/privacy/athletes/:id/anonymize',
    {
      config: { access: permissions.answerDataSubjectRequests, errors: { 404: ATHLETE_NOT_FOUND, 409: [ONLY_INACTIVE_ANONYMIZED, ALREADY_ANONYMIZED] } },
      schema: {
        summary: 'Anonimiza um atleta inativo, mantendo o histórico financeiro',
        params: idParam,
        response: { 200: anonymizationResultSchema },
      },
    },
    (request) => anonymizeAthlete(db, actorOf(request), request.params.id),
  );
};
