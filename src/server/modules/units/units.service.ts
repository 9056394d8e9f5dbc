import { and, asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { ActiveStatus } from '@domain/fields';
import { formatAddress } from '@domain/organization';
import type { UnitData } from '@domain/units';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { companies, teams, units } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { badRequest, conflict, notFound } from '../../http/errors';
import { COMPANY_INACTIVE, COMPANY_NOT_FOUND, UNIT_NOT_FOUND } from '@domain/messages';

export const activeTeamsRefusal = (activeTeams: number) =>
  `Não é possível inativar a unidade: ela possui ${activeTeams} ${activeTeams === 1 ? 'turma ativa' : 'turmas ativas'}. Inative as turmas primeiro.`;
export const inactiveCompanyRefusal = (nomeFantasia: string) =>
  `Não é possível reativar a unidade: a empresa ${nomeFantasia} está inativa. Reative a empresa primeiro.`;

/** A unit with its company's fantasy name, the shape every units call answers. */
const withCompany = (db: Executor) =>
  db
    .select({ ...getTableColumns(units), company: { id: companies.id, nomeFantasia: companies.nomeFantasia } })
    .from(units)
    .innerJoin(companies, eq(companies.id, units.companyId));

export const listUnits = (db: Executor) => withCompany(db).orderBy(asc(ptBR(units.nome)), asc(units.id));

export async function getUnit(db: Executor, id: number) {
  const [unit] = await withCompany(db).where(eq(units.id, id));
  if (!unit) throw notFound(UNIT_NOT_FOUND);
  return unit;
}

/** The companies a unit can be placed in: the active ones (spec 1 §5 "Unit", select of companies). */
export const listCompanyOptions = (db: Executor) =>
  db
    .select({ id: companies.id, nomeFantasia: companies.nomeFantasia })
    .from(companies)
    .where(eq(companies.status, 'ativo'))
    .orderBy(asc(ptBR(companies.nomeFantasia)), asc(companies.id));

/**
 * The chosen company must exist, and be active for an active unit: a company with active units is
 * never inactive (companies.service.ts). The share lock holds off the company's inactivation until
 * this transaction ends.
 */
async function checkCompany(tx: Tx, companyId: number, unitStatus: ActiveStatus) {
  const [company] = await tx
    .select({ status: companies.status })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('share');
  if (!company) throw badRequest(COMPANY_NOT_FOUND, { companyId: COMPANY_NOT_FOUND });
  if (unitStatus === 'ativo' && company.status !== 'ativo') {
    throw badRequest(COMPANY_INACTIVE, { companyId: COMPANY_INACTIVE });
  }
}

/** The stored columns: the parts as given and the endereco assembled from them, never a client's. */
const toRow = (data: UnitData) => ({ ...data, endereco: formatAddress(data) });

export function createUnit(db: Db, actor: Actor, data: UnitData) {
  return db.transaction(async (tx) => {
    await checkCompany(tx, data.companyId, 'ativo');
    const { id } = firstRow(await tx.insert(units).values(toRow(data)).returning({ id: units.id }), 'insert units');
    await audit(tx, actor, { action: 'create', entity: 'units', entityId: id, changes: data });
    return getUnit(tx, id);
  });
}

async function lockUnit(tx: Tx, id: number) {
  const [unit] = await tx.select().from(units).where(eq(units.id, id)).for('update');
  if (!unit) throw notFound(UNIT_NOT_FOUND);
  return unit;
}

export function updateUnit(db: Db, actor: Actor, id: number, data: UnitData) {
  return db.transaction(async (tx) => {
    const unit = await lockUnit(tx, id);
    await checkCompany(tx, data.companyId, unit.status);
    await tx.update(units).set(toRow(data)).where(eq(units.id, id));
    await audit(tx, actor, { action: 'update', entity: 'units', entityId: id, changes: data });
    return getUnit(tx, id);
  });
}

/**
 * docs/architecture.md "Inactivating": a unit with active teams cannot be inactivated; likewise a
 * unit of an inactive company cannot be reactivated. Audited as 'deactivate' or 'reactivate'.
 */
export function setUnitStatus(db: Db, actor: Actor, id: number, status: ActiveStatus) {
  return db.transaction(async (tx) => {
    await changeStatus(tx, id, status);
    await audit(tx, actor, { action: status === 'inativo' ? 'deactivate' : 'reactivate', entity: 'units', entityId: id, changes: { status } });
    return getUnit(tx, id);
  });
}

async function changeStatus(tx: Tx, id: number, status: ActiveStatus) {
  const unit = await lockUnit(tx, id);
  if (status === 'inativo') {
    const { activeTeams } = firstRow(
      await tx
        .select({ activeTeams: count() })
        .from(teams)
        .where(and(eq(teams.unitId, id), eq(teams.status, 'ativo'))),
      'count teams',
    );
    if (activeTeams > 0) throw conflict(activeTeamsRefusal(activeTeams));
  } else {
    const company = firstRow(
      await tx
        .select({ nomeFantasia: companies.nomeFantasia, status: companies.status })
        .from(companies)
        .where(eq(companies.id, unit.companyId))
        .for('share'),
      'company of the unit',
    );
    if (company.status !== 'ativo') throw conflict(inactiveCompanyRefusal(company.nomeFantasia));
  }
  await tx.update(units).set({ status }).where(eq(units.id, id));
}
