import { firstRow } from '../db/rows';
import type { Executor } from '../db/client';
import { cronogramaTreinos, planosTreino } from '../db/schema/index';

/** Factories of the schedule tests: a training plan row and schedule entries. */

let sequence = 0;
const next = () => ++sequence;

export async function makePlan(db: Executor, overrides: Partial<typeof planosTreino.$inferInsert> = {}) {
  const n = next();
  const plan = firstRow(
    await db
    .insert(planosTreino)
    .values({
      titulo: `Plano de Treino ${n}`,
      objetivoGeral: 'Desenvolver o passe curto com as duas pernas.',
      categoria: 'infantil',
      modalidade: 'futebol',
      tempoTotalEstimado: 60,
      ...overrides,
    })
    .returning(),
    'insert plan',
  );
  return plan;
}

export async function makeScheduleEntry(
  db: Executor,
  turmaId: number,
  planoTreinoId: number,
  overrides: Partial<typeof cronogramaTreinos.$inferInsert> = {},
) {
  const entry = firstRow(
    await db
    .insert(cronogramaTreinos)
    .values({ turmaId, planoTreinoId, data: '2025-06-16', ...overrides })
    .returning(),
    'insert entry',
  );
  return entry;
}

/** An entry as the form sends it: ids as the selects' strings, optional notes empty. */
export function scheduleInput(turmaId: number, planoTreinoId: number, overrides: Record<string, unknown> = {}) {
  return {
    turmaId: String(turmaId),
    planoTreinoId: String(planoTreinoId),
    data: '2025-06-18',
    statusExecucao: 'planejado',
    observacoes: '',
    ...overrides,
  };
}
