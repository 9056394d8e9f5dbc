import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth';
import { parseTags, type ProgramData, type ProgramDetail, type ProgramSituacao, type ProgramSummary } from '../../../domain/training';
import type { Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { planosTreino, programaAtividades, programasTreinamento, users } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { notFound } from '../../http/errors';
import { lockProgram, PROGRAM_NOT_FOUND } from './program-activities.service';

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

export async function createProgram(tx: Tx, user: SessionUser, data: ProgramData): Promise<ProgramDetail> {
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
export async function updateProgram(tx: Tx, id: number, data: ProgramData): Promise<ProgramDetail> {
  await lockProgram(tx, id);
  await tx.update(programasTreinamento).set(toRow(data)).where(eq(programasTreinamento.id, id));
  return getProgram(tx, id);
}

/** Its activity links go with it (the plans stay). */
export async function deleteProgram(tx: Tx, id: number) {
  await lockProgram(tx, id);
  await tx.delete(programasTreinamento).where(eq(programasTreinamento.id, id));
}
