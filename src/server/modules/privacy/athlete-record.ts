import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Consent } from '@domain/privacy';
import { groupBy } from '@domain/group-by';
import type { Executor } from '../../db/client';
import {
  athleteGuardians,
  athletes,
  auditLog,
  enrollments,
  managedTeams,
  instalments,
  paymentValueHistory,
  teamAthleteHistory,
  teamAthletes,
  teamChangeHistory,
  teams,
  units,
  users,
} from '../../db/schema/index';
import { listAthleteConsents } from './consents.service';
import { enrollmentTermsColumns } from '../../db/enrollment-columns';

/**
 * Everything Plantel holds about an athlete, for a data subject request (LGPD art. 18, II and V):
 * personal and health data, guardians, consents, enrolments with their instalments and history,
 * rosters, and (for the school's administrador) the audit trail. A few queries for any number of
 * athletes, grouped here.
 */

const oldTeam = alias(teams, 'old_team');
const newTeam = alias(teams, 'new_team');

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function loadAthletes(db: Executor, ids: number[]) {
  const rows = await db.select().from(athletes).where(inArray(athletes.id, ids)).orderBy(asc(athletes.id));
  return rows.map(({ searchText: _searchText, createdAt, updatedAt, ...row }) => ({ ...row, criadoEm: iso(createdAt), atualizadoEm: iso(updatedAt) }));
}

async function loadEnrollments(db: Executor, ids: number[]) {
  const rows = await db
    .select({
      ...enrollmentTermsColumns,
      athleteId: enrollments.athleteId,
      turma: teams.nome,
      unidade: units.nome,
      dataInativacao: enrollments.dataInativacao,
    })
    .from(enrollments)
    .innerJoin(teams, eq(teams.id, enrollments.teamId))
    .leftJoin(units, eq(units.id, teams.unitId))
    .where(inArray(enrollments.athleteId, ids))
    .orderBy(asc(enrollments.dataMatricula), asc(enrollments.id));
  const enrollmentIds = rows.map((e) => e.id);
  if (!enrollmentIds.length) return { rows: [], instalmentIds: [] as number[] };

  const [instalmentRows, teamChanges, valueChanges] = await Promise.all([
    db
      .select({
        id: instalments.id,
        enrollmentId: instalments.enrollmentId,
        numeroMensalidade: instalments.numeroMensalidade,
        valor: instalments.valor,
        valorDesconto: instalments.valorDesconto,
        valorPago: instalments.valorPago,
        dataVencimento: instalments.dataVencimento,
        dataPagamento: instalments.dataPagamento,
        metodoPagamento: instalments.metodoPagamento,
        status: instalments.status,
        observacoes: instalments.observacoes,
      })
      .from(instalments)
      .where(inArray(instalments.enrollmentId, enrollmentIds))
      .orderBy(asc(instalments.enrollmentId), asc(instalments.numeroMensalidade)),
    db
      .select({ enrollmentId: teamChangeHistory.enrollmentId, data: teamChangeHistory.changeDate, turmaAnterior: oldTeam.nome, turmaNova: newTeam.nome })
      .from(teamChangeHistory)
      .leftJoin(oldTeam, eq(oldTeam.id, teamChangeHistory.oldTeamId))
      .leftJoin(newTeam, eq(newTeam.id, teamChangeHistory.newTeamId))
      .where(inArray(teamChangeHistory.enrollmentId, enrollmentIds))
      .orderBy(asc(teamChangeHistory.changeDate)),
    db
      .select({
        enrollmentId: paymentValueHistory.enrollmentId,
        data: paymentValueHistory.changeDate,
        valorAnterior: paymentValueHistory.oldValue,
        valorNovo: paymentValueHistory.newValue,
        descontoAnterior: paymentValueHistory.oldDiscount,
        descontoNovo: paymentValueHistory.newDiscount,
      })
      .from(paymentValueHistory)
      .where(inArray(paymentValueHistory.enrollmentId, enrollmentIds))
      .orderBy(asc(paymentValueHistory.changeDate)),
  ]);
  const instalmentsOf = groupBy(instalmentRows, (i) => i.enrollmentId);
  const teamChangesOf = groupBy(teamChanges, (c) => c.enrollmentId);
  const valueChangesOf = groupBy(valueChanges, (c) => c.enrollmentId);
  return {
    rows: rows.map((e) => ({
      ...e,
      parcelas: instalmentsOf(e.id).map(({ enrollmentId: _e, ...i }) => i),
      mudancasDeTurma: teamChangesOf(e.id).map(({ enrollmentId: _e, data, ...c }) => ({ data: iso(data), ...c })),
      mudancasDeValor: valueChangesOf(e.id).map(({ enrollmentId: _e, data, ...c }) => ({ data: iso(data), ...c })),
    })),
    instalmentIds: instalmentRows.map((i) => i.id),
  };
}

