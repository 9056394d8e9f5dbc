import { inArray } from 'drizzle-orm';
import type { EnrollmentType, PlanType } from '../../../domain/enrollments';
import { fromCents, toCents } from '../../../domain/money';
import { enrollments } from '../schema/index';
import type { SeedEnrollment, SeedStep } from './context';
import { inChunks, need } from './context';
import { addDays, addMonthsClamped } from '../../../domain/dates';
import { createRandom } from './random';

/**
 * One enrolment per athlete who has none yet: mostly regular, mostly monthly or annual plans,
 * enrolled about a year ago; a few inactive, a few families behind on payments.
 */

/** Athletes (by index) whose enrolment was made inactive a few months ago. */
const INACTIVE = [21, 47, 73, 99, 117];
/** Second children of a sibling pair (and the family account's second child) get a sibling discount. */
const SECOND_SIBLINGS = [6, 15, 39, 63, 87, 111];
const DUE_DAYS = [5, 10, 15, 20];

export const seedEnrollments: SeedStep = async (tx, ctx) => {
  const athletes = need(ctx.athletes, 'os atletas');
  const teams = need(ctx.teams, 'as turmas');
  const enrolled = await tx
    .selectDistinct({ athleteId: enrollments.athleteId })
    .from(enrollments)
    .where(inArray(enrollments.athleteId, athletes.map((a) => a.id)));
  const hasEnrollment = new Set(enrolled.map((e) => e.athleteId));

  const planned: Omit<SeedEnrollment, 'id'>[] = [];
  for (const athlete of athletes) {
    if (hasEnrollment.has(athlete.id)) continue;
    // One stream per athlete, so an athlete's enrolment is the same whoever else is enrolled.
    const random = createRandom(`plantel-demo:enrollment:${athlete.index}`);
    const candidates = teams.filter((t) => athlete.age >= t.ages[0] && athlete.age <= t.ages[1]);
    const team = candidates[athlete.index % candidates.length];
    if (!team) throw new Error(`Seed: nenhuma turma para a idade ${athlete.age}.`);
    const inactive = INACTIVE.includes(athlete.index);
    const tipoMatricula = random.weighted<EnrollmentType>([
      ['regular', 90],
      ['promocional', 10],
    ]);
    const tipoPlano: PlanType = inactive
      ? 'mensal'
      : random.weighted<PlanType>([
          ['mensal', 55],
          ['anual', 28],
          ['semestral', 10],
          ['trimestral', 7],
        ]);
    const discount = Math.max(
      tipoPlano === 'anual' ? 2000 : 0,
      SECOND_SIBLINGS.includes(athlete.index) || tipoMatricula === 'promocional' ? 1000 : 0,
    );
    const recent = random.chance(0.15) && !inactive;
    const dataMatricula = addDays(ctx.today, recent ? -random.int(60, 240) : -random.int(335, 380));
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

  const created = await inChunks(planned, (chunk) =>
    tx
      .insert(enrollments)
      .values(
        chunk.map((e) => ({
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
      )
      .returning({ id: enrollments.id, athleteId: enrollments.athleteId }),
  );
  ctx.count('enrollments', created.length);
  const idByAthlete = new Map(created.map((c) => [c.athleteId, c.id]));
  ctx.newEnrollments = planned.map((e) => ({ ...e, id: idByAthlete.get(e.athlete.id)! }));
};
