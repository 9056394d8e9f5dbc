import { sql } from 'drizzle-orm';
import type { PaymentMethod } from '@domain/enrollments';
import { planInstalments, planTermMonths } from '@domain/instalments';
import { fromCents, toCents } from '@domain/money';
import { instalments } from '../db/schema/index';
import type { ColumnTypes, SeedEnrollment, SeedStep } from './context';
import { bulkInsert, need } from './context';
import { addDays, addMonthsClamped, maxDate, minDate } from '@domain/dates';
import { INSTALMENTS_CATEGORY } from '@domain/ledger';
import { createRandom } from './random';

/**
 * The instalments of the enrolments created by this run, renewed term by term up to 30 days ahead
 * (docs/architecture.md "Instalments"); past ones paid, with their ledger receita, except a few
 * left overdue. Planned and inserted ENROLLMENTS_PER_BATCH enrolments at a time; the receitas in
 * one statement from the stored instalments.
 */

const RENEWAL_WINDOW_DAYS = 30;
const ENROLLMENTS_PER_BATCH = 5000;

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

/** Every instalment of the enrolment, the past ones paid but its last `overdue`. */
function paymentRows(e: SeedEnrollment, today: string, adminId: number): PaymentRow[] {
  const random = createRandom(`plantel-demo:payments:${e.athlete.index}`);
  const planned = enrollmentInstalments(e, today);
  const past = planned.filter((p) => p.dataVencimento < today);
  const unpaidFrom = past.length - e.overdue;
  return planned.map((p, i) => {
    const row: PaymentRow = { enrollmentId: e.id, ...p, status: 'pendente', valorDesconto: '0.00' };
    if (i < unpaidFrom) {
      const offset = random.weighted([
        [-random.int(1, 5), 25],
        [0, 25],
        [random.int(1, 10), 50],
      ]);
      const dataPagamento = maxDate(e.dataMatricula, minDate(today, addDays(p.dataVencimento, offset)));
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
        processedByUserId: adminId,
        observacoes: punctual ? 'Desconto de pontualidade' : null,
      } satisfies Partial<PaymentRow>);
    }
    return row;
  });
}

const paymentColumns: ColumnTypes<PaymentRow> = {
  enrollmentId: 'int',
  numeroMensalidade: 'int',
  dataVencimento: 'date',
  valor: 'numeric',
  status: 'text',
  dataPagamento: 'date',
  metodoPagamento: 'text',
  valorDesconto: 'numeric',
  valorPago: 'numeric',
  processedByUserId: 'int',
  observacoes: 'text',
};

export const seedPayments: SeedStep = async (tx, ctx) => {
  const created = need(ctx.newEnrollments, 'as matrículas');
  if (!created.length) return;
  const admin = need(ctx.accounts, 'as contas').admin;
  const categoryId = need(ctx.categories, 'as categorias').get(`receita:${INSTALMENTS_CATEGORY}`)!;

  for (let i = 0; i < created.length; i += ENROLLMENTS_PER_BATCH) {
    const rows = created.slice(i, i + ENROLLMENTS_PER_BATCH).flatMap((e) => paymentRows(e, ctx.today, admin.id));
    const stored = await bulkInsert(tx, 'monthly_payments', paymentColumns, rows);
    ctx.count('monthly_payments', stored.count);
  }

  // Each paid instalment's receita in the ledger, as paying one through the app records it.
  const ledger = await tx.execute<{ count: number }>(sql`
    with inserted as (
      insert into financial_records (tipo, category_id, categoria, descricao, valor, data, unit_id, enrollment_id, monthly_payment_id)
      select 'receita', ${categoryId}::int, ${INSTALMENTS_CATEGORY}::text, 'Mensalidade ' || m.numero_mensalidade || ' - ' || a.nome_completo,
             m.valor_pago, m.data_pagamento, t.unit_id, e.id, m.id
        from unnest(${sql.param(created.map((e) => e.id))}::int[]) as n(id)
        join monthly_payments m on m.enrollment_id = n.id and m.status = 'pago'
        join enrollments e on e.id = m.enrollment_id
        join athletes a on a.id = e.athlete_id
        join teams t on t.id = e.team_id
       order by m.id
      on conflict do nothing
      returning 1
    )
    select count(*)::int as count from inserted`);
  ctx.count('financial_records', ledger.rows[0]!.count);
};
