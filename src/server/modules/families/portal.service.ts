import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ageCategory, ageOn } from '@domain/age';
import { AGENDA_DAYS } from '@domain/attendance-constants';
import { groupBy } from '@domain/group-by';
import { overdueAmount } from '@domain/late-fees';
import type { SessionUser } from '@domain/auth';
import { addDays, zonedParts } from '@domain/dates';
import type { familyContactSchema, FamilyEvent, FamilyHome, FamilyTeam, MyFamily } from '@domain/families';
import { parseWeekdays } from '@domain/organization';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client';
import { accessRequests, athleteGuardians, athletes, enrollments, externalTeams, games, instalments, teams, units, users } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { auditedChange, changedFields, type Actor } from '../../audit/audit';
import { notFound } from '../../http/errors';
import { photoUrl } from '../../db/athlete-sql';
import { familyUpcomingSessions } from '../attendance/absence-notices.service';
import { openInstalment } from '../../db/instalment-sql';
import { unitHasPix } from '../../db/pix-sql';
import { unitLateFees } from '../../db/late-fee-sql';
import { latestClaim } from '../../db/payment-claim-sql';
import { familyAthletes } from '../../auth/scopes';
import { displayName } from './guardians.service';
import { ATHLETE_NOT_FOUND } from '@domain/messages';

const OPEN_SHOWN = 6;
const PAYMENTS_SHOWN = 3;

/**
 * The family Início: one card per linked child. A fixed handful of queries whatever the number of
 * children: the children, their teams, their sessions (the one session reader, with cancellations,
 * notices and marks), games, and instalments. On the pool, each starts as soon as what it needs is
 * read: five round trips in a row at most.
 */
