import { eq } from 'drizzle-orm';
import { todayIn } from '../../../domain/dates';
import { idParam } from '../../../domain/fields';
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
  PRIVACY_POLICY_VERSION,
} from '../../../domain/privacy';
import { fileResponse } from '../../../domain/responses';
import { ADMIN, ALL_ROLES, STAFF } from '../../../domain/roles';
import { currentUser } from '../../auth/guard';
import { athletes } from '../../db/schema/index';
import { audit } from '../../http/audit';
import { notFound } from '../../http/errors';
import { sendFile } from '../../http/send-file';
import type { RouteModule } from '../../http/types';
import { anonymizeAthlete } from './anonymize';
import { athleteRecords } from './athlete-record';
import { athleteRecordPdf } from './athlete-record-pdf';
import { grantConsent, listAthleteConsents, listControllers, myPrivacy, revokeConsent } from './consents.service';
import { familyExport } from './family-export';

const ATHLETE_NOT_FOUND = 'Atleta não encontrado';

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
    async (request, reply) => {
      const result = await db.transaction(async (tx) => {
        const { id } = await grantConsent(tx, request, currentUser(request));
        await audit(tx, request, { action: 'consent-grant', entity: 'consents', entityId: id, changes: { versaoPolitica: PRIVACY_POLICY_VERSION } });
        return myPrivacy(tx, currentUser(request));
      });
      return reply.status(201).send(result);
    },
  );

  app.patch(
    '/api/privacy/consents/:id/revoke',
    {
      config: { access: ALL_ROLES, errors: { 404: CONSENT_NOT_FOUND, 409: CONSENT_ALREADY_REVOKED } },
      schema: { summary: 'Revoga um consentimento (fica registrado quando e por quem)', params: idParam, response: { 200: consentSchema } },
    },
    (request) =>
      db.transaction(async (tx) => {
        const consent = await revokeConsent(tx, currentUser(request), request.params.id);
        await audit(tx, request, { action: 'consent-revoke', entity: 'consents', entityId: consent.id, changes: { atletaId: consent.atletaId } });
        return consent;
      }),
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
      const user = currentUser(request);
      const data = await familyExport(db, user);
      await audit(db, request, { action: 'export-own', entity: 'users', entityId: user.id, changes: { atletas: data.atletas.length } });
      return sendFile(reply, { contentType: 'application/json; charset=utf-8', fileName: `meus-dados-plantel-${today()}.json`, body: JSON.stringify(data, null, 2) });
    },
  );

  app.get(
    '/api/privacy/athletes/:id/consents',
    {
      config: { access: STAFF, errors: athleteMissing },
      schema: {
        summary: 'Os consentimentos que cobrem o atleta: os dele e os das contas dos responsáveis',
        params: idParam,
        response: { 200: z.array(consentSchema) },
      },
    },
    async (request) => {
      const [athlete] = await db.select({ id: athletes.id }).from(athletes).where(eq(athletes.id, request.params.id));
      if (!athlete) throw notFound(ATHLETE_NOT_FOUND);
      return listAthleteConsents(db, athlete.id);
    },
  );

  app.get(
    '/api/privacy/athletes/:id/export',
    {
      config: { access: ADMIN, errors: athleteMissing },
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
      const [record] = await athleteRecords(db, [id], { auditTrail: true });
      if (!record) throw notFound(ATHLETE_NOT_FOUND);
      const generatedAt = new Date();
      const fileName = `dados-atleta-${id}-${today()}.${formato}`;
      const body =
        formato === 'pdf'
          ? await athleteRecordPdf(record, { timeZone: config.timeZone, generatedAt })
          : JSON.stringify({ geradoEm: generatedAt.toISOString(), versaoPolitica: PRIVACY_POLICY_VERSION, ...record }, null, 2);
      await audit(db, request, { action: 'export', entity: 'athletes', entityId: id, changes: { formato } });
      return sendFile(reply, { contentType: formato === 'pdf' ? 'application/pdf' : 'application/json; charset=utf-8', fileName, body });
    },
  );

  app.post(
    '/api/privacy/athletes/:id/anonymize',
    {
      config: { access: ADMIN, errors: { 404: ATHLETE_NOT_FOUND, 409: [ONLY_INACTIVE_ANONYMIZED, ALREADY_ANONYMIZED] } },
      schema: {
        summary: 'Anonimiza um atleta inativo, mantendo o histórico financeiro',
        params: idParam,
        response: { 200: anonymizationResultSchema },
      },
    },
    (request) =>
      db.transaction(async (tx) => {
        const result = await anonymizeAthlete(tx, request.params.id);
        const { id: _id, nomeCompleto: _nome, ...kept } = result;
        await audit(tx, request, { action: 'anonymize', entity: 'athletes', entityId: result.id, changes: kept });
        return result;
      }),
  );
};
