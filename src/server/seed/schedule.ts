import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { addDays, daysBetween } from '@domain/dates';
import { parseWeekdays, weekdays } from '@domain/organization';
import { weekDates, weekStart, type ScheduleStatus } from '@domain/schedule';
import { cronogramaTreinos, planosTreino, teams } from '../db/schema/index';
import type { SeedStep } from './context';
import { bulkInsert, need } from './context';

/** Weeks of schedule around today: six past weeks to look back on, two ahead still to apply. */
const WEEKS_BACK = 6;
const WEEKS_AHEAD = 2;
const EPOCH = '2000-01-03';

/** 'Vôlei' and 'volei' are the same modality for the team select and the plan form. */
const plainModality = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Every demo team's training days around today, each with a plan of its modality (any plan when
 * none matches): past ones aplicado (about one in five cancelado), today's and later ones planejado.
 * A team's day that already has an entry is left alone, so a second run adds nothing.
 */
export const seedSchedule: SeedStep = async (tx, ctx) => {
  const seedTeams = need(ctx.teams, 'as turmas');
  const plans = await tx
    .select({ id: planosTreino.id, modalidade: planosTreino.modalidade })
    .from(planosTreino)
    .where(eq(planosTreino.status, 'ativo'))
    .orderBy(asc(planosTreino.id));
  if (!plans.length) return;

  const first = addDays(weekStart(ctx.today), -7 * WEEKS_BACK);
  const last = addDays(weekStart(ctx.today), 7 * WEEKS_AHEAD + 6);
  const teamRows = await tx
    .select({ id: teams.id, modalidade: teams.modalidade, diasSemana: teams.diasSemana })
    .from(teams)
    .where(inArray(teams.id, seedTeams.map((t) => t.id)));
  const existing = await tx
    .select({ turmaId: cronogramaTreinos.turmaId, data: cronogramaTreinos.data })
    .from(cronogramaTreinos)
    .where(and(inArray(cronogramaTreinos.turmaId, teamRows.map((t) => t.id)), gte(cronogramaTreinos.data, first), lte(cronogramaTreinos.data, last)));
  const taken = new Set(existing.map((e) => `${e.turmaId}:${e.data}`));

  const rows: (typeof cronogramaTreinos.$inferInsert)[] = [];
  for (const team of teamRows) {
    const own = plans.filter((p) => plainModality(p.modalidade) === plainModality(team.modalidade));
    const choices = own.length ? own : plans;
    const days = parseWeekdays(team.diasSemana);
    for (let week = first; week <= last; week = addDays(week, 7)) {
      weekDates(week).forEach((data, i) => {
        if (!days.includes(weekdays[i]!) || taken.has(`${team.id}:${data}`)) return;
        // Chosen by the date, not by run order, so every run picks the same.
        const n = daysBetween(EPOCH, data) + team.id;
        const plan = choices[n % choices.length]!;
        const statusExecucao: ScheduleStatus = data >= ctx.today ? 'planejado' : n % 5 === 4 ? 'cancelado' : 'aplicado';
        rows.push({
          turmaId: team.id,
          planoTreinoId: plan.id,
          data,
          statusExecucao,
          observacoes: statusExecucao === 'cancelado' ? 'Cancelado por chuva forte.' : null,
        });
      });
    }
  }
  // A network's 2,000 teams plan more days than one VALUES list may carry.
  const inserted = await bulkInsert(tx, 'cronograma_treinos', { turmaId: 'int', planoTreinoId: 'int', data: 'date', statusExecucao: 'text', observacoes: 'text' }, rows);
  ctx.count('cronograma_treinos', inserted.count);
};
