import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import type { z } from 'zod';
import {
  parseTags,
  type ProgramData,
  type ProgramDetail,
  type programActivitiesBulkSchema,
  type programActivityInputSchema,
  type programReorderSchema,
  type ProgramSituacao,
  type ProgramSummary,
} from '@domain/training';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { planosTreino, programaAtividades, programasTreinamento, users } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { notFound } from '../../http/errors';
import { addActivities, addActivity, lockProgram, PROGRAM_NOT_FOUND, removeActivity, reorderActivities } from './program-activities.service';

/** Its activities' titles in the program's order (a correlated subquery of the programs select). */
const activityTitles = (db: Executor) =>
  db
    .select({ titulos: sql`array_agg(${planosTreino.titulo} order by ${programaAtividades.ordem}, ${programaAtividades.id})` })
    .from(programaAtividades)
    .innerJoin(planosTreino, eq(planosTreino.id, programaAtividades.atividadeId))
    .where(eq(programaAtividades.programaTreinamentoId, programasTreinamento.id));

/** A program with its creator's name, its number of activities and their titles in order, in one query. */
const programSummaries = (db: Executor) =>
  db
    .select({
      ...getTableColumns(programasTreinamento),
      criadoPorNome: sql<string | null>`coalesce(${users.nomeCompleto}, ${users.nome})`,
      quantidadeAtividades: db.$count(programaAtividades, eq(programaAtividades.programaTreinamentoId, programasTreinamento.id)),
      titulosAtividades: sql<string[]>`coalesce((${activityTitles(db)}), '{}')`,
    })
    .from(programasTreinamento)
    .leftJoin(users, eq(users.id, programasTreinamento.criadoPor));

type ProgramRow = Awaited<ReturnType<typeof programSummaries>>[number];
const toSummary = ({ tags, situacao, createdAt, updatedAt, ...row }: ProgramRow): ProgramSummary => ({
  ...row,
  tags: parseTags(tags),
  situacao: situacao as ProgramSituacao,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

export async function listPrograms(db: Executor): Promise<ProgramSummary[]> {
  const rows = await programSummaries(db).orderBy(asc(ptBR(programasTreinamento.titulo)), asc(programasTreinamento.id));
  return rows.map(toSummary);
}

/** One program with its activities (each with its plan) in the program's order. */
export async function getProgram(db: Executor, id: number): Promise<ProgramDetail> {
  const [row] = await programSummaries(db).where(eq(programasTreinamento.id, id));
  if (!row) throw notFound(PROGRAM_NOT_FOUND);
  const { criadoPor, createdAt, updatedAt, ...plan } = getTableColumns(planosTreino);
  const links = await db
    .select({
      id: programaAtividades.id,
      atividadeId: programaAtividades.atividadeId,
      ordem: programaAtividades.ordem,
      atividade: { ...plan, criadoPor, createdAt, updatedAt },
    })
    .from(programaAtividades)
    .innerJoin(planosTreino, eq(planosTreino.id, programaAtividades.atividadeId))
    .where(eq(programaAtividades.programaTreinamentoId, id))
    .orderBy(asc(programaAtividades.ordem), asc(programaAtividades.id));
  return {
    ...toSummary(row),
    atividades: links.map((link) => ({
      ...link,
      atividade: {
        ...link.atividade,
        createdAt: link.atividade.createdAt.toISOString(),
        updatedAt: link.atividade.updatedAt.toISOString(),
      },
    })) as ProgramDetail['atividades'],
  };
}

/** Tags are stored as the JSON text of their list. */
const toRow = ({ tags, ...data }: ProgramData) => ({ ...data, tags: tags.length ? JSON.stringify(tags) : null });

async function insertProgram(tx: Tx, user: SessionUser, data: ProgramData): Promise<ProgramDetail> {
  const { id } = firstRow(
    await tx
      .insert(programasTreinamento)
      .values({ ...toRow(data), criadoPor: user.id })
      .returning({ id: programasTreinamento.id }),
    'insert programas_treinamento',
  );
  return getProgram(tx, id);
}

/** Title, description, tags and situação; the total time stays the server's sum. */
async function writeProgram(tx: Tx, id: number, data: ProgramData): Promise<ProgramDetail> {
  await lockProgram(tx, id);
  await tx.update(programasTreinamento).set(toRow(data)).where(eq(programasTreinamento.id, id));
  return getProgram(tx, id);
}

/** Its activity links go with it (the plans stay). */
async function removeProgram(tx: Tx, id: number) {
  await lockProgram(tx, id);
  await tx.delete(programasTreinamento).where(eq(programasTreinamento.id, id));
}

const entity = 'programas_treinamento';

export const createProgram = (db: Db, actor: Actor, user: SessionUser, data: ProgramData) =>
  db.transaction(async (tx) => {
    const program = await insertProgram(tx, user, data);
    await audit(tx, actor, { action: 'create', entity, entityId: program.id, changes: data });
    return program;
  });

export const updateProgram = (db: Db, actor: Actor, id: number, data: ProgramData) =>
  db.transaction(async (tx) => {
    const program = await writeProgram(tx, id, data);
    await audit(tx, actor, { action: 'update', entity, entityId: program.id, changes: data });
    return program;
  });

export const deleteProgram = (db: Db, actor: Actor, id: number) =>
  db.transaction(async (tx) => {
    await removeProgram(tx, id);
    await audit(tx, actor, { action: 'delete', entity, entityId: id });
  });

/** A change to a program's activities, audited on the program; answers the program as it now is. */
const changeActivities = (db: Db, actor: Actor, id: number, action: string, changes: unknown, change: (tx: Tx) => Promise<unknown>) =>
  db.transaction(async (tx) => {
    await change(tx);
    await audit(tx, actor, { action, entity, entityId: id, changes });
    return getProgram(tx, id);
  });

export const addProgramActivity = (db: Db, actor: Actor, id: number, input: z.output<typeof programActivityInputSchema>) =>
  changeActivities(db, actor, id, 'add-activity', input, (tx) => addActivity(tx, id, input.atividadeId, input.ordem));

export const addProgramActivities = (db: Db, actor: Actor, id: number, input: z.output<typeof programActivitiesBulkSchema>) =>
  changeActivities(db, actor, id, 'add-activities', input, (tx) => addActivities(tx, id, input.atividadeIds));

export const removeProgramActivity = (db: Db, actor: Actor, id: number, atividadeId: number) =>
  changeActivities(db, actor, id, 'remove-activity', { atividadeId }, (tx) => removeActivity(tx, id, atividadeId));

export const reorderProgramActivities = (db: Db, actor: Actor, id: number, input: z.output<typeof programReorderSchema>) =>
  changeActivities(db, actor, id, 'reorder-activities', input, (tx) => reorderActivities(tx, id, input.atividades));
