import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { planosTreino, programaAtividades, programasTreinamento } from '../../db/schema/index';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { ACTIVITY_NOT_FOUND } from '@domain/messages';

/**
 * A program's activity links (spec 2 §2.11, §4): numbered 1..n, and the program's total time is
 * the sum of its activities' estimated times. Every change locks the program row first, so two
 * editors' changes to one program run one after the other and each sees the other's result.
 */

export const PROGRAM_NOT_FOUND = 'Programa não encontrado';
export const NOT_IN_PROGRAM = 'Atividade não encontrada no programa';
export const STALE_ORDER = 'A lista não corresponde às atividades do programa. Recarregue a página e tente novamente.';
export const ALREADY_LINKED = 'Atividade já está neste programa';
export const alreadyLinkedRefusal = (titulo: string) => `A atividade "${titulo}" já está neste programa`;
export const missingActivitiesRefusal = (ids: number[]) =>
  `${ids.length === 1 ? ACTIVITY_NOT_FOUND : 'Atividades não encontradas'}: ${ids.join(', ')}`;
const LINK_UNIQUE = 'programa_atividades_programa_treinamento_id_atividade_id_unique';

export async function lockProgram(tx: Tx, id: number) {
  const [program] = await tx.select({ id: programasTreinamento.id }).from(programasTreinamento).where(eq(programasTreinamento.id, id)).for('update');
  if (!program) throw notFound(PROGRAM_NOT_FOUND);
}

/** Sets each program's total to the sum of its activities' times, in one statement. */
async function refreshTotals(tx: Tx, programIds: number[]) {
  if (!programIds.length) return;
  await tx
    .update(programasTreinamento)
    .set({
      tempoTotalEstimado: sql`(
        select coalesce(sum(${planosTreino.tempoTotalEstimado}), 0)::int
        from ${programaAtividades} join ${planosTreino} on ${planosTreino.id} = ${programaAtividades.atividadeId}
        where ${programaAtividades.programaTreinamentoId} = ${programasTreinamento.id}
      )`,
    })
    .where(inArray(programasTreinamento.id, programIds));
}

/** Closes the gaps a removal leaves: each program's activities renumbered 1..n in their order. */
async function renumber(tx: Tx, programIds: number[]) {
  if (!programIds.length) return;
  await tx.execute(sql`
    update ${programaAtividades} set ordem = numbered.n
    from (
      select id, row_number() over (partition by programa_treinamento_id order by ordem, id)::int as n
      from ${programaAtividades}
      where programa_treinamento_id in ${programIds}
    ) numbered
    where ${programaAtividades.id} = numbered.id and ${programaAtividades.ordem} <> numbered.n`);
}

async function linkCount(tx: Tx, programId: number) {
  const rows = await tx.select({ n: count() }).from(programaAtividades).where(eq(programaAtividades.programaTreinamentoId, programId));
  return firstRow(rows, 'count programa_atividades').n;
}

/** Already linked: a 409 naming the activity (the unique index backs this up). */
async function refuseLinked(tx: Tx, programId: number, activityIds: number[]) {
  const [linked] = await tx
    .select({ titulo: planosTreino.titulo })
    .from(programaAtividades)
    .innerJoin(planosTreino, eq(planosTreino.id, programaAtividades.atividadeId))
    .where(and(eq(programaAtividades.programaTreinamentoId, programId), inArray(programaAtividades.atividadeId, activityIds)))
    .orderBy(asc(programaAtividades.ordem))
    .limit(1);
  if (linked) throw conflict(alreadyLinkedRefusal(linked.titulo));
}

async function insertLinks(tx: Tx, values: (typeof programaAtividades.$inferInsert)[]) {
  try {
    await tx.insert(programaAtividades).values(values);
  } catch (error) {
    if (isUniqueViolation(error, LINK_UNIQUE)) throw conflict(ALREADY_LINKED);
    throw error;
  }
}

