import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import {
  ALREADY_ANONYMIZED,
  ANONYMIZED_GUARDIAN,
  anonymizedAthleteName,
  ONLY_INACTIVE_ANONYMIZED,
  type AnonymizationResult,
} from '@domain/privacy';
import { forgetSessions } from '../../auth/sessions';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import {
  accessRequests,
  athleteGuardians,
  athletes,
  auditLog,
  consents,
  enrollments,
  financialRecords,
  gameLineups,
  guardianInvitations,
  instalments,
  teamAthleteHistory,
  teamAthletes,
  users,
} from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import { ATHLETE_NOT_FOUND } from '@domain/messages';

/**
 * A stand-in for the CPF, which is required and unique: a letter and the id, so it can never be
 * a real CPF (stored CPFs are digits only) nor collide with another athlete's.
 */
const anonymousCpf = (id: number) => `X${String(id).padStart(10, '0')}`;

/**
 * Anonymises an inactive athlete (LGPD art. 16 and 18, IV and VI): personal and health data, the
 * photo, additional guardians and free-text notes are removed; the birth date keeps only its year
 * (age category statistics); enrolments, instalments, ledger entries and rosters stay, under the
 * name "Atleta anonimizado #id". Audit entries about the athlete keep which fields changed, not
 * their values. All in the caller's transaction.
 */
export async function anonymizeAthlete(tx: Tx, id: number): Promise<AnonymizationResult> {
  const [athlete] = await tx
    .select({ nomeCompleto: athletes.nomeCompleto, status: athletes.status, dataNascimento: athletes.dataNascimento })
    .from(athletes)
    .where(eq(athletes.id, id))
    .for('update');
  if (!athlete) throw notFound(ATHLETE_NOT_FOUND);
  const nomeCompleto = anonymizedAthleteName(id);
  if (athlete.nomeCompleto === nomeCompleto) throw conflict(ALREADY_ANONYMIZED);
  if (athlete.status !== 'inativo') throw conflict(ONLY_INACTIVE_ANONYMIZED);

  await tx
    .update(athletes)
    .set({
      nomeCompleto,
      dataNascimento: `${athlete.dataNascimento.slice(0, 4)}-01-01`,
      cpf: anonymousCpf(id),
      telefone: '',
      email: null,
      endereco: null,
      foto: null,
      alergias: null,
      restricoesMedicas: null,
      observacoesSaude: null,
      responsavelNome: ANONYMIZED_GUARDIAN,
      responsavelCpf: '',
      responsavelTelefone: '',
      responsavelEmail: null,
    })
    .where(eq(athletes.id, id));
  // Links, invitations (a guardian's e-mail) and requests naming the child (name, birth date) go with it.
  await tx.delete(athleteGuardians).where(eq(athleteGuardians.athleteId, id));
  await tx.delete(guardianInvitations).where(eq(guardianInvitations.athleteId, id));
  await tx.delete(accessRequests).where(eq(accessRequests.athleteId, id));
  await forgetSessions(tx);
  await tx.update(users).set({ atletaId: null }).where(eq(users.atletaId, id));
  await tx.update(teamAthletes).set({ observacoes: null }).where(eq(teamAthletes.athleteId, id));
  await tx.update(teamAthleteHistory).set({ observacoes: null }).where(eq(teamAthleteHistory.athleteId, id));
  await tx.update(gameLineups).set({ observacoes: null }).where(eq(gameLineups.athleteId, id));
  // The consent stays as proof of when and to what version it was given, without the guardian's identity.
  await tx.update(consents).set({ titularNome: ANONYMIZED_GUARDIAN, titularCpf: null }).where(eq(consents.athleteId, id));

  const ofAthlete = sql`(select ${enrollments.id} from ${enrollments} where ${enrollments.athleteId} = ${id})`;
  // A paid instalment's ledger entry names the athlete ("Mensalidade 3 - Ana Souza").
  const renamed = await tx
    .update(financialRecords)
    .set({ descricao: sql`replace(${financialRecords.descricao}, ${athlete.nomeCompleto}, ${nomeCompleto})` })
    .where(
      and(
        or(
          inArray(financialRecords.enrollmentId, ofAthlete),
          inArray(financialRecords.monthlyPaymentId, sql`(select ${instalments.id} from ${instalments} where ${instalments.enrollmentId} in ${ofAthlete})`),
        ),
        sql`strpos(${financialRecords.descricao}, ${athlete.nomeCompleto}) > 0`,
      ),
    )
    .returning({ id: financialRecords.id });
  await tx
    .update(auditLog)
    .set({ changes: sql`(select coalesce(jsonb_agg(k order by k), '[]'::jsonb) from jsonb_object_keys(${auditLog.changes}) k)` })
    .where(
      and(
        eq(auditLog.entity, 'athletes'),
        eq(auditLog.entityId, id),
        inArray(auditLog.action, ['create', 'update', 'quick-register']),
        sql`jsonb_typeof(${auditLog.changes}) = 'object'`,
      ),
    );

  const [enrollmentCount, instalmentCount] = await Promise.all([
    tx.select({ matriculas: count() }).from(enrollments).where(eq(enrollments.athleteId, id)),
    tx.select({ parcelas: count() }).from(instalments).where(inArray(instalments.enrollmentId, ofAthlete)),
  ]);
  const { matriculas } = firstRow(enrollmentCount, 'count enrollments');
  const { parcelas } = firstRow(instalmentCount, 'count instalments');
  return { id, nomeCompleto, matriculasMantidas: matriculas, parcelasMantidas: parcelas, lancamentosRenomeados: renamed.length };
}
