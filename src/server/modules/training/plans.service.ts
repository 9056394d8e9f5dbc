import { and, asc, count, desc, eq, exists, getTableColumns, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionUser } from '@domain/auth';
import { STAFF } from '@domain/roles';
import {
  publicCategoryPlanCategories,
  type ActivityCategory,
  type ActivityModality,
  type activityPickerQuerySchema,
  type ActivityOption,
  type PlanData,
  type planListQuerySchema,
  type SubActivity,
  type SubActivityData,
  type TrainingPlan,
  type TrainingPlanList,
  type TrainingPlanSummary,
} from '@domain/training';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { atividadesTreino, cronogramaTreinos, planosTreino, programaAtividades, userFavoriteActivities } from '../../db/schema/index';
import { containsPattern, ptBR, searchText } from '../../db/sql';
import { conflict, notFound } from '../../http/errors';
import { refreshProgramsOfPlan } from './program-activities.service';
import { ACTIVITY_NOT_FOUND } from '@domain/messages';

export const scheduledPlanRefusal = (scheduled: number) =>
  `Não é possível excluir a atividade: ela está em ${scheduled} ${scheduled === 1 ? 'treino' : 'treinos'} do cronograma. Inative-a em vez de excluí-la.`;

const isStaff = (user: SessionUser) => STAFF.includes(user.tipo);

/** Design.md: a cliente (and an assistente) sees active plans only; staff see every plan. */
const planScope = (user: SessionUser) => (isStaff(user) ? undefined : eq(planosTreino.status, 'ativo'));

