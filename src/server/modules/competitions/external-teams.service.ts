import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CompetitionModality, ExternalTeamData } from '@domain/competitions';
import { auditedChange, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { externalTeams } from '../../db/schema/index';
import { ptBR, searchText } from '../../db/sql';
import { conflict, notFound } from '../../http/errors';
import { EXTERNAL_TEAM_NOT_FOUND } from '@domain/messages';

export const EXTERNAL_TEAM_DUPLICATE = 'Já existe uma equipe adversária com este nome nesta modalidade e categoria';

/** Serialises the duplicate check of creates and renames (a plain unique index cannot ignore accents and case). */
const EXTERNAL_TEAMS_LOCK_KEY = 727_101;

type Row = typeof externalTeams.$inferSelect;
/** modalidade is written only through externalTeamInputSchema, so it is one of competitionModalities. */
const toExternalTeam = (row: Row) => ({ ...row, modalidade: row.modalidade as CompetitionModality });

/** Every opponent, by name: the game form's select and the management dialog (a school has dozens). */
export async function listExternalTeams(db: Executor) {
  const rows = await db.select().from(externalTeams).orderBy(asc(ptBR(externalTeams.nome)), asc(externalTeams.id));
  return rows.map(toExternalTeam);
}

export async function getExternalTeam(db: Executor, id: number) {
  const [row] = await db.select().from(externalTeams).where(eq(externalTeams.id, id));
  if (!row) throw notFound(EXTERNAL_TEAM_NOT_FOUND);
  return toExternalTeam(row);
}

/** Same name (accents and case ignored), modality and category as another team: a duplicate. */
async function checkDuplicate(tx: Tx, data: ExternalTeamData, exceptId?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${EXTERNAL_TEAMS_LOCK_KEY})`);
  const [twin] = await tx
    .select({ id: externalTeams.id })
    .from(externalTeams)
    .where(
      and(
        sql`${searchText(externalTeams.nome)} = ${searchText(data.nome)}`,
        eq(externalTeams.modalidade, data.modalidade),
        sql`coalesce(${searchText(externalTeams.categoria)}, '') = coalesce(${searchText(data.categoria ?? '')}, '')`,
        exceptId ? ne(externalTeams.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (twin) throw conflict(EXTERNAL_TEAM_DUPLICATE);
}

async function insertExternalTeam(tx: Tx, data: ExternalTeamData) {
  await checkDuplicate(tx, data);
  return toExternalTeam(firstRow(await tx.insert(externalTeams).values(data).returning(), 'insert external_teams'));
}

async function writeExternalTeam(tx: Tx, id: number, data: ExternalTeamData) {
  const [current] = await tx.select({ id: externalTeams.id }).from(externalTeams).where(eq(externalTeams.id, id)).for('update');
  if (!current) throw notFound(EXTERNAL_TEAM_NOT_FOUND);
  await checkDuplicate(tx, data, id);
  return toExternalTeam(firstRow(await tx.update(externalTeams).set(data).where(eq(externalTeams.id, id)).returning(), 'update external_teams'));
}

const entity = 'external_teams';

export const createExternalTeam = (db: Db, actor: Actor, data: ExternalTeamData) =>
  auditedChange(db, actor, (tx) => insertExternalTeam(tx, data), (created) => ({ action: 'create', entity, entityId: created.id, changes: data }));

export const updateExternalTeam = (db: Db, actor: Actor, id: number, data: ExternalTeamData) =>
  auditedChange(db, actor, (tx) => writeExternalTeam(tx, id, data), (updated) => ({ action: 'update', entity, entityId: updated.id, changes: data }));
