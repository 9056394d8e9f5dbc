import { sql } from 'drizzle-orm';
import type { EnrollmentType, PlanType } from '@domain/enrollments';
import { fromCents, toCents } from '@domain/money';
import { enrollments } from '../db/schema/index';
import type { ColumnTypes, SeedEnrollment, SeedStep } from './context';
import { bulkInsert, need } from './context';
import { addDays, addMonthsClamped } from '@domain/dates';
import { AGE_SPAN } from './athletes';
import { isNetwork } from './network';
import { createRandom } from './random';

/**
 * One enrolment per athlete who has none yet: mostly regular, mostly monthly or annual plans,
 * enrolled about a year ago; a few inactive, a few families behind on payments. A network enrols
 * its athletes all through the last year, more of them on annual plans: about 12 instalments an
 * athlete (1.2 million for 100,000 athletes), half of them paid.
 */

/** Athletes (by index) whose enrolment was made inactive a few months ago. */
const INACTIVE = [21, 47, 73, 99, 117];
/** Second children of a sibling pair (and the family account's second child) get a sibling discount. */
const SECOND_SIBLINGS = [6, 15, 39, 63, 87, 111];
const DUE_DAYS = [5, 10, 15, 20];
const PLANS: readonly (readonly [PlanType, number])[] = [
  ['mensal', 55],
  ['anual', 28],
  ['semestral', 10],
  ['trimestral', 7],
];
const NETWORK_PLANS: readonly (readonly [PlanType, number])[] = [
  ['mensal', 35],
  ['anual', 48],
  ['semestral', 10],
  ['trimestral', 7],
];

export const seedEnrollments: SeedStep = async (tx, ctx) => {
  const athletes = need(ctx.athletes, 'os atletas');
  const teams = need(ctx.teams, 'as turmas');
  const network = isNetwork(ctx.athleteCount);
  const enrolled = await tx
    .selectDistinct({ athleteId: enrollments.athleteId })
    .from(enrollments)
    .where(sql`${enrollments.athleteId} = any(${sql.param(athletes.map((a) => a.id))}::int[])`);
  const hasEnrollment = new Set(enrolled.map((e) => e.athleteId));

  const candidatesByAge = new Map<number, typeof teams>();
  for (const athlete of athletes) {
    if (!candidatesByAge.has(athlete.age)) candidatesByAge.set(athlete.age, teams.filter((t) => athlete.age >= t.ages[0] && athlete.age <= t.ages[1]));
  }

  const planned: Omit<SeedEnrollment, 'id'>[] = [];
  for (const athlete of athletes) {
    if (hasEnrollment.has(athlete.id)) continue;
    // One stream per athlete, so an athlete's enrolment is the same whoever else is enrolled.
    const random = createRandom(`plantel-demo:enrollment:${athlete.index}`);
    const candidates = candidatesByAge.get(athlete.age) ?? [];
    // A network deals each age's athletes round the teams of that age in turn.
    const team = candidates[(network ? Math.floor(athlete.index / AGE_SPAN) : athlete.index) % candidates.length];
    if (!team) throw new Error(`Seed: nenhuma turma para a idade ${athlete.age}.`);
    const inactive = INACTIVE.includes(athlete.index);
    const tipoMatricula = random.weighted<EnrollmentType>([
      ['regular', 90],
      ['promocional', 10],
    ]);
    const tipoPlano: PlanType = inactive ? 'mensal' : random.weighted<PlanType>(network ? NETWORK_PLANS : PLANS);
    const discount = Math.max(
      tipoPlano === 'anual' ? 2000 : 0,
      SECOND_SIBLINGS.includes(athlete.index) || tipoMatricula === 'promocional' ? 1000 : 0,
    );
    const recent = random.chance(0.15) && !inactive;
    // A network's athletes joined all through the last year.
    const daysAgo = network && !inactive ? random.int(0, 380) : recent ? random.int(60, 240) : random.int(335, 380);
    const dataMatricula = addDays(ctx.today, -daysAgo);
    const dueDay = random.pick(DUE_DAYS);
    let dataVencimento = `${dataMatricula.slice(0, 8)}${String(dueDay).padStart(2, '0')}`;
    if (dataVencimento < dataMatricula) dataVencimento = addMonthsClamped(dataVencimento, 1);
    const overdue = inactive
      ? 0
      : athlete.index === 3
        ? 1
        : random.weighted([
            [0, 88],
            [1, 8],
            [2, 4],
          ]);
    planned.push({
      athlete,
      team,
      tipoMatricula,
      tipoPlano,
      valorMensalidade: team.valorMensalidade,
      desconto: fromCents(Math.min(discount, toCents(team.valorMensalidade))),
      status: inactive ? 'inativa' : 'ativa',
      dataMatricula,
      dataVencimento,
      dataInativacao: inactive ? addDays(ctx.today, -random.int(40, 150)) : null,
      overdue,
    });
  }

  const created = await bulkInsert<EnrollmentRow, { id: number; athlete_id: number }>(
    tx,
    'enrollments',
    enrollmentColumns,
    planned.map((e) => ({
      athleteId: e.athlete.id,
      teamId: e.team.id,
      tipoMatricula: e.tipoMatricula,
      tipoPlano: e.tipoPlano,
      valorMensalidade: e.valorMensalidade,
      desconto: e.desconto,
      status: e.status,
      dataMatricula: e.dataMatricula,
      dataVencimento: e.dataVencimento,
      dataInativacao: e.dataInativacao,
    })),
    { returning: 'id, athlete_id' },
  );
  ctx.count('enrollments', created.count);
  const idByAthlete = new Map(created.rows.map((c) => [c.athlete_id, c.id]));
  ctx.newEnrollments = planned.map((e) => ({ ...e, id: idByAthlete.get(e.athlete.id)! }));
};

type EnrollmentRow = typeof enrollments.$inferInsert;
const enrollmentColumns: ColumnTypes<EnrollmentRow> = {
  athleteId: 'int',
  teamId: 'int',
  tipoMatricula: 'text',
  tipoPlano: 'text',
  valorMensalidade: 'numeric',
  desconto: 'numeric',
  status: 'text',
  dataMatricula: 'date',
  dataVencimento: 'date',
  dataInativacao: 'date',
};