export async function familyHome(db: Db, user: SessionUser, today: string, timeZone: string): Promise<FamilyHome> {
  const children = await db
    .select({ id: athletes.id, nomeCompleto: athletes.nomeCompleto, dataNascimento: athletes.dataNascimento, foto: sql<boolean>`${athletes.foto} is not null`, updatedAt: athletes.updatedAt })
    .from(athletes)
    .where(familyAthletes(user))
    .orderBy(asc(ptBR(athletes.nomeCompleto)));
  if (children.length === 0) return { criancas: [] };
  const ids = children.map((c) => c.id);
  const end = addDays(today, AGENDA_DAYS);

  const [teamRows, open, paid] = await Promise.all([
    db
      .selectDistinct({
        athleteId: enrollments.athleteId,
        id: teams.id,
        nome: teams.nome,
        modalidade: teams.modalidade,
        unidade: units.nome,
        diasSemana: teams.diasSemana,
        horario: teams.horario,
      })
      .from(enrollments)
      .innerJoin(teams, eq(teams.id, enrollments.teamId))
      .innerJoin(units, eq(units.id, teams.unitId))
      .where(and(inArray(enrollments.athleteId, ids), eq(enrollments.status, 'ativa')))
      .orderBy(enrollments.athleteId, teams.id),
    db
      .select({
        athleteId: enrollments.athleteId,
        id: instalments.id,
        enrollmentId: instalments.enrollmentId,
        numeroParcela: instalments.numeroMensalidade,
        dataVencimento: instalments.dataVencimento,
        valor: instalments.valor,
        pix: unitHasPix(teams.unitId),
        multaJuros: unitLateFees(teams.unitId),
        claim: latestClaim(instalments.id),
      })
      .from(instalments)
      .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
      .innerJoin(teams, eq(teams.id, enrollments.teamId))
      .where(and(inArray(enrollments.athleteId, ids), openInstalment))
      .orderBy(asc(instalments.dataVencimento), asc(instalments.id)),
    db
      .select({
        athleteId: enrollments.athleteId,
        id: instalments.id,
        enrollmentId: instalments.enrollmentId,
        numeroParcela: instalments.numeroMensalidade,
        dataVencimento: instalments.dataVencimento,
        dataPagamento: sql<string>`${instalments.dataPagamento}`,
        valorPago: sql<string>`coalesce(${instalments.valorPago}, ${instalments.valor})`,
        metodoPagamento: instalments.metodoPagamento,
        rank: sql<number>`row_number() over (partition by ${enrollments.athleteId} order by ${instalments.dataPagamento} desc, ${instalments.id} desc)`,
      })
      .from(instalments)
      .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
      .where(and(inArray(enrollments.athleteId, ids), eq(instalments.status, 'pago')))
      .orderBy(desc(instalments.dataPagamento)),
  ]);
  const sessionTeams = [...new Map(teamRows.map((t) => [t.id, { id: t.id, nome: t.nome, horario: t.horario, diasSemana: t.diasSemana, unitNome: t.unidade }])).values()];
  const teamIds = sessionTeams.map((t) => t.id);

  const [sessions, upcomingGames] = await Promise.all([
    familyUpcomingSessions(
      db,
      children.map((c) => ({ id: c.id, nome: c.nomeCompleto })),
      sessionTeams,
      today,
    ),
    teamIds.length
      ? db
          .select({ teamId: games.homeTeamId, dataHora: games.dataHora, local: games.local, adversario: externalTeams.nome })
          .from(games)
          .leftJoin(externalTeams, eq(externalTeams.id, games.awayTeamId))
          .where(
            and(
              inArray(games.homeTeamId, teamIds),
              gte(games.dataHora, sql`${today}::date`),
              lt(games.dataHora, sql`${end}::date + interval '1 day'`),
              inArray(games.status, ['agendado', 'adiado']),
            ),
          )
          .orderBy(asc(games.dataHora))
      : [],
  ]);

  const teamsOf = groupBy(teamRows, (t) => t.athleteId);
  const sessionsOf = groupBy(sessions, (s) => s.athleteId);
  const gamesOf = groupBy(upcomingGames, (g) => g.teamId);
  const openOf = groupBy(open, (p) => p.athleteId);
  const paidOf = groupBy(
    paid.filter((p) => Number(p.rank) <= PAYMENTS_SHOWN),
    (p) => p.athleteId,
  );

  return {
    criancas: children.map((child) => {
      const childTeams = teamsOf(child.id);
      const turmas: FamilyTeam[] = childTeams.map(({ athleteId: _a, diasSemana, ...team }) => ({ ...team, diasSemana: parseWeekdays(diasSemana) }));
      const agenda: FamilyEvent[] = sessionsOf(child.id).map(({ teamId, teamNome, unitNome, data, inicio, fim, cancelada, motivoCancelamento, aviso, status }) => ({
        tipo: 'treino',
        data,
        horario: inicio && fim ? `${inicio} - ${fim}` : inicio,
        titulo: `Treino ${teamNome}`,
        local: unitNome,
        treino: { teamId, teamNome, cancelada, motivoCancelamento, aviso, status },
      }));
      for (const team of childTeams) {
        for (const game of gamesOf(team.id)) {
          const parts = zonedParts(game.dataHora, timeZone);
          agenda.push({
            tipo: 'jogo',
            data: `${parts.year}-${parts.month}-${parts.day}`,
            horario: `${parts.hour}:${parts.minute}`,
            titulo: game.adversario ? `Jogo: ${team.nome} x ${game.adversario}` : `Jogo: ${team.nome}`,
            local: game.local,
            treino: null,
          });
        }
      }
      agenda.sort((a, b) => a.data.localeCompare(b.data) || (a.horario ?? '').localeCompare(b.horario ?? ''));
      const idade = ageOn(child.dataNascimento, today);
      return {
        id: child.id,
        nomeCompleto: child.nomeCompleto,
        fotoUrl: photoUrl(child.id, child.foto, child.updatedAt),
        idade,
        categoria: ageCategory(idade),
        turmas,
        agenda,
        parcelasAbertas: openOf(child.id).slice(0, OPEN_SHOWN).map(({ athleteId: _a, claim, multaJuros, ...p }) => ({
          ...p,
          status: p.dataVencimento < today ? ('atrasado' as const) : ('pendente' as const),
          atraso: overdueAmount({ ...p, status: 'pendente' }, today, multaJuros),
          // A confirmed claim of an open instalment was undone since (its payment cancelled): nothing to say.
          conferencia: claim && claim.status !== 'confirmada' ? { status: claim.status, motivo: claim.motivo } : null,
        })),
        ultimosPagamentos: paidOf(child.id).map(({ athleteId: _a, rank: _r, ...p }) => p),
      };
    }),
  };
}

