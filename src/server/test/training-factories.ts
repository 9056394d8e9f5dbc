import { firstRow } from '../db/rows';
import type { Executor } from '../db/client';
import { atividadesTreino, planosTreino, programaAtividades, programasTreinamento } from '../db/schema/index';

/** Training factories: plans (with sub-activities), programs and their links, as the services store them. */

let sequence = 0;
const next = () => ++sequence;

export function subActivityInput(ordem: number, overrides: Record<string, unknown> = {}) {
  return {
    ordem,
    tipo: 'técnico',
    descricao: `Passe em duplas, exercício ${ordem}`,
    nivel: 'iniciante',
    tempoEstimado: 15,
    tagsHabilidades: 'passe, domínio',
    materiais: 'Bolas e cones',
    ...overrides,
  };
}

/** A plan as the form sends it (time as typed text), without sub-activities unless given. */
export function planInput(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    titulo: `Plano de treino ${n}`,
    objetivoGeral: 'Desenvolver o passe curto e o domínio orientado.',
    categoria: 'infantil',
    modalidade: 'futebol',
    tempoTotalEstimado: '60',
    materiaisGerais: 'Bolas nº 4, cones',
    observacoes: '',
    tags: 'passe, domínio',
    status: 'ativo',
    ...overrides,
  };
}

export async function makePlan(
  db: Executor,
  overrides: Partial<typeof planosTreino.$inferInsert> = {},
  subActivities: Partial<typeof atividadesTreino.$inferInsert>[] = [],
) {
  const n = next();
  const plan = firstRow(
    await db
    .insert(planosTreino)
    .values({
      titulo: `Plano ${n}`,
      objetivoGeral: 'Objetivo do plano',
      categoria: 'infantil',
      modalidade: 'futebol',
      tempoTotalEstimado: 30,
      ...overrides,
    })
    .returning(),
    'insert plan',
  );
  if (subActivities.length) {
    await db.insert(atividadesTreino).values(
      subActivities.map((a, index) => ({
        planoTreinoId: plan!.id,
        descricao: `Subatividade ${index + 1}`,
        nivel: 'iniciante',
        tempoEstimado: 10,
        tipo: 'técnico',
        ordem: index + 1,
        ...a,
      })),
    );
  }
  return plan;
}

/** A program holding the plans in the order given, its total already summed. */
export async function makeProgram(
  db: Executor,
  overrides: Partial<typeof programasTreinamento.$inferInsert> = {},
  plans: { id: number; tempoTotalEstimado: number }[] = [],
) {
  const n = next();
  const program = firstRow(
    await db
    .insert(programasTreinamento)
    .values({
      titulo: `Programa ${n}`,
      tempoTotalEstimado: plans.reduce((sum, p) => sum + p.tempoTotalEstimado, 0),
      ...overrides,
    })
    .returning(),
    'insert program',
  );
  if (plans.length) {
    await db
      .insert(programaAtividades)
      .values(plans.map((plan, index) => ({ programaTreinamentoId: program!.id, atividadeId: plan.id, ordem: index + 1 })));
  }
  return program;
}
