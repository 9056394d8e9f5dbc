import { and, asc, count, eq, exists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ageOn } from '@domain/age';
import type { CallupStatus } from '@domain/callups';
import { LINEUP_CANDIDATES_LIMIT, type LineupCandidateGroup, type lineupCandidatesQuerySchema } from '@domain/competitions';
import { ageBandBirthRange, ageBandOf, managedTeamCategoryOf } from '@domain/rosters';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/rows';
import { athletes, enrollments, gameCallups, gameLineups, games, teams } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { notFound } from '../../http/errors';
import { bornWithin, photoUrl, pickableAthletes } from '../../db/athlete-sql';
import { GAME_NOT_FOUND } from './games.service';

/**
 * The active athletes not yet in the game's lineup, in the order a coach looks for them: those
 * called up who answered "vai", then those called up without an answer yet, then those enrolled
 * in the game's turma, then those of its category (the turma's category read as the roster's age
 * band, on `today`), then everyone else, and last those called up who answered "não vai"; by name
 * within each. Each carries its age band, so the picker labels it as the roster does, and its
 * call-up answer when it was called up.
 */
export async function listLineupCandidates(db: Executor, gameId: number, query: z.output<typeof lineupCandidatesQuerySchema>, today: string) {
  const [game] = await db
    .select({ teamId: games.homeTeamId, categoria: teams.categoria })
    .from(games)
    .leftJoin(teams, eq(teams.id, games.homeTeamId))
    .where(eq(games.id, gameId));
  if (!game) throw notFound(GAME_NOT_FOUND);

  const inTurma =
    game.teamId === null
      ? sql`false`
      : exists(
          db
            .select({ one: sql`1` })
            .from(enrollments)
            .where(and(eq(enrollments.athleteId, athletes.id), eq(enrollments.teamId, game.teamId), eq(enrollments.status, 'ativa'))),
        );
  const band = game.categoria ? managedTeamCategoryOf(game.categoria) : null;
  const range = band ? ageBandBirthRange(band, today) : null;
  const inBand = range ? (bornWithin(range) ?? sql`true`) : sql`false`;
  // A LEFT JOIN on the unique (game, athlete) call-up: one row per athlete at most.
  const convocacao = sql<CallupStatus | null>`case when ${gameCallups.id} is null then null else coalesce(${gameCallups.resposta}, 'pendente') end`;
  const callupRank = sql`case ${gameCallups.resposta} when 'vai' then 0 when 'nao_vai' then 3 else case when ${gameCallups.id} is null then 2 else 1 end end`;
  const grupo = sql<LineupCandidateGroup>`case when ${inTurma} then 'turma' when ${inBand} then 'categoria' else 'outros' end`;
  const rank = sql`case when ${inTurma} then 0 when ${inBand} then 1 else 2 end`;

  const filters = pickableAthletes(
    sql`(select 1 from ${gameLineups} where ${and(eq(gameLineups.gameId, gameId), eq(gameLineups.athleteId, athletes.id))})`,
    query.busca,
  );
  const where = and(...filters);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: athletes.id,
        nomeCompleto: athletes.nomeCompleto,
        dataNascimento: athletes.dataNascimento,
        sexo: athletes.sexo,
        hasPhoto: sql<boolean>`${athletes.foto} is not null`,
        updatedAt: athletes.updatedAt,
        grupo,
        convocacao,
      })
      .from(athletes)
      .leftJoin(gameCallups, and(eq(gameCallups.gameId, gameId), eq(gameCallups.athleteId, athletes.id)))
      .where(where)
      .orderBy(callupRank, rank, asc(ptBR(athletes.nomeCompleto)), asc(athletes.id))
      .limit(LINEUP_CANDIDATES_LIMIT),
    db.select({ total: count() }).from(athletes).where(where),
  ]);
  return {
    items: rows.map(({ dataNascimento, hasPhoto, updatedAt, convocacao, ...row }) => ({
      ...row,
      ...(convocacao === null ? {} : { convocacao }),
      fotoUrl: photoUrl(row.id, hasPhoto, updatedAt),
      categoria: ageBandOf(ageOn(dataNascimento, today)),
    })),
    total: firstRow(counted, 'count lineup candidates').total,
  };
}
