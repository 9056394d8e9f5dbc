import { and, asc, count, eq } from 'drizzle-orm';
import type { CompanyData } from '@domain/companies';
import type { ActiveStatus } from '@domain/fields';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { companies, units } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { conflict, isUniqueViolation, notFound } from '../../http/errors';
import { COMPANY_NOT_FOUND } from '@domain/messages';

export const DUPLICATE_CNPJ = 'CNPJ já cadastrado';
export const activeUnitsRefusal = (activeUnits: number) =>
  `Não é possível inativar a empresa: ela possui ${activeUnits} ${activeUnits === 1 ? 'unidade ativa' : 'unidades ativas'}. Inative as unidades primeiro.`;

export const listCompanies = (db: Executor) => db.select().from(companies).orderBy(asc(ptBR(companies.nomeFantasia)), asc(companies.id));

export async function getCompany(db: Executor, id: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, id));
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  return company;
}

async function uniqueCnpj<T>(write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'companies_cnpj_unique')) throw conflict(DUPLICATE_CNPJ);
    throw error;
  }
}

export const createCompany = (db: Db, actor: Actor, data: CompanyData) =>
  db.transaction(async (tx) => {
    const company = await uniqueCnpj(async () => firstRow(await tx.insert(companies).values(data).returning(), 'insert companies'));
    await audit(tx, actor, { action: 'create', entity: 'companies', entityId: company.id, changes: data });
    return company;
  });

export const updateCompany = (db: Db, actor: Actor, id: number, data: CompanyData) =>
  db.transaction(async (tx) => {
    const company = await uniqueCnpj(async () => {
      const [updated] = await tx.update(companies).set(data).where(eq(companies.id, id)).returning();
      if (!updated) throw notFound(COMPANY_NOT_FOUND);
      return updated;
    });
    await audit(tx, actor, { action: 'update', entity: 'companies', entityId: company.id, changes: data });
    return company;
  });

/**
 * docs/architecture.md "Inactivating": a company with active units cannot be inactivated. Audited
 * as 'deactivate' or 'reactivate'.
 */
export const setCompanyStatus = (db: Db, actor: Actor, id: number, status: ActiveStatus) =>
  db.transaction(async (tx) => {
    const company = await changeStatus(tx, id, status);
    await audit(tx, actor, { action: status === 'inativo' ? 'deactivate' : 'reactivate', entity: 'companies', entityId: company.id, changes: { status } });
    return company;
  });

async function changeStatus(tx: Tx, id: number, status: ActiveStatus) {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).for('update');
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  if (status === 'inativo') {
    const { activeUnits } = firstRow(
      await tx
        .select({ activeUnits: count() })
        .from(units)
        .where(and(eq(units.companyId, id), eq(units.status, 'ativo'))),
      'count units',
    );
    if (activeUnits > 0) {
      throw conflict(activeUnitsRefusal(activeUnits));
    }
  }
  return firstRow(await tx.update(companies).set({ status }).where(eq(companies.id, id)).returning(), 'update companies');
}
