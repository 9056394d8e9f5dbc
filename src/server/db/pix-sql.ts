import { sql } from 'drizzle-orm';
import type { teams, units } from './schema/index';

/**
 * An SQL condition true when the unit `unitIdColumn` can receive PIX (settings of its own or of its
 * company), for lists that show the PIX button without a query per row. The units it reads go by
 * their own name, so the condition can sit in a query that already reads `units`.
 */
export const unitHasPix = (unitIdColumn: typeof units.id | typeof teams.unitId) =>
  sql<boolean>`exists (select 1 from units pix_unit join pix_settings on pix_settings.unit_id = pix_unit.id or pix_settings.company_id = pix_unit.company_id where pix_unit.id = ${unitIdColumn})`;
