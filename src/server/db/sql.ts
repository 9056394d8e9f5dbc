import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Orders a text column the way a Brazilian reads names (accents and case ignored). See migration 0001. */
export const ptBR = (column: AnyColumn | SQL): SQL => sql`${column} collate "pt_br"`;
