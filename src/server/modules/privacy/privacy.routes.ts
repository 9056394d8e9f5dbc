import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { todayIn } from '../../../domain/dates';
import { idParam } from '../../../domain/fields';
import { athleteExportQuerySchema, consentGrantSchema, PRIVACY_POLICY_VERSION } from '../../../domain/privacy';
import { ADMIN, ALL_ROLES, STAFF } from '../../../domain/roles';
import { currentUser } from '../../auth/guard';
import { athletes } from '../../db/schema/index';
import { audit } from '../../http/audit';
import { notFound } from '../../http/errors';
import type { RouteModule } from '../../http/types';
import { anonymizeAthlete } from './anonymize';
import { athleteRecords } from './athlete-record';
import { athleteRecordPdf } from './athlete-record-pdf';
import { grantConsent, listAthleteConsents, listControllers, myPrivacy, revokeConsent } from './consents.service';
import { familyExport } from './family-export';

const ATHLETE_NOT_FOUND = 'Atleta não encontrado';

function attachment(reply: FastifyReply, fileName: string, contentType: string, body: string | Buffer) {
  return reply.header('content-type', contentType).header('content-disposition', `attachment; filename="${fileName}"`).send(body);
}

/**
 * LGPD (issue 11): the guardian's consents and their revocation, the family's own data, and the
 * administrador's answers to a data subject request (export, anonymisation). Every act is audited.
 */
export const privacyRoutes: RouteModule = (app, { db, config }) => {
  const today = () => todayIn(config.timeZone);

  app.get('/api/privacy/controllers', { config: { access: 'public' } }, () => listControllers(db));

  app.get('/api/privacy/me', { config: { access: ALL_ROLES } }, (request) => myPrivacy(db, currentUser(request)));

  app.post('/api/privacy/consents', { config: { access: ALL_ROLES }, schema: { body: consentGrantSchema } }, async (request, reply) => {
    const result = await db.transaction(async (tx) => {
      const { id } = await grantConsent(tx, request, currentUser(request));
      await audit(tx, request, { action: 'consent-grant', entity: 'consents', entityId: id, changes: { versaoPolitica: PRIVACY_POLICY_VERSION } });
      return myPrivacy(tx, currentUser(request));
    });
    return reply.status(201).send(result);
  });

  app.patch('/api/privacy/consents/:id/revoke', { config: { access: ALL_ROLES }, schema: { params: idParam } }, (request) =>
    db.transaction(async (tx) => {
      const consent = await revokeConsent(tx, currentUser(request), request.params.id);
      await audit(tx, request, { action: 'consent-revoke', entity: 'consents', entityId: consent.id, changes: { atletaId: consent.atletaId } });
      return consent;
    }),
  );

  app.get('/api/privacy/me/export', { config: { access: ALL_ROLES } }, async (request, reply) => {
    const user = currentUser(request);
    const data = await familyExport(db, user);
    await audit(db, request, { action: 'export-own', entity: 'users', entityId: user.id, changes: { atletas: data.atletas.length } });
    return attachment(reply, `meus-dados-plantel-${today()}.json`, 'application/json; charset=utf-8', JSON.stringify(data, null, 2));
  });

  app.get('/api/privacy/athletes/:id/consents', { config: { access: STAFF }, schema: { params: idParam } }, async (request) => {
    const [athlete] = await db.select({ id: athletes.id }).from(athletes).where(eq(athletes.id, request.params.id));
    if (!athlete) throw notFound(ATHLETE_NOT_FOUND);
    return listAthleteConsents(db, athlete.id);
  });

  app.get(
    '/api/privacy/athletes/:id/export',
    { config: { access: ADMIN }, schema: { params: idParam, querystring: athleteExportQuerySchema } },
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
      return attachment(reply, fileName, formato === 'pdf' ? 'application/pdf' : 'application/json; charset=utf-8', body);
    },
  );

  app.post('/api/privacy/athletes/:id/anonymize', { config: { access: ADMIN }, schema: { params: idParam } }, (request) =>
    db.transaction(async (tx) => {
      const result = await anonymizeAthlete(tx, request.params.id);
      const { id: _id, nomeCompleto: _nome, ...kept } = result;
      await audit(tx, request, { action: 'anonymize', entity: 'athletes', entityId: result.id, changes: kept });
      return result;
    }),
  );
};
