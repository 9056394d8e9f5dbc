import { and, inArray, isNull } from 'drizzle-orm';
import { defaultCategories, type LedgerType } from '@domain/ledger';
import { fromCents } from '@domain/money';
import { categories, financialRecords } from '../db/schema/index';
import type { ColumnTypes, SeedStep } from './context';
import { bulkInsert, need } from './context';
import { addDays, addMonthsClamped } from '@domain/dates';
import { isNetwork } from './network';
import { createRandom } from './random';

/**
 * The default ledger categories (created when missing) and a year of each unit's running costs
 * and other income. Instalment receitas are recorded by the payments step.
 */

/** Monthly costs of each unit, in cents. */
const maintenance = [
  'Pintura da quadra e reparo do alambrado',
  'Troca de lâmpadas da iluminação da quadra',
  'Manutenção do vestiário e do encanamento',
];

const unitCosts: Record<string, { aluguel: number; salarios: number; impostos: [number, number] }> = {
  'vila-mariana': { aluguel: 3_200_00, salarios: 5_200_00, impostos: [560_00, 720_00] },
  santana: { aluguel: 2_600_00, salarios: 4_300_00, impostos: [480_00, 640_00] },
};

const MONTH_NAMES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const monthName = (date: string) => `${MONTH_NAMES[Number(date.slice(5, 7)) - 1]}/${date.slice(0, 4)}`;

export const seedLedger: SeedStep = async (tx, ctx) => {
  const wanted = (Object.entries(defaultCategories) as [LedgerType, readonly string[]][]).flatMap(([tipo, names]) =>
    names.map((nome) => ({ nome, tipo })),
  );
  const created = await tx.insert(categories).values(wanted).onConflictDoNothing().returning({ id: categories.id });
  ctx.count('categories', created.length);
  const stored = await tx
    .select({ id: categories.id, nome: categories.nome, tipo: categories.tipo })
    .from(categories)
    .where(inArray(categories.nome, wanted.map((w) => w.nome)));
  ctx.categories = new Map(stored.map((c) => [`${c.tipo}:${c.nome}`, c.id]));
  const category = (tipo: LedgerType, nome: string) => ({
    tipo,
    categoria: nome,
    categoryId: ctx.categories!.get(`${tipo}:${nome}`)!,
  });

  // A unit that already has entries other than instalment receitas was seeded before.
  const units = need(ctx.units, 'as unidades');
  const seeded = await tx
    .selectDistinct({ unitId: financialRecords.unitId })
    .from(financialRecords)
    .where(and(inArray(financialRecords.unitId, units.map((u) => u.id)), isNull(financialRecords.monthlyPaymentId)));
  const records: (typeof financialRecords.$inferInsert)[] = [];
  for (const unit of units) {
    if (seeded.some((s) => s.unitId === unit.id)) continue;
    const random = createRandom(`plantel-demo:ledger:${unit.key}`);
    const costs = unitCosts[unit.key] ?? { aluguel: 2_900_00, salarios: 4_800_00, impostos: [500_00, 700_00] };
    const add = (tipo: LedgerType, nome: string, data: string, cents: number, descricao: string) => {
      if (data > ctx.today) return;
      records.push({ ...category(tipo, nome), data, valor: fromCents(cents), descricao, unitId: unit.id });
    };
    // The last twelve months, this one included (only what is already due).
    for (let back = 11; back >= 0; back--) {
      const first = addMonthsClamped(`${ctx.today.slice(0, 8)}01`, -back);
      const on = (day: number) => `${first.slice(0, 8)}${String(day).padStart(2, '0')}`;
      const month = Number(first.slice(5, 7));
      const previous = monthName(addMonthsClamped(first, -1));
      add('despesa', 'Aluguel', on(5), costs.aluguel, `Aluguel ${unit.nome} - ${monthName(first)}`);
      add('despesa', 'Salários', on(5), costs.salarios, `Folha de pagamento dos professores - ${previous}`);
      add('despesa', 'Impostos', on(20), random.int(...costs.impostos), `DAS Simples Nacional - ${previous}`);
      if (month % 3 === 1) {
        add('despesa', 'Material Esportivo', on(12), random.int(900_00, 2_400_00), 'Bolas, coletes, cones e redes');
      }
      if (month % 4 === 2) {
        add('despesa', 'Manutenção', on(18), random.int(350_00, 1_500_00), random.pick(maintenance));
      }
      if (month === 2 || month === 8) {
        add('receita', 'Uniformes', on(10), random.int(18, 34) * 89_90, 'Venda de kits de uniforme (camisa, calção e meião)');
      }
      if (month === 6) add('receita', 'Eventos', on(22), random.int(2_800_00, 5_600_00), 'Festa junina: barracas e ingressos');
      if (month === 12) add('receita', 'Eventos', on(13), random.int(2_800_00, 5_600_00), 'Festival de fim de ano: inscrições');
      if (unit.key === 'vila-mariana' && month % 6 === 3) {
        add('receita', 'Patrocínio', on(8), 4_500_00, 'Patrocínio semestral Padaria Pão Dourado (uniformes Sub-11)');
      }
    }
  }
  // A network-sized school also has the day-to-day entries of its units: about half an entry per
  // athlete a year, one a day per unit at least (its instalment receitas are most of its ledger).
  if (isNetwork(ctx.athleteCount)) {
    const daily = Math.max(1, Math.round(ctx.athleteCount / (units.length * 730)));
    const everyday: [LedgerType, string, number, number, string][] = [
      ['despesa', 'Material Esportivo', 40_00, 600_00, 'Reposição de material esportivo'],
      ['despesa', 'Manutenção', 60_00, 900_00, 'Pequenos reparos na unidade'],
      ['receita', 'Uniformes', 89_90, 269_70, 'Venda de uniforme avulso'],
      ['receita', 'Eventos', 30_00, 400_00, 'Inscrições em torneio interno'],
    ];
    for (const unit of units) {
      if (seeded.some((s) => s.unitId === unit.id)) continue;
      const random = createRandom(`plantel-network:ledger:${unit.key}`);
      for (let back = 364; back >= 0; back--) {
        const data = addDays(ctx.today, -back);
        for (let n = 0; n < daily; n++) {
          const [tipo, nome, min, max, descricao] = random.pick(everyday);
          records.push({ ...category(tipo, nome), data, valor: fromCents(random.int(min, max)), descricao, unitId: unit.id });
        }
      }
    }
  }
  const inserted = await bulkInsert(tx, 'financial_records', recordColumns, records);
  ctx.count('financial_records', inserted.count);
};

const recordColumns: ColumnTypes<typeof financialRecords.$inferInsert> = {
  tipo: 'text',
  categoryId: 'int',
  categoria: 'text',
  data: 'date',
  valor: 'numeric',
  descricao: 'text',
  unitId: 'int',
};
