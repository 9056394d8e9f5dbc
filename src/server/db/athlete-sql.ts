import { and, eq, gt, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { onlyDigits } from '@domain/documents';
import { athletes } from './schema/index';
import { containsPattern, searchText } from './sql';

/**
 * Conditions on the athletes table that several modules search by (athletes, enrollments, payments,
 * rosters, competitions, reconciliation, search), and the photo's address they all answer.
 */

/** The photo's URL, versioned by updatedAt so it may be cached for good; null without a photo. */
export const photoUrl = (id: number, foto: unknown, updatedAt: Date) => (foto ? `/api/athletes/${id}/photo?v=${updatedAt.getTime()}` : null);

/** Only digits and a CPF's punctuation: a term like 'Sub-15' names a team, not a piece of a CPF. */
const CPF_FRAGMENT = /^[\d.\-\s]+$/;

/** The athlete's full name, accents and case ignored. */
export const athleteNameMatches = (term: string): SQL => sql`${searchText(athletes.nomeCompleto)} like ${searchText(containsPattern(term))}`;

/** Born within an age category's birth-date range: after `after`, on or before `onOrBefore`; undefined when open on both sides. */
export const bornWithin = (range: { after: string | null; onOrBefore: string | null }) =>
  and(range.after ? gt(athletes.dataNascimento, range.after) : undefined, range.onOrBefore ? lte(athletes.dataNascimento, range.onOrBefore) : undefined);

/** Name or guardian name ignoring accents and case, or a fragment of the CPF's digits. */
export function athleteSearchCondition(term: string): SQL {
  const byText = sql`${athletes.searchText} like ${searchText(containsPattern(term))}`;
  const digits = onlyDigits(term);
  return CPF_FRAGMENT.test(term) && digits.length >= 2 ? or(byText, sql`${athletes.cpf} like ${containsPattern(digits)}`)! : byText;
}

/**
 * The rows of an athlete picker (a roster's "Adicionar atleta", a game's lineup): active athletes not
 * yet in the list `alreadyIn` names (a subquery correlated on athletes.id), found by name.
 */
export const pickableAthletes = (alreadyIn: SQL, busca: string | undefined): (SQL | undefined)[] => [
  eq(athletes.status, 'ATIVO'),
  notExists(alreadyIn),
  busca ? athleteNameMatches(busca) : undefined,
];
