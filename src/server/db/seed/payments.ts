import type { PaymentMethod } from '../../../domain/enrollments';
import { planInstalments, planTermMonths } from '../../../domain/instalments';
import { fromCents, toCents } from '../../../domain/money';
import { financialRecords, instalments } from '../schema/index';
import type { SeedEnrollment, SeedStep } from './context';
import { inChunks, need } from './context';
import { addDays, addMonthsClamped, maxDate, minDate } from '../../../domain/dates';
import { INSTALMENTS_CATEGORY } from '../../../domain/ledger';
import { createRandom } from './random';

/**
 * The instalments of the enrolments created by this run, renewed term by term up to 30 days
 * ahead (design.md "Instalments"); past ones paid, with their ledger receita, except a few left
 * overdue. Inserted in batches.
 */

const RENEWAL_WINDOW_DAYS = 30;

type PaymentRow = typeof instalments.$inferInsert;

/** Every instalment of an enrolment's terms: renewing while the last one is due within 30 days. */
export function enrollmentInstalments(e: SeedEnrollment, today: string) {
  const months = planTermMonths[e.tipoPlano];
  const horizon = addDays(today, RENEWAL_WINDOW_DAYS);
  const all: ReturnType<typeof planInstalments> = [];
  for (let term = 0; ; term++) {
    const start = addMonthsClamped(e.dataVencimento, term * months);
    // An inactive enrolment stopped renewing when it was inactivated.
    if (term > 0 && e.dataInativacao && start > e.dataInativacao) break;
    all.push(
      ...planInstalments({
        tipoPlano: e.tipoPlano,
        dataVencimento: start,
        valorMensalidade: e.valorMensalidade,
        desconto: e.desconto,
        startNumber: term * months + 1,
      }),
    );
    if (all.at(-1)!.dataVencimento > horizon) break;
  }
  return all;
}

export const seedPayments: SeedStep = async (tx, ctx) => {
  const created = need(ctx.newEnrollments, 'as matrículas');
  if (!created.length) return;
  const admin = need(ctx.accounts, 'as contas').admin;
  const categoryId = need(ctx.categories, 'as categorias').get(`receita:${INSTALMENTS_CATEGORY}`)!;

  const rows: PaymentRow[] = [];
  for (const e of created) {
    const random = createRandom(`plantel-demo:payments:${e.athlete.index}`);
    const planned = enrollmentInstalments(e, ctx.today);
    const past = planned.filter((p) => p.dataVencimento < ctx.today);
    const unpaidFrom = past.length - e.overdue;
    planned.forEach((p, i) => {
      const row: PaymentRow = { enrollmentId: e.id, ...p };
      if (i < unpaidFrom) {
        const offset = random.weighted([
          [-random.int(1, 5), 25],
          [0, 25],
          [random.int(1, 10), 50],
        ]);
        const dataPagamento = maxDate(e.dataMatricula, minDate(ctx.today, addDays(p.dataVencimento, offset)));
        const punctual = dataPagamento <= p.dataVencimento && random.chance(0.08);
        const valorDesconto = punctual ? Math.min(500, toCents(p.valor)) : 0;
        Object.assign(row, {
          status: 'pago',
          dataPagamento,
          metodoPagamento: random.weighted<PaymentMethod>([
            ['pix', 45],
            ['cartao_credito', 20],
            ['cartao_debito', 20],
            ['dinheiro', 15],
          ]),
          valorDesconto: fromCents(valorDesconto),
          valorPago: fromCents(Math.max(0, toCents(p.valor) - valorDesconto)),
          processedByUserId: admin.id,
          observacoes: punctual ? 'Desconto de pontualidade' : null,
        } satisfies Partial<PaymentRow>);
      }
      rows.push(row);
    });
  }

  const stored = await inChunks(rows, (chunk) =>
    tx
      .insert(instalments)
      .values(chunk)
      .onConflictDoNothing()
      .returning({ id: instalments.id, enrollmentId: instalments.enrollmentId, numero: instalments.numeroMensalidade }),
  );
  ctx.count('monthly_payments', stored.length);

  // Each paid instalment's receita in the ledger, as paying one through the app records it.
  const enrollmentById = new Map(created.map((e) => [e.id, e]));
  const idOf = new Map(stored.map((s) => [`${s.enrollmentId}:${s.numero}`, s.id]));
  const records = rows
    .filter((r) => r.status === 'pago' && idOf.has(`${r.enrollmentId}:${r.numeroMensalidade}`))
    .map((r) => {
      const e = enrollmentById.get(r.enrollmentId)!;
      return {
        tipo: 'receita' as const,
        categoryId,
        categoria: INSTALMENTS_CATEGORY,
        descricao: `Mensalidade ${r.numeroMensalidade} - ${e.athlete.nomeCompleto}`,
        valor: r.valorPago!,
        data: r.dataPagamento!,
        unitId: e.team.unitId,
        enrollmentId: e.id,
        monthlyPaymentId: idOf.get(`${r.enrollmentId}:${r.numeroMensalidade}`)!,
      };
    });
  const ledger = await inChunks(records, (chunk) =>
    tx.insert(financialRecords).values(chunk).onConflictDoNothing().returning({ id: financialRecords.id }),
  );
  ctx.count('financial_records', ledger.length);
};