const contactColumns = {
  id: athletes.id,
  nomeCompleto: athletes.nomeCompleto,
  dataNascimento: athletes.dataNascimento,
  foto: sql<boolean>`${athletes.foto} is not null`,
  updatedAt: athletes.updatedAt,
  telefone: athletes.telefone,
  email: athletes.email,
  endereco: athletes.endereco,
  responsavelNome: athletes.responsavelNome,
  responsavelTelefone: athletes.responsavelTelefone,
  responsavelEmail: athletes.responsavelEmail,
  contatoAtualizadoPelaFamiliaEm: athletes.contatoAtualizadoPelaFamiliaEm,
};

/** Minha família: the linked children with their contact data and guardians, and the family's requests. */
export async function myFamily(db: Executor, user: SessionUser): Promise<MyFamily> {
  const [children, requests] = await Promise.all([
    db.select(contactColumns).from(athletes).where(familyAthletes(user)).orderBy(asc(ptBR(athletes.nomeCompleto))),
    db
      .select({
        id: accessRequests.id,
        nomeCompleto: accessRequests.nomeCompleto,
        dataNascimento: accessRequests.dataNascimento,
        status: accessRequests.status,
        criadoEm: accessRequests.createdAt,
      })
      .from(accessRequests)
      .where(eq(accessRequests.userId, user.id))
      .orderBy(desc(accessRequests.createdAt)),
  ]);
  const guardians = children.length
    ? await db
        .select({
          athleteId: athleteGuardians.athleteId,
          userId: athleteGuardians.userId,
          nome: displayName(users),
          parentesco: athleteGuardians.parentesco,
          principal: athleteGuardians.principal,
        })
        .from(athleteGuardians)
        .innerJoin(users, eq(users.id, athleteGuardians.userId))
        .where(and(inArray(athleteGuardians.athleteId, children.map((c) => c.id)), eq(athleteGuardians.ativo, true)))
        .orderBy(desc(athleteGuardians.principal), asc(athleteGuardians.id))
    : [];
  const guardiansOf = groupBy(guardians, (g) => g.athleteId);
  return {
    criancas: children.map(({ foto, updatedAt, contatoAtualizadoPelaFamiliaEm, ...child }) => ({
      ...child,
      fotoUrl: photoUrl(child.id, foto, updatedAt),
      contatoAtualizadoPelaFamiliaEm: contatoAtualizadoPelaFamiliaEm?.toISOString() ?? null,
      responsaveis: guardiansOf(child.id).map((g) => ({ nome: g.nome, parentesco: g.parentesco, principal: g.principal, souEu: g.userId === user.id })),
    })),
    solicitacoes: requests.map((r) => ({ ...r, criadoEm: r.criadoEm.toISOString() })),
  };
}

/** Answers the child as Minha família shows it, and the changed fields for the audit log. */
async function writeContact(tx: Tx, user: SessionUser, athleteId: number, input: z.output<typeof familyContactSchema>) {
  const [before] = await tx
    .select(contactColumns)
    .from(athletes)
    .where(and(eq(athletes.id, athleteId), familyAthletes(user)))
    .for('update');
  if (!before) throw notFound(ATHLETE_NOT_FOUND);
  const changes = changedFields(before, input);
  if (Object.keys(changes).length > 0) {
    await tx
      .update(athletes)
      .set({ ...input, contatoAtualizadoPelaFamiliaEm: sql`now()` })
      .where(eq(athletes.id, athleteId));
  }
  const family = await myFamily(tx, user);
  return { child: family.criancas.find((c) => c.id === athleteId)!, changes };
}

/**
 * The family keeps its own contact data up to date; the athlete row records when, so the staff
 * see it was the family. Audited on the athlete with the fields that changed.
 */
export async function updateFamilyContact(db: Db, actor: Actor, user: SessionUser, athleteId: number, input: z.output<typeof familyContactSchema>) {
  const { child } = await auditedChange(
    db,
    actor,
    (tx) => writeContact(tx, user, athleteId, input),
    ({ child, changes }) => ({ action: 'update-contact', entity: 'athletes', entityId: child.id, changes }),
  );
  return child;
}