/** Spec 2 §7: one activity, at `ordem` (those from there on move down one) or at the end. */
export async function addActivity(tx: Tx, programId: number, atividadeId: number, ordem?: number) {
  await lockProgram(tx, programId);
  const [plan] = await tx.select({ id: planosTreino.id }).from(planosTreino).where(eq(planosTreino.id, atividadeId)).for('share');
  if (!plan) throw badRequest(ACTIVITY_NOT_FOUND, { atividadeId: ACTIVITY_NOT_FOUND });
  await refuseLinked(tx, programId, [atividadeId]);
  const position = Math.min(ordem ?? Number.MAX_SAFE_INTEGER, (await linkCount(tx, programId)) + 1);
  await tx
    .update(programaAtividades)
    .set({ ordem: sql`${programaAtividades.ordem} + 1` })
    .where(and(eq(programaAtividades.programaTreinamentoId, programId), gte(programaAtividades.ordem, position)));
  await insertLinks(tx, [{ programaTreinamentoId: programId, atividadeId, ordem: position }]);
  await refreshTotals(tx, [programId]);
}

/**
 * Several activities at the end, in the order given. Every check comes before the insert, and the
 * caller's transaction holds them all: either every activity is added or none is.
 */
export async function addActivities(tx: Tx, programId: number, atividadeIds: number[]) {
  await lockProgram(tx, programId);
  const found = await tx.select({ id: planosTreino.id }).from(planosTreino).where(inArray(planosTreino.id, atividadeIds)).for('share');
  const missing = atividadeIds.filter((id) => !found.some((plan) => plan.id === id));
  if (missing.length) {
    const message = missingActivitiesRefusal(missing);
    throw badRequest(message, { atividadeIds: message });
  }
  await refuseLinked(tx, programId, atividadeIds);
  const start = await linkCount(tx, programId);
  await insertLinks(
    tx,
    atividadeIds.map((atividadeId, index) => ({ programaTreinamentoId: programId, atividadeId, ordem: start + index + 1 })),
  );
  await refreshTotals(tx, [programId]);
}

export async function removeActivity(tx: Tx, programId: number, atividadeId: number) {
  await lockProgram(tx, programId);
  const removed = await tx
    .delete(programaAtividades)
    .where(and(eq(programaAtividades.programaTreinamentoId, programId), eq(programaAtividades.atividadeId, atividadeId)))
    .returning({ id: programaAtividades.id });
  if (!removed.length) throw notFound(NOT_IN_PROGRAM);
  await renumber(tx, [programId]);
  await refreshTotals(tx, [programId]);
}

/**
 * Spec 2 §4: the new order, renumbered 1..n (ties keep the order sent). The list must hold exactly
 * the program's activities: one added or removed meanwhile by someone else makes it stale (409).
 */
export async function reorderActivities(tx: Tx, programId: number, items: { atividadeId: number; ordem: number }[]) {
  await lockProgram(tx, programId);
  const current = await tx
    .select({ atividadeId: programaAtividades.atividadeId })
    .from(programaAtividades)
    .where(eq(programaAtividades.programaTreinamentoId, programId));
  const linked = new Set(current.map((c) => c.atividadeId));
  if (items.length !== linked.size || items.some((item) => !linked.has(item.atividadeId))) throw conflict(STALE_ORDER);
  const ordered = items.map((item, index) => ({ ...item, index })).sort((a, b) => a.ordem - b.ordem || a.index - b.index);
  const rows = sql.join(
    ordered.map((item, index) => sql`(${item.atividadeId}::int, ${index + 1}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${programaAtividades} set ordem = wanted.ordem
    from (values ${rows}) as wanted (atividade_id, ordem)
    where ${programaAtividades.programaTreinamentoId} = ${programId}
      and ${programaAtividades.atividadeId} = wanted.atividade_id
      and ${programaAtividades.ordem} <> wanted.ordem`);
}

/**
 * Keeps the programs holding a plan right when the plan changes: their totals after a new estimated
 * time, and, when the plan is being deleted, their lists without it (renumbered). Answers their ids.
 */
export async function refreshProgramsOfPlan(tx: Tx, planId: number, { removing = false } = {}) {
  const holding = await tx
    .select({ id: programasTreinamento.id })
    .from(programasTreinamento)
    .where(
      inArray(
        programasTreinamento.id,
        tx.select({ id: programaAtividades.programaTreinamentoId }).from(programaAtividades).where(eq(programaAtividades.atividadeId, planId)),
      ),
    )
    .orderBy(asc(programasTreinamento.id))
    .for('update');
  const ids = holding.map((p) => p.id);
  if (removing) {
    await tx.delete(programaAtividades).where(eq(programaAtividades.atividadeId, planId));
    await renumber(tx, ids);
  }
  await refreshTotals(tx, ids);
  return ids;
}
