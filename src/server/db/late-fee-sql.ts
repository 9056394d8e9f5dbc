import { sql } from 'drizzle-orm';
import type { LateFeePolicy } from '@domain/late-fees';
import type { Executor } from './client';
import type { teams, units } from './schema/index';

/**
 * The multa e juros policy that applies to the unit `unitIdColumn` (its own, else its company's;
 * null: no fees), as one value per row, for lists that show amounts due without a query per row.
 * The arithmetic itself is src/domain/late-fees.ts amountDue, done on the rows read.
 */
export const unitLateFees = (unitIdColumn: typeof units.id | typeof teams.unitId | number) =>
  sql<LateFeePolicy | null>`(select json_build_object('multaPercentual', fee.multa_percentual::text, 'jurosMensalPercentual', fee.juros_mensal_percentual::text)
    from units fee_unit join late_fee_settings fee on fee.unit_id = fee_unit.id or fee.company_id = fee_unit.company_id
    where fee_unit.id = ${unitIdColumn} order by fee.unit_id is null limit 1)`;

/** The policy of one unit (null: no fees). */
export async function lateFeesOfUnit(db: Executor, unitId: number): Promise<LateFeePolicy | null> {
  const result = await db.execute<{ policy: LateFeePolicy | null }>(sql`select ${unitLateFees(unitId)} as policy`);
  return result.rows[0]?.policy ?? null;
}
