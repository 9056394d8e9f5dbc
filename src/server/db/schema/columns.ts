import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/**
 * Shared column builders. Column names are written in camelCase here and stored in snake_case
 * (drizzle's `casing: 'snake_case'` in the client and in drizzle.config.ts).
 */

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** Money: numeric(10,2), read and written as a decimal string so no float ever touches it. */
export const money = () => numeric({ precision: 10, scale: 2, mode: 'string' });

/** A calendar date without time, as 'yyyy-MM-dd'. */
export const day = () => date({ mode: 'string' });

export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

export const timestamps = {
  createdAt: timestamptz().notNull().defaultNow(),
  updatedAt: timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** CHECK (column IN (...)) for a text column holding one of an enum's values. */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`);
}
