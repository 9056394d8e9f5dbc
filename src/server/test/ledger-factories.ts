import { firstRow } from '../db/rows';
import { and, eq } from 'drizzle-orm';
import type { LedgerType } from '@domain/ledger';
import type { Executor } from '../db/client';
import { categories, financialRecords } from '../db/schema/index';

/** The id of a category by name and tipo (the defaults exist on every new database). */
export async function categoryId(db: Executor, nome: string, tipo: LedgerType) {
  const [category] = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.nome, nome), eq(categories.tipo, tipo)));
  if (!category) throw new Error(`categoria ${tipo}:${nome} não existe`);
  return category.id;
}

/** A ledger row as the form sends it. */
export function recordInput(overrides: Record<string, unknown> = {}) {
  return {
    tipo: 'despesa',
    categoria: 'Aluguel',
    subcategoria: '',
    descricao: 'Aluguel da quadra',
    valor: '1500.00',
    data: '2031-05-10',
    unitId: '',
    ...overrides,
  };
}

/** A typed ledger row stored directly (category by name, looked up). */
export async function makeRecord(db: Executor, overrides: Partial<typeof financialRecords.$inferInsert> = {}) {
  const tipo = overrides.tipo ?? 'despesa';
  const categoria = overrides.categoria ?? (tipo === 'receita' ? 'Uniformes' : 'Aluguel');
  const record = firstRow(
    await db
      .insert(financialRecords)
      .values({ tipo, categoria, categoryId: await categoryId(db, categoria, tipo), valor: '100.00', data: '2031-05-10', ...overrides })
      .returning(),
    'insert record',
  );
  return record;
}