/** A plan's columns with the caller's favourite flag and its number of sub-activities, in one query. */
const planSummaries = (db: Executor, userId: number) =>
  db
    .select({
      ...getTableColumns(planosTreino),
      favorito: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(userFavoriteActivities)
          .where(and(eq(userFavoriteActivities.planoTreinoId, planosTreino.id), eq(userFavoriteActivities.userId, userId))),
      )}`,
      quantidadeAtividades: db.$count(atividadesTreino, eq(atividadesTreino.planoTreinoId, planosTreino.id)),
    })
    .from(planosTreino);

type PlanRow = Awaited<ReturnType<typeof planSummaries>>[number];
const toSummary = ({ categoria, modalidade, createdAt, updatedAt, ...row }: PlanRow): TrainingPlanSummary => ({
  ...row,
  // Stored by planInputSchema, so always one of the form's values.
  categoria: categoria as ActivityCategory,
  modalidade: modalidade as ActivityModality,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

const planSearch = (term: string) => {
  const pattern = searchText(containsPattern(term));
  return or(
    sql`${searchText(planosTreino.titulo)} like ${pattern}`,
    sql`${searchText(planosTreino.objetivoGeral)} like ${pattern}`,
    sql`${searchText(sql`coalesce(${planosTreino.tags}, '')`)} like ${pattern}`,
  )!;
};

export async function listPlans(
  db: Executor,
  user: SessionUser,
  query: z.output<typeof planListQuerySchema>,
): Promise<TrainingPlanList> {
  const filters: (SQL | undefined)[] = [planScope(user)];
  if (query.busca) filters.push(planSearch(query.busca));
  if (query.categoria) filters.push(eq(planosTreino.categoria, query.categoria));
  if (query.faixa) filters.push(inArray(planosTreino.categoria, [...publicCategoryPlanCategories[query.faixa]]));
  if (query.modalidade) filters.push(eq(planosTreino.modalidade, query.modalidade));
  if (query.status && isStaff(user)) filters.push(eq(planosTreino.status, query.status));
  if (query.favoritos) {
    filters.push(
      inArray(
        planosTreino.id,
        db
          .select({ id: userFavoriteActivities.planoTreinoId })
          .from(userFavoriteActivities)
          .where(eq(userFavoriteActivities.userId, user.id)),
      ),
    );
  }
  const where = and(...filters);
  const [rows, counted] = await Promise.all([
    planSummaries(db, user.id)
      .where(where)
      .orderBy(desc(planosTreino.createdAt), desc(planosTreino.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(planosTreino).where(where),
  ]);
  return { items: rows.map(toSummary), total: firstRow(counted, 'count planos_treino').total, page: query.page, pageSize: query.pageSize };
}

async function subActivities(db: Executor, planId: number): Promise<SubActivity[]> {
  return db
    .select({
      id: atividadesTreino.id,
      ordem: atividadesTreino.ordem,
      tipo: atividadesTreino.tipo,
      descricao: atividadesTreino.descricao,
      nivel: atividadesTreino.nivel,
      tempoEstimado: atividadesTreino.tempoEstimado,
      tagsHabilidades: atividadesTreino.tagsHabilidades,
      materiais: atividadesTreino.materiais,
    })
    .from(atividadesTreino)
    .where(eq(atividadesTreino.planoTreinoId, planId))
    .orderBy(asc(atividadesTreino.ordem), asc(atividadesTreino.id)) as Promise<SubActivity[]>;
}

/** One plan within the caller's scope, with its sub-activities in order. */
export async function getPlan(db: Executor, user: SessionUser, id: number): Promise<TrainingPlan> {
  const [row] = await planSummaries(db, user.id).where(and(eq(planosTreino.id, id), planScope(user)));
  if (!row) throw notFound(ACTIVITY_NOT_FOUND);
  return { ...toSummary(row), atividades: await subActivities(db, id) };
}

export async function listSubActivities(db: Executor, user: SessionUser, planId: number): Promise<SubActivity[]> {
  const [plan] = await db.select({ id: planosTreino.id }).from(planosTreino).where(and(eq(planosTreino.id, planId), planScope(user)));
  if (!plan) throw notFound(ACTIVITY_NOT_FOUND);
  return subActivities(db, planId);
}

/** The sub-activities in the order of their ordem (ties as sent), numbered 1..n. */
async function insertSubActivities(tx: Tx, planId: number, atividades: SubActivityData[]) {
  if (!atividades.length) return;
  const ordered = atividades.map((a, index) => ({ a, index })).sort((x, y) => x.a.ordem - y.a.ordem || x.index - y.index);
  await tx.insert(atividadesTreino).values(ordered.map(({ a }, index) => ({ ...a, planoTreinoId: planId, ordem: index + 1 })));
}

async function insertPlan(tx: Tx, user: SessionUser, data: PlanData): Promise<TrainingPlan> {
  const { atividades, ...plan } = data;
  const { id } = firstRow(
    await tx
      .insert(planosTreino)
      .values({ ...plan, criadoPor: user.id })
      .returning({ id: planosTreino.id }),
    'insert planos_treino',
  );
  await insertSubActivities(tx, id, atividades);
  return getPlan(tx, user, id);
}

async function lockPlan(tx: Tx, id: number) {
  const [plan] = await tx.select().from(planosTreino).where(eq(planosTreino.id, id)).for('update');
  if (!plan) throw notFound(ACTIVITY_NOT_FOUND);
  return plan;
}

/**
 * The plan's fields and its whole list of sub-activities, replaced. A new estimated time changes
 * the total of every program holding the plan.
 */
async function writePlan(tx: Tx, user: SessionUser, id: number, data: PlanData): Promise<TrainingPlan> {
  const before = await lockPlan(tx, id);
  const { atividades, ...plan } = data;
  await tx.update(planosTreino).set(plan).where(eq(planosTreino.id, id));
  await tx.delete(atividadesTreino).where(eq(atividadesTreino.planoTreinoId, id));
  await insertSubActivities(tx, id, atividades);
  if (before.tempoTotalEstimado !== plan.tempoTotalEstimado) await refreshProgramsOfPlan(tx, id);
  return getPlan(tx, user, id);
}

/**
 * A plan in the schedule is part of the teams' training history: it is inactivated, never
 * deleted. Otherwise it leaves the programs that hold it, which are renumbered and re-totalled.
 */
async function removePlan(tx: Tx, id: number) {
  await lockPlan(tx, id);
  const { scheduled } = firstRow(
    await tx.select({ scheduled: count() }).from(cronogramaTreinos).where(eq(cronogramaTreinos.planoTreinoId, id)),
    'count cronograma_treinos',
  );
  if (scheduled > 0) throw conflict(scheduledPlanRefusal(scheduled));
  const programIds = await refreshProgramsOfPlan(tx, id, { removing: true });
  await tx.delete(planosTreino).where(eq(planosTreino.id, id));
  return { programasAtualizados: programIds };
}

/** Marks or unmarks the plan as one of the caller's favourites; doing it twice changes nothing. */
async function writeFavorite(tx: Tx, user: SessionUser, id: number, favorito: boolean) {
  const [plan] = await tx.select({ id: planosTreino.id }).from(planosTreino).where(eq(planosTreino.id, id)).for('share');
  if (!plan) throw notFound(ACTIVITY_NOT_FOUND);
  if (favorito) {
    await tx.insert(userFavoriteActivities).values({ userId: user.id, planoTreinoId: id }).onConflictDoNothing();
  } else {
    await tx
      .delete(userFavoriteActivities)
      .where(and(eq(userFavoriteActivities.userId, user.id), eq(userFavoriteActivities.planoTreinoId, id)));
  }
  return { id, favorito };
}

const PICKER_LIMIT = 50;

/** The program editor's picker: active plans by title, searched, without those already in the program. */
export async function listActivityOptions(db: Executor, query: z.output<typeof activityPickerQuerySchema>): Promise<ActivityOption[]> {
  const filters: (SQL | undefined)[] = [eq(planosTreino.status, 'ativo')];
  if (query.search) filters.push(planSearch(query.search));
  if (query.programaId) {
    filters.push(
      notExists(
        db
          .select({ id: programaAtividades.id })
          .from(programaAtividades)
          .where(and(eq(programaAtividades.programaTreinamentoId, query.programaId), eq(programaAtividades.atividadeId, planosTreino.id))),
      ),
    );
  }
  return db
    .select({
      id: planosTreino.id,
      titulo: planosTreino.titulo,
      categoria: planosTreino.categoria,
      modalidade: planosTreino.modalidade,
      tempoTotalEstimado: planosTreino.tempoTotalEstimado,
    })
    .from(planosTreino)
    .where(and(...filters))
    .orderBy(asc(ptBR(planosTreino.titulo)), asc(planosTreino.id))
    .limit(PICKER_LIMIT) as Promise<ActivityOption[]>;
}

const entity = 'planos_treino';

export const createPlan = (db: Db, actor: Actor, user: SessionUser, data: PlanData) =>
  db.transaction(async (tx) => {
    const plan = await insertPlan(tx, user, data);
    await audit(tx, actor, { action: 'create', entity, entityId: plan.id, changes: data });
    return plan;
  });

export const updatePlan = (db: Db, actor: Actor, user: SessionUser, id: number, data: PlanData) =>
  db.transaction(async (tx) => {
    const plan = await writePlan(tx, user, id, data);
    await audit(tx, actor, { action: 'update', entity, entityId: plan.id, changes: data });
    return plan;
  });

export const deletePlan = (db: Db, actor: Actor, id: number) =>
  db.transaction(async (tx) => {
    const result = await removePlan(tx, id);
    await audit(tx, actor, { action: 'delete', entity, entityId: id, changes: result });
  });

export const setFavorite = (db: Db, actor: Actor, user: SessionUser, id: number, favorito: boolean) =>
  db.transaction(async (tx) => {
    const result = await writeFavorite(tx, user, id, favorito);
    await audit(tx, actor, { action: 'favorite', entity, entityId: result.id, changes: { favorito } });
    return result;
  });
