import { eq, or, sql } from 'drizzle-orm';
import type { EffectiveLateFeeSettings, LateFeePolicy } from '@domain/late-fees';
import { UNIT_NOT_FOUND } from '@domain/messages';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { lateFeeSettings, units } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { assertOwnerExists, type PixOwner } from './pix.service';

/** Multa e juros (docs/pix.md "Multa e juros"): a company's policy, or a unit's own, kept as PIX settings are. */

const ownerColumn = (owner: PixOwner) => ('companyId' in owner ? eq(lateFeeSettings.companyId, owner.companyId) : eq(lateFeeSettings.unitId, owner.unitId));

const policyColumns = { multaPercentual: lateFeeSettings.multaPercentual, jurosMensalPercentual: lateFeeSettings.jurosMensalPercentual };

/** A company's or a unit's own policy, or null. */
export async function getOwnLateFees(db: Executor, owner: PixOwner): Promise<LateFeePolicy | null> {
  await assertOwnerExists(db, owner);
  const [row] = await db.select(policyColumns).from(lateFeeSettings).where(ownerColumn(owner));
  return row ?? null;
}

/** What applies to a unit, with where it comes from: its own policy, else its company's. */
export async function effectiveLateFees(db: Executor, unitId: number): Promise<EffectiveLateFeeSettings> {
  const [unit] = await db.select({ companyId: units.companyId }).from(units).where(eq(units.id, unitId));
  if (!unit) throw notFound(UNIT_NOT_FOUND);
  const rows = await db
    .select({ ...policyColumns, unitId: lateFeeSettings.unitId })
    .from(lateFeeSettings)
    .where(or(eq(lateFeeSettings.unitId, unitId), eq(lateFeeSettings.companyId, unit.companyId)));
  const own = rows.find((row) => row.unitId !== null);
  const chosen = own ?? rows[0];
  if (!chosen) return null;
  return { multaPercentual: chosen.multaPercentual, jurosMensalPercentual: chosen.jurosMensalPercentual, origem: own ? 'unidade' : 'empresa' };
}

async function writeLateFees(tx: Tx, owner: PixOwner, data: LateFeePolicy): Promise<LateFeePolicy> {
  await assertOwnerExists(tx, owner);
  const target = 'companyId' in owner ? lateFeeSettings.companyId : lateFeeSettings.unitId;
  const rows = await tx
    .insert(lateFeeSettings)
    .values({ ...owner, ...data })
    .onConflictDoUpdate({ target, targetWhere: sql`${target} is not null`, set: { ...data, updatedAt: new Date() } })
    .returning(policyColumns);
  return firstRow(rows, 'upsert late_fee_settings');
}

export const saveLateFees = (db: Db, actor: Actor, owner: PixOwner, ownerId: number, data: LateFeePolicy) =>
  db.transaction(async (tx) => {
    const saved = await writeLateFees(tx, owner, data);
    await audit(tx, actor, { action: 'update', entity: 'late_fee_settings', entityId: ownerId, changes: { ...owner, ...saved } });
    return saved;
  });

/** Removes a unit's own policy (its company's applies again); audited when there was one. */
export const removeUnitLateFees = (db: Db, actor: Actor, unitId: number) =>
  db.transaction(async (tx) => {
    await assertOwnerExists(tx, { unitId });
    const removed = await tx.delete(lateFeeSettings).where(eq(lateFeeSettings.unitId, unitId)).returning({ id: lateFeeSettings.id });
    if (removed.length > 0) await audit(tx, actor, { action: 'delete', entity: 'late_fee_settings', entityId: unitId, changes: { unitId } });
  });