async function loadRosters(db: Executor, ids: number[]) {
  const [links, history] = await Promise.all([
    db
      .select({
        athleteId: teamAthletes.athleteId,
        teamId: teamAthletes.teamId,
        equipe: managedTeams.nome,
        categoria: managedTeams.categoria,
        modalidade: managedTeams.modalidade,
        posicaoPreferencial: teamAthletes.posicaoPreferencial,
        numeroUniforme: teamAthletes.numeroUniforme,
        capitao: teamAthletes.capitao,
        ativo: teamAthletes.ativo,
        dataEntrada: teamAthletes.dataEntrada,
        dataSaida: teamAthletes.dataSaida,
        observacoes: teamAthletes.observacoes,
      })
      .from(teamAthletes)
      .innerJoin(managedTeams, eq(managedTeams.id, teamAthletes.teamId))
      .where(inArray(teamAthletes.athleteId, ids))
      .orderBy(asc(teamAthletes.dataEntrada)),
    db
      .select({
        athleteId: teamAthleteHistory.athleteId,
        teamId: teamAthleteHistory.teamId,
        data: teamAthleteHistory.dataAcao,
        acao: teamAthleteHistory.acao,
        observacoes: teamAthleteHistory.observacoes,
      })
      .from(teamAthleteHistory)
      .where(inArray(teamAthleteHistory.athleteId, ids))
      .orderBy(asc(teamAthleteHistory.dataAcao)),
  ]);
  const historyOf = groupBy(history, (h) => `${h.athleteId}:${h.teamId}`);
  return links.map((link) => ({
    ...link,
    historico: historyOf(`${link.athleteId}:${link.teamId}`).map(({ data, acao, observacoes }) => ({ data: iso(data), acao, observacoes })),
  }));
}

/** The log's entries about the athlete itself, its enrolments, their instalments and its consents. */
async function loadAuditTrail(db: Executor, athleteId: number, enrollmentIds: number[], instalmentIds: number[], consentIds: number[]) {
  const about = (entity: string, entityIds: number[]) =>
    entityIds.length ? and(eq(auditLog.entity, entity), inArray(auditLog.entityId, entityIds)) : undefined;
  const rows = await db
    .select({
      data: auditLog.createdAt,
      usuario: sql<string | null>`coalesce(${users.nomeCompleto}, ${users.nome})`,
      acao: auditLog.action,
      entidade: auditLog.entity,
      entidadeId: auditLog.entityId,
      alteracoes: auditLog.changes,
      ip: auditLog.ip,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      or(
        about('athletes', [athleteId]),
        about('enrollments', enrollmentIds),
        about('monthly_payments', instalmentIds),
        about('consents', consentIds),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  return rows.map(({ data, ...row }) => ({ data: iso(data), ...row }));
}

export type AthleteRecord = Awaited<ReturnType<typeof athleteRecords>>[number];

export async function athleteRecords(db: Executor, ids: number[], { auditTrail }: { auditTrail: boolean }) {
  if (!ids.length) return [];
  const [people, guardians, enrolled, rosters] = await Promise.all([
    loadAthletes(db, ids),
    // The guardians as people (a link's accounts and who made it are the school's records, in the audit trail).
    db
      .select({
        athleteId: athleteGuardians.athleteId,
        nome: athleteGuardians.nome,
        cpf: athleteGuardians.cpf,
        telefone: athleteGuardians.telefone,
        email: athleteGuardians.email,
        parentesco: athleteGuardians.parentesco,
        principal: athleteGuardians.principal,
        ativo: athleteGuardians.ativo,
        acessoVerificadoPor: athleteGuardians.verificacao,
        createdAt: athleteGuardians.createdAt,
        updatedAt: athleteGuardians.updatedAt,
      })
      .from(athleteGuardians)
      .where(inArray(athleteGuardians.athleteId, ids))
      .orderBy(asc(athleteGuardians.id)),
    loadEnrollments(db, ids),
    loadRosters(db, ids),
  ]);
  const guardiansOf = groupBy(guardians, (g) => g.athleteId);
  const enrollmentsOf = groupBy(enrolled.rows, (e) => e.athleteId);
  const rostersOf = groupBy(rosters, (r) => r.athleteId);

  // Per athlete (one, or a family's few): its consents include its guardian's account consents.
  const records = [];
  for (const atleta of people) {
    const consentimentos: Consent[] = await listAthleteConsents(db, atleta.id);
    const matriculas = enrollmentsOf(atleta.id).map(({ athleteId: _a, ...e }) => e);
    const instalmentIds = new Set(matriculas.flatMap((m) => m.parcelas.map((p) => p.id)));
    records.push({
      atleta,
      responsaveisAdicionais: guardiansOf(atleta.id).map(({ athleteId: _a, createdAt, updatedAt, ...g }) => ({ ...g, criadoEm: iso(createdAt), atualizadoEm: iso(updatedAt) })),
      consentimentos,
      matriculas,
      equipes: rostersOf(atleta.id).map(({ athleteId: _a, teamId: _t, ...r }) => r),
      ...(auditTrail
        ? {
            trilhaAuditoria: await loadAuditTrail(
              db,
              atleta.id,
              matriculas.map((m) => m.id),
              enrolled.instalmentIds.filter((id) => instalmentIds.has(id)),
              consentimentos.map((c) => c.id),
            ),
          }
        : {}),
    });
  }
  return records;
}
