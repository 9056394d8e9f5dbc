import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Orders a text column the way a Brazilian reads names (accents and case ignored). See migration 0001. */
export const ptBR = (column: AnyColumn | SQL): SQL => sql`${column} collate "pt_br"`;

/** Accent- and case-free text for searching (migration 0002's indexed function). */
export const searchText = (value: AnyColumn | SQL | string): SQL => sql`plantel_search_text(${value})`;

/** A LIKE pattern that matches `term` anywhere, with its own % and _ taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `column = any($1::int[])`: the ids travel as one array parameter. Drizzle's inArray writes one
 * parameter per id, and a network's 2,000 teams then cost more to send and plan than to read
 * (the day's sessions: 15–30 ms per query → 2–9 ms).
 */
export const anyId = (column: AnyColumn, ids: readonly number[]): SQL => sql`${column} = any(${sql.param([...ids])}::int[])`;
