import { eq } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { ATHLETE_NOT_FOUND } from '@domain/messages';
import { PRIVACY_POLICY_VERSION } from '@domain/privacy';
import { audit, type Actor } from '../../audit/audit';
import type { Db } from '../../db/client';
import { athletes } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { anonymizeAthlete as anonymize } from './anonymize';
import { athleteRecords } from './athlete-record';
import { athleteRecordPdf } from './athlete-record-pdf';
import { listAthleteConsents, markRevoked, myPrivacy, recordOwnConsent } from './consents.service';
import { familyExport } from './family-export';

/** The signed-in user consents (again) to the current policy; answers their Privacidade page. */
export const grantConsent = (db: Db, actor: Actor, user: SessionUser) =>
  db.transaction(async (tx) => {
    const { id } = await recordOwnConsent(tx, actor, user);
    await audit(tx, actor, { action: 'consent-grant', entity: 'consents', entityId: id, changes: { versaoPolitica: PRIVACY_POLICY_VERSION } });
    return myPrivacy(tx, user);
  });

export const revokeConsent = (db: Db, actor: Actor, user: SessionUser, id: number) =>
  db.transaction(async (tx) => {
    const consent = await markRevoked(tx, user, id);
    await audit(tx, actor, { action: 'consent-revoke', entity: 'consents', entityId: consent.id, changes: { atletaId: consent.atletaId } });
    return consent;
  });

/** The account's and its family's data (LGPD art. 18), audited with how many athletes it holds. */
export async function exportOwnData(db: Db, actor: Actor, user: SessionUser) {
  const data = await familyExport(db, user);
  await audit(db, actor, { action: 'export-own', entity: 'users', entityId: user.id, changes: { atletas: data.atletas.length } });
  return data;
}

/** The consents covering an athlete; 404 for an unknown one. */
export async function athleteConsents(db: Db, id: number) {
  const [athlete] = await db.select({ id: athletes.id }).from(athletes).where(eq(athletes.id, id));
  if (!athlete) throw notFound(ATHLETE_NOT_FOUND);
  return listAthleteConsents(db, athlete.id);
}

/** An athlete's full record with its audit trail, as JSON or PDF (the holder's request), audited. */
export async function exportAthleteRecord(db: Db, actor: Actor, id: number, formato: 'json' | 'pdf', timeZone: string) {
  const [record] = await athleteRecords(db, [id], { auditTrail: true });
  if (!record) throw notFound(ATHLETE_NOT_FOUND);
  const generatedAt = new Date();
  const body =
    formato === 'pdf'
      ? await athleteRecordPdf(record, { timeZone, generatedAt })
      : JSON.stringify({ geradoEm: generatedAt.toISOString(), versaoPolitica: PRIVACY_POLICY_VERSION, ...record }, null, 2);
  await audit(db, actor, { action: 'export', entity: 'athletes', entityId: id, changes: { formato } });
  return body;
}

/** Anonymizes an inactive athlete; the audit entry keeps what was erased, never the name. */
export const anonymizeAthlete = (db: Db, actor: Actor, id: number) =>
  db.transaction(async (tx) => {
    const result = await anonymize(tx, id);
    const { id: _id, nomeCompleto: _nome, ...kept } = result;
    await audit(tx, actor, { action: 'anonymize', entity: 'athletes', entityId: result.id, changes: kept });
    return result;
  });
