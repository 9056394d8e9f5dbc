import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { containsPattern, searchText } from '../../db/sql';

/** Any of the columns contains the term, accents and case ignored. */
export const anyContains = (term: string, columns: (AnyColumn | SQL)[]): SQL =>
  or(...columns.map((column) => sql`${searchText(column)} like ${searchText(containsPattern(term))}`))!;
