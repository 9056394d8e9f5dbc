import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MIN_SEARCH_LENGTH, type SearchResults } from '@domain/athletes';
import type { SessionUser } from '@domain/auth';
import type { Executor } from '../../db/client';
import { athletes, enrollments, teams } from '../../db/schema/index';
import { containsPattern, ptBR, searchText } from '../../db/sql';
import { athleteSearchCondition } from '../../db/athlete-sql';
import { athleteScope } from '../../auth/scopes';

const LIMIT = 8;

/** Athletes by name, CPF or guardian, and enrolments by team name, scoped like the lists. */
export async function search(db: Executor, user: SessionUser, q: string): Promise<SearchResults> {
  if (q.length < MIN_SEARCH_LENGTH) return { athletes: [], enrollments: [] };
  const scope = athleteScope(user);
  // The few matching teams first: with none, no enrolment query at all (a join would walk every athlete).
  const teamIds = (
    await db.select({ id: teams.id }).from(teams).where(sql`${searchText(teams.nome)} like ${searchText(containsPattern(q))}`)
  ).map((t) => t.id);
  const [foundAthletes, foundEnrollments] = await Promise.all([
    db
      .select({ id: athletes.id, nomeCompleto: athletes.nomeCompleto, cpf: athletes.cpf, responsavelNome: athletes.responsavelNome })
      .from(athletes)
      .where(and(scope, athleteSearchCondition(q)))
      .orderBy(asc(ptBR(athletes.nomeCompleto)))
      .limit(LIMIT),
    teamIds.length
      ? db
          .select({ id: enrollments.id, athleteId: athletes.id, athleteNome: athletes.nomeCompleto, teamNome: teams.nome })
          .from(enrollments)
          .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
          .innerJoin(teams, eq(teams.id, enrollments.teamId))
          .where(and(scope, inArray(enrollments.teamId, teamIds)))
          .orderBy(asc(ptBR(athletes.nomeCompleto)))
          .limit(LIMIT)
      : [],
  ]);
  return { athletes: foundAthletes, enrollments: foundEnrollments };
}
