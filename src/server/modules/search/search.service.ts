import { and, asc, eq, sql } from 'drizzle-orm';
import { MIN_SEARCH_LENGTH, type SearchResults } from '../../../domain/athletes';
import type { SessionUser } from '../../../domain/auth';
import type { Executor } from '../../db/client';
import { athletes, enrollments, teams } from '../../db/schema/index';
import { containsPattern, ptBR, searchText } from '../../db/sql';
import { athleteScope, athleteSearchCondition } from '../athletes/athletes.service';

const LIMIT = 8;

/** Athletes by name, CPF or guardian, and enrolments by team name, scoped like the lists. */
export async function search(db: Executor, user: SessionUser, q: string): Promise<SearchResults> {
  if (q.length < MIN_SEARCH_LENGTH) return { athletes: [], enrollments: [] };
  const scope = athleteScope(user);
  const [foundAthletes, foundEnrollments] = await Promise.all([
    db
      .select({ id: athletes.id, nomeCompleto: athletes.nomeCompleto, cpf: athletes.cpf, responsavelNome: athletes.responsavelNome })
      .from(athletes)
      .where(and(scope, athleteSearchCondition(q)))
      .orderBy(asc(ptBR(athletes.nomeCompleto)))
      .limit(LIMIT),
    db
      .select({ id: enrollments.id, athleteId: athletes.id, athleteNome: athletes.nomeCompleto, teamNome: teams.nome })
      .from(enrollments)
      .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
      .innerJoin(teams, eq(teams.id, enrollments.teamId))
      .where(and(scope, sql`${searchText(teams.nome)} like ${searchText(containsPattern(q))}`))
      .orderBy(asc(ptBR(athletes.nomeCompleto)))
      .limit(LIMIT),
  ]);
  return { athletes: foundAthletes, enrollments: foundEnrollments };
}
