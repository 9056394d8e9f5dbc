import { generatePixPayload, getPixKeyInfo } from '@brazilian-utils/brazilian-utils';
import { and, eq, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { SessionUser } from '@domain/auth';
import { amountDue } from '@domain/late-fees';
import { toCents } from '@domain/money';
import {
  INVALID_PIX_KEY,
  PIX_NOT_CONFIGURED,
  type EffectivePixSettings,
  type PixCharge,
  type PixSettings,
  type PixSettingsData,
} from '@domain/pix';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { unitLateFees } from '../../db/late-fee-sql';
import { firstRow } from '../../db/rows';
import { athletes, bankCharges, companies, enrollments, instalments, pixSettings, teams, units } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../http/errors';
import { athleteScope } from '../../auth/scopes';
import { ALREADY_PAID, CANCELLED_CANNOT_BE_PAID, COMPANY_NOT_FOUND, INSTALMENT_NOT_FOUND, UNIT_NOT_FOUND } from '@domain/messages';


export type PixOwner = { companyId: number } | { unitId: number };

const ownerColumn = (owner: PixOwner) => ('companyId' in owner ? eq(pixSettings.companyId, owner.companyId) : eq(pixSettings.unitId, owner.unitId));

const settingsColumns = {
  chave: pixSettings.chave,
  tipoChave: pixSettings.tipoChave,
  nomeRecebedor: pixSettings.nomeRecebedor,
  cidade: pixSettings.cidade,
};

export async function assertOwnerExists(db: Executor, owner: PixOwner) {
  const [found] =
    'companyId' in owner
      ? await db.select({ id: companies.id }).from(companies).where(eq(companies.id, owner.companyId))
      : await db.select({ id: units.id }).from(units).where(eq(units.id, owner.unitId));
  if (!found) throw notFound('companyId' in owner ? COMPANY_NOT_FOUND : UNIT_NOT_FOUND);
}

/** A company's or a unit's own settings, or null. */
export async function getOwnSettings(db: Executor, owner: PixOwner): Promise<PixSettings | null> {
  await assertOwnerExists(db, owner);
  const [row] = await db.select(settingsColumns).from(pixSettings).where(ownerColumn(owner));
  return row ?? null;
}

/** Writes the owner's settings, the key in the DICT's canonical form. */
async function writeSettings(tx: Tx, owner: PixOwner, data: PixSettingsData): Promise<PixSettings> {
  await assertOwnerExists(tx, owner);
  const key = getPixKeyInfo(data.chave);
  if (!key) throw badRequest(INVALID_PIX_KEY, { chave: INVALID_PIX_KEY });
  const values = { chave: key.value, tipoChave: key.type, nomeRecebedor: data.nomeRecebedor, cidade: data.cidade };
  const target = 'companyId' in owner ? pixSettings.companyId : pixSettings.unitId;
  const rows = await tx
    .insert(pixSettings)
    .values({ ...owner, ...values })
    .onConflictDoUpdate({ target, targetWhere: sql`${target} is not null`, set: { ...values, updatedAt: new Date() } })
    .returning(settingsColumns);
  return firstRow(rows, 'upsert pix_settings');
}

/** Removes a unit's own settings: its company's apply again. Answers whether there were any. */
async function deleteUnitSettings(tx: Tx, unitId: number) {
  await assertOwnerExists(tx, { unitId });
  const removed = await tx.delete(pixSettings).where(eq(pixSettings.unitId, unitId)).returning({ id: pixSettings.id });
  return removed.length > 0;
}

/** What applies to a unit: its own settings, else its company's. */
export async function effectiveSettings(db: Executor, unitId: number): Promise<EffectivePixSettings> {
  const [unit] = await db.select({ companyId: units.companyId }).from(units).where(eq(units.id, unitId));
  if (!unit) throw notFound(UNIT_NOT_FOUND);
  const rows = await db
    .select({ ...settingsColumns, unitId: pixSettings.unitId })
    .from(pixSettings)
    .where(or(eq(pixSettings.unitId, unitId), eq(pixSettings.companyId, unit.companyId)));
  const own = rows.find((row) => row.unitId !== null);
  const chosen = own ?? rows[0];
  if (!chosen) return null;
  const { unitId: _unitId, ...settings } = chosen;
  return { ...settings, origem: own ? 'unidade' : 'empresa' };
}

/** The txid of one instalment's charge: stable, so a bank statement line can name the instalment. */
export const instalmentTxid = (instalmentId: number) => `PLANTELP${String(instalmentId).padStart(10, '0')}`;

/** A static BR Code for `valor` (of which `acrescimo` is multa e juros), with its QR code. */
export async function pixCharge(settings: PixSettings, valor: string, txid: string, description: string, acrescimo = '0.00'): Promise<PixCharge> {
  const payload = generatePixPayload({
    key: settings.chave,
    merchantName: settings.nomeRecebedor,
    merchantCity: settings.cidade,
    amount: toCents(valor) / 100,
    txid,
    description,
  });
  if (!payload) throw new Error(`BR Code recusado para o txid ${txid}`);
  return withQrCode({ payload, txid, valor, acrescimo, recebedor: { nome: settings.nomeRecebedor, cidade: settings.cidade } });
}

/** A charge's "copia e cola" with its QR code, as every screen shows it. */
async function withQrCode(charge: Omit<PixCharge, 'qrCode'>): Promise<PixCharge> {
  const svg = await QRCode.toString(charge.payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { ...charge, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * GET /api/monthly-payments/{id}/pix: the charge of one open instalment the caller may see, for what
 * it costs today: overdue, with the school's multa e juros (the bank's cobv adds the same itself).
 */
export async function instalmentCharge(db: Executor, user: SessionUser, id: number, today: string): Promise<PixCharge> {
  const [row] = await db
    .select({
      valor: instalments.valor,
      dataVencimento: instalments.dataVencimento,
      status: instalments.status,
      numero: instalments.numeroMensalidade,
      unitId: teams.unitId,
      multaJuros: unitLateFees(teams.unitId),
    })
    .from(instalments)
    .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .innerJoin(teams, eq(teams.id, enrollments.teamId))
    .where(and(eq(instalments.id, id), athleteScope(user)));
  if (!row) throw notFound(INSTALMENT_NOT_FOUND);
  if (row.status === 'pago') throw conflict(ALREADY_PAID);
  if (row.status === 'cancelado') throw conflict(CANCELLED_CANNOT_BE_PAID);
  const settings = await effectiveSettings(db, row.unitId);
  if (!settings) throw notFound(PIX_NOT_CONFIGURED);
  // The school's bank made a charge for it (docs/pix.md "O banco da escola"): its code replaces the static one.
  const [banked] = await db
    .select({ txid: bankCharges.txid, copiaECola: bankCharges.copiaECola })
    .from(bankCharges)
    .where(and(eq(bankCharges.monthlyPaymentId, id), eq(bankCharges.status, 'ativa'), eq(bankCharges.valor, row.valor)));
  const due = amountDue(row.valor, row.dataVencimento, today, row.multaJuros);
  if (banked) {
    const recebedor = { nome: settings.nomeRecebedor, cidade: settings.cidade };
    return withQrCode({ payload: banked.copiaECola, txid: banked.txid, valor: due.total, acrescimo: due.acrescimo, recebedor });
  }
  return pixCharge(settings, due.total, instalmentTxid(id), `Mensalidade ${row.numero}`, due.acrescimo);
}

export const saveSettings = (db: Db, actor: Actor, owner: PixOwner, ownerId: number, data: PixSettingsData) =>
  db.transaction(async (tx) => {
    const saved = await writeSettings(tx, owner, data);
    await audit(tx, actor, { action: 'update', entity: 'pix_settings', entityId: ownerId, changes: { ...owner, ...saved } });
    return saved;
  });

/** Removes a unit's own settings (the company's apply again); audited when there were some. */
export const removeUnitSettings = (db: Db, actor: Actor, unitId: number) =>
  db.transaction(async (tx) => {
    if (await deleteUnitSettings(tx, unitId)) await audit(tx, actor, { action: 'delete', entity: 'pix_settings', entityId: unitId, changes: { unitId } });
  });
