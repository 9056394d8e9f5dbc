import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Sex } from '@domain/athlete-constants';
import { ageOn } from '@domain/age';
import { attendanceRate, monthRange, type AttendanceStatus } from '@domain/attendance';
import { beneficiarySummary, type AttendanceListCell, type SummaryBand } from '@domain/attendance-list';
import { ageBandOf } from '@domain/rosters';
import type { Executor } from '../../db/client';
import { athletes, attendanceMarks, companies, enrollments, teamProfessors, teams, trainingSessions, units, users } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { notFound } from '../../http/errors';
import { enrolledOn, listSessions } from './sessions.service';
import { TEAM_NOT_FOUND } from '@domain/messages';

export { TEAM_NOT_FOUND };

export interface Counts {
  presentes: number;
  faltas: number;
  justificadas: number;
  /** Presences over the marks of the sessions held (cancelled ones left out); null without marks. */
  taxa: number | null;
}

export interface AttendanceListSession extends Counts {
  data: string;
  cancelada: boolean;
  motivoCancelamento: string | null;
}

export interface AttendanceListAthlete extends Counts {
  id: number;
  nomeCompleto: string;
  dataNascimento: string;
  sexo: Sex;
  /** Age on the month's last day, and its band in the summary. */
  idade: number;
  faixa: SummaryBand;
  /** One cell per session, in the sessions' order. */
  marcas: AttendanceListCell[];
}

export interface AttendanceListData {
  mes: string;
  team: { id: number; nome: string; categoria: string; modalidade: string; horario: string; professor: string | null; auxiliar: string | null };
  unit: string;
  school: { nomeFantasia: string; razaoSocial: string; cnpj: string };
  sessions: AttendanceListSession[];
  athletes: AttendanceListAthlete[];
  totals: Counts;
  summary: ReturnType<typeof beneficiarySummary>;
  /** The day ages are counted on: the month's last. */
  idadeEm: string;
}

const emptyCounts = () => ({ presentes: 0, faltas: 0, justificadas: 0 });
const counted = (c: { presentes: number; faltas: number; justificadas: number }): Counts => ({
  ...c,
  taxa: attendanceRate(c.presentes, c.presentes + c.faltas + c.justificadas),
});
const add = (c: { presentes: number; faltas: number; justificadas: number }, status: AttendanceStatus) => {
  if (status === 'presente') c.presentes++;
  else if (status === 'falta') c.faltas++;
  else c.justificadas++;
};

/**
 * Everything the lista de presença of a team's month shows, in a fixed number of queries whatever
 * the number of athletes or sessions: the team with its unit and school, its sessions of the month
 * (listSessions: weekdays, cronograma, cancellations), the athletes in the team on any of those days
 * (enrolledOn), their marks, and the counts. A cancelled session stays a column but counts for nothing.
 */
export async function attendanceListData(db: Executor, teamId: number, mes: string): Promise<AttendanceListData> {
  const [team] = await db
    .select({
      id: teams.id,
      nome: teams.nome,
      categoria: teams.categoria,
      modalidade: teams.modalidade,
      horario: teams.horario,
      professorNome: teams.professorNome,
      auxiliar: teams.auxiliarNome,
      // Without a typed name, the professor linked to the team (the principal first).
      professorLinked: sql<string | null>`(select ${users.nomeCompleto} from ${teamProfessors} join ${users} on ${users.id} = ${teamProfessors.userId}
        where ${teamProfessors.teamId} = ${teams.id} and ${teamProfessors.ativo} order by ${teamProfessors.principal} desc, ${teamProfessors.id} limit 1)`,
      unit: units.nome,
      nomeFantasia: companies.nomeFantasia,
      razaoSocial: companies.razaoSocial,
      cnpj: companies.cnpj,
    })
    .from(teams)
    .innerJoin(units, eq(units.id, teams.unitId))
    .innerJoin(companies, eq(companies.id, units.companyId))
    .where(eq(teams.id, teamId));
  if (!team) throw notFound(TEAM_NOT_FOUND);

  const { de, ate } = monthRange(mes);
  const listed = await listSessions(db, { teamIds: [teamId] }, de, ate);
  const days = listed.map((s) => s.data);

  const [enrolledDays, marks] = await Promise.all([
    days.length === 0
      ? Promise.resolve([])
      : db
          .selectDistinct({ athleteId: enrollments.athleteId, dia: sql<string>`dia::text`.as('dia') })
          .from(enrollments)
          .crossJoin(sql`unnest(${sql.param(days)}::date[]) as dia`)
          .where(enrolledOn(teamId, sql`dia`)),
    db
      .select({ athleteId: attendanceMarks.athleteId, data: trainingSessions.data, status: attendanceMarks.status })
      .from(attendanceMarks)
      .innerJoin(trainingSessions, eq(trainingSessions.id, attendanceMarks.sessionId))
      .where(and(eq(trainingSessions.teamId, teamId), gte(trainingSessions.data, de), lte(trainingSessions.data, ate))),
  ]);

  // An athlete with a mark is listed even when the enrolment that day was later removed: the mark happened.
  const ids = [...new Set([...enrolledDays.map((e) => e.athleteId), ...marks.filter((m) => days.includes(m.data)).map((m) => m.athleteId)])];
  const people =
    ids.length === 0
      ? []
      : await db
          .select({ id: athletes.id, nomeCompleto: athletes.nomeCompleto, dataNascimento: athletes.dataNascimento, sexo: athletes.sexo })
          .from(athletes)
          .where(inArray(athletes.id, ids))
          .orderBy(ptBR(athletes.nomeCompleto), asc(athletes.id));

  const key = (athleteId: number, day: string) => `${athleteId}|${day}`;
  const enrolled = new Set(enrolledDays.map((e) => key(e.athleteId, e.dia)));
  const markOf = new Map(marks.map((m) => [key(m.athleteId, m.data), m.status]));

  const sessionCounts = listed.map(() => emptyCounts());
  const total = emptyCounts();
  const rows: AttendanceListAthlete[] = people.map((person) => {
    const own = emptyCounts();
    const marcas = listed.map((session, i): AttendanceListCell => {
      if (session.cancelada) return 'cancelada';
      const status = markOf.get(key(person.id, session.data));
      if (status) {
        add(own, status);
        add(sessionCounts[i]!, status);
        add(total, status);
        return status;
      }
      return enrolled.has(key(person.id, session.data)) ? null : 'fora';
    });
    const idade = ageOn(person.dataNascimento, ate);
    return { ...person, idade, faixa: ageBandOf(idade), marcas, ...counted(own) };
  });

  return {
    mes,
    team: {
      id: team.id,
      nome: team.nome,
      categoria: team.categoria,
      modalidade: team.modalidade,
      horario: team.horario,
      professor: team.professorNome?.trim() || team.professorLinked,
      auxiliar: team.auxiliar?.trim() || null,
    },
    unit: team.unit,
    school: { nomeFantasia: team.nomeFantasia, razaoSocial: team.razaoSocial, cnpj: team.cnpj },
    sessions: listed.map((s, i) => ({ data: s.data, cancelada: s.cancelada, motivoCancelamento: s.motivoCancelamento, ...counted(sessionCounts[i]!) })),
    athletes: rows,
    totals: counted(total),
    summary: beneficiarySummary(rows),
    idadeEm: ate,
  };
}
