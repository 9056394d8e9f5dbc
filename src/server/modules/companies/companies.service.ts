import { and, asc, count, eq } from 'drizzle-orm';
import type { CompanyData } from '../../../domain/companies';
import type { ActiveStatus } from '../../../domain/fields';
import type { Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { companies, units } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { conflict, isUniqueViolation, notFound } from '../../http/errors';

export const NOT_FOUND = 'Empresa não encontrada';
export const DUPLICATE_CNPJ = 'CNPJ já cadastrado';
export const activeUnitsRefusal = (activeUnits: number) =>
  `Não é possível inativar a empresa: ela possui ${activeUnits} ${activeUnits === 1 ? 'unidade ativa' : 'unidades ativas'}. Inative as unidades primeiro.`;

export const listCompanies = (db: Executor) => db.select().from(companies).orderBy(asc(ptBR(companies.nomeFantasia)), asc(companies.id));

export async function getCompany(db: Executor, id: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, id));
  if (!company) throw notFound(NOT_FOUND);
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

export const createCompany = (db: Executor, data: CompanyData) =>
  uniqueCnpj(async () => firstRow(await db.insert(companies).values(data).returning(), 'insert companies'));

export const updateCompany = (db: Executor, id: number, data: CompanyData) =>
  uniqueCnpj(async () => {
    const [company] = await db.update(companies).set(data).where(eq(companies.id, id)).returning();
    if (!company) throw notFound(NOT_FOUND);
    return company;
  });

/** design.md: a company with active units cannot be inactivated. Runs inside the caller's transaction. */
export async function setCompanyStatus(tx: Tx, id: number, status: ActiveStatus) {
  const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).for('update');
  if (!company) throw notFound(NOT_FOUND);
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
