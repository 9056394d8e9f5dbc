import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { PlayerStats, PlayerStatsData } from '@domain/competitions';
import { auditedChange, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { athletes, gameLineups, gamePlayerStats } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { lineupOrder } from './game-lineup.service';
import { NOT_IN_LINEUP } from './game-events.service';

const stat = (column: AnyColumn) => sql<number>`coalesce(${column}, 0)`.mapWith(Number);

/** One line per athlete of the lineup; an athlete without a stored line has zeros. */
const statsOfLineup = (db: Executor) =>
  db
    .select({
      athleteId: gameLineups.athleteId,
      athlete: { id: athletes.id, nomeCompleto: athletes.nomeCompleto },
      gols: stat(gamePlayerStats.gols),
      assistencias: stat(gamePlayerStats.assistencias),
      cartoesAmarelos: stat(gamePlayerStats.cartoesAmarelos),
      cartoesVermelhos: stat(gamePlayerStats.cartoesVermelhos),
      minutosJogados: stat(gamePlayerStats.minutosJogados),
      faltas: stat(gamePlayerStats.faltas),
      faltasSofridas: stat(gamePlayerStats.faltasSofridas),
      chutesGol: stat(gamePlayerStats.chutesGol),
      chutesForaGol: stat(gamePlayerStats.chutesForaGol),
      defesas: stat(gamePlayerStats.defesas),
      observacoes: gamePlayerStats.observacoes,
    })
    .from(gameLineups)
    .innerJoin(athletes, eq(athletes.id, gameLineups.athleteId))
    .leftJoin(gamePlayerStats, and(eq(gamePlayerStats.gameId, gameLineups.gameId), eq(gamePlayerStats.athleteId, gameLineups.athleteId)));

export function listStats(db: Executor, gameId: number): Promise<PlayerStats[]> {
  return statsOfLineup(db)
    .where(eq(gameLineups.gameId, gameId))
    .orderBy(...lineupOrder);
}

/** Stores the statistics the events cannot count; the counted ones are left as the events say. */
async function writeStats(tx: Tx, gameId: number, athleteId: number, data: PlayerStatsData): Promise<PlayerStats> {
  const [entry] = await tx
    .select({ id: gameLineups.id })
    .from(gameLineups)
    .where(and(eq(gameLineups.gameId, gameId), eq(gameLineups.athleteId, athleteId)))
    .for('share');
  if (!entry) throw notFound(NOT_IN_LINEUP);
  await tx
    .insert(gamePlayerStats)
    .values({ gameId, athleteId, ...data })
    .onConflictDoUpdate({ target: [gamePlayerStats.gameId, gamePlayerStats.athleteId], set: data });
  return firstRow(await statsOfLineup(tx).where(and(eq(gameLineups.gameId, gameId), eq(gameLineups.athleteId, athleteId))), 'select game stats');
}

/** Audited without an entity id: a line is known by its game and athlete. */
export const saveStats = (db: Db, actor: Actor, gameId: number, athleteId: number, data: PlayerStatsData) =>
  auditedChange(db, actor, (tx) => writeStats(tx, gameId, athleteId, data), {
    action: 'update',
    entity: 'game_player_stats',
    entityId: null,
    changes: { gameId, athleteId, ...data },
  });
