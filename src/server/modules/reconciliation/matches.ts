import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { dayMonthBR } from '@domain/format';
import { toCents } from '@domain/money';
import { MATCH_WINDOW_DAYS, type BankMatch, type BankTarget } from '@domain/reconciliation';
import type { Executor } from '../../db/client';
import { athletes, bankStatementLines, enrollments, instalments, pixChargeItems, pixCharges } from '../../db/schema/index';
import { athleteNameMatches } from '../../db/athlete-sql';
import { openInstalment } from '../../db/instalment-sql';

/**
 * What credits may pay, for a whole page of them at once: a constant number of queries whatever the
 * page's size (GET /api/bank-statements/lines). One line (getLine, "Escolher outra parcela") goes
 * through the same code.
 */

export type Line = typeof bankStatementLines.$inferSelect;
type InstalmentTarget = NonNullable<BankTarget['parcela']>;
type ChargeTarget = NonNullable<BankTarget['cobranca']>;

export const sameAmount = (a: string, b: string) => toCents(a) === toCents(b);

const BY_TXID = 'txid na descrição';
const dueReason = (date: string) => `mesmo valor, vencimento em ${dayMonthBR(date)}`;

/** A charge settleCharge would take: none of its instalments paid, cancelled or revalued since. */
const currentCharge = sql`not exists (
  select 1 from ${pixChargeItems} inner join ${instalments} on ${instalments.id} = ${pixChargeItems.monthlyPaymentId}
  where ${pixChargeItems.chargeId} = ${pixCharges.id} and (${instalments.status} in ('pago', 'cancelado') or ${instalments.valor} <> ${pixChargeItems.valor})
)`;

// ---- the targets' details, all at once ----

/** What the page's credits name (candidates, txids, what they paid), to be read in one go. */
interface Wanted {
  instalments: Set<number>;
  charges: Set<number>;
}

interface Targets {
  instalments: Map<number, { parcela: InstalmentTarget; aberta: boolean }>;
  charges: Map<number, ChargeTarget>;
}

/** The instalments (with their athletes) and the family charges (with their items): three queries at most. */
async function loadTargets(db: Executor, wanted: Wanted): Promise<Targets> {
  const targets: Targets = { instalments: new Map(), charges: new Map() };
  if (wanted.instalments.size) {
    const rows = await db
      .select({
        id: instalments.id,
        enrollmentId: instalments.enrollmentId,
        athlete: { id: athletes.id, nomeCompleto: athletes.nomeCompleto },
        numeroParcela: instalments.numeroMensalidade,
        dataVencimento: instalments.dataVencimento,
        valor: instalments.valor,
        aberta: sql<boolean>`${openInstalment}`,
      })
      .from(instalments)
      .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
      .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
      .where(inArray(instalments.id, [...wanted.instalments]));
    for (const { aberta, ...parcela } of rows) targets.instalments.set(parcela.id, { parcela, aberta });
  }
  if (wanted.charges.size) {
    const ids = [...wanted.charges];
    const charges = await db.select({ id: pixCharges.id, txid: pixCharges.txid, valor: pixCharges.valor }).from(pixCharges).where(inArray(pixCharges.id, ids));
    // The items as chargeByTxid lists them (family-charge.service.ts).
    const items = await db
      .select({
        chargeId: pixChargeItems.chargeId,
        instalmentId: instalments.id,
        athlete: { id: athletes.id, nomeCompleto: athletes.nomeCompleto },
        numeroParcela: instalments.numeroMensalidade,
        dataVencimento: instalments.dataVencimento,
        valor: pixChargeItems.valor,
      })
      .from(pixChargeItems)
      .innerJoin(instalments, eq(instalments.id, pixChargeItems.monthlyPaymentId))
      .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
      .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
      .where(inArray(pixChargeItems.chargeId, ids))
      .orderBy(asc(athletes.nomeCompleto), asc(instalments.dataVencimento));
    for (const charge of charges) targets.charges.set(charge.id, { ...charge, itens: [] });
    for (const { chargeId, ...item } of items) targets.charges.get(chargeId)?.itens.push(item);
  }
  return targets;
}

// ---- candidates of the credit's amount ----

interface CandidateLine {
  id: number;
  valor: string;
  data: string;
}

interface CandidateSearch {
  /** Only due dates this many days from the credit's; without it, any. */
  windowDays?: number;
  /** The athlete's name (a family charge: any of its athletes). */
  busca?: string;
  /** At most this many per credit. */
  limit: number;
}

/** A candidate: an instalment (read whole), or a charge before its details are read; how far its due date is from the credit's. */
type CandidateRef = { parcela: InstalmentTarget; chargeId?: never; distancia: number } | { parcela?: never; chargeId: number; vencimento: string; distancia: number };

/** The credits as a table l(id, valor, data) to join laterally. */
const creditsTable = (lines: CandidateLine[]) =>
  sql`(values ${sql.join(
    lines.map((line) => sql`(${line.id}::int, ${line.valor}::numeric, ${line.data}::date)`),
    sql`, `,
  )}) as l(id, valor, data)`;

/**
 * Open instalments and family charges of exactly each credit's amount, nearest due date first (a
 * charge's nearest instalment), by credit: two queries for all the credits. A charge of one
 * instalment is left out: its instalment is there itself.
 */
async function amountCandidates(db: Executor, lines: CandidateLine[], { windowDays, busca, limit }: CandidateSearch) {
  const byLine = new Map<number, CandidateRef[]>(lines.map((line) => [line.id, []]));
  if (lines.length === 0) return byLine;
  const distance = sql`abs(${instalments.dataVencimento} - l.data)`;
  // Before the limit, the athlete is joined only to search by name (enrollment and athlete are never missing).
  const ofAthlete = busca
    ? sql`inner join ${enrollments} on ${enrollments.id} = ${instalments.enrollmentId} inner join ${athletes} on ${athletes.id} = ${enrollments.athleteId}`
    : sql``;

  // The limit applies per credit, in monthly_payments_open_by_amount_idx (valor, data_vencimento) where
  // open; only then are the ten at most joined to their athletes. (Reading only columns of
  // monthly_payments_due_totals_idx, the planner would rather scan every instalment of the window there.)
  const parcelas = await db.execute<{
    lineId: number;
    id: number;
    enrollmentId: number;
    athleteId: number;
    nomeCompleto: string;
    numeroParcela: number;
    dataVencimento: string;
    valor: string;
    distancia: number;
  }>(sql`
    select l.id as "lineId", c.id, c.enrollment_id as "enrollmentId", a.id as "athleteId", a.nome_completo as "nomeCompleto",
      c.numero_mensalidade as "numeroParcela", c.data_vencimento::text as "dataVencimento", c.valor::text as valor, c.distancia
    from ${creditsTable(lines)}
    cross join lateral (
      select ${instalments.id} as id, ${instalments.enrollmentId} as enrollment_id, ${instalments.numeroMensalidade} as numero_mensalidade,
        ${instalments.dataVencimento} as data_vencimento, ${instalments.valor} as valor, ${distance} as distancia
      from ${instalments} ${ofAthlete}
      where ${openInstalment} and ${instalments.valor} = l.valor
        ${windowDays === undefined ? sql`` : sql`and ${instalments.dataVencimento} between l.data - ${windowDays}::int and l.data + ${windowDays}::int`}
        ${busca ? sql`and ${athleteNameMatches(busca)}` : sql``}
      order by ${distance}, ${instalments.dataVencimento}, ${instalments.id}
      limit ${limit}
    ) c
    inner join ${enrollments} e on e.id = c.enrollment_id
    inner join ${athletes} a on a.id = e.athlete_id
    order by l.id, c.distancia, c.data_vencimento, c.id`);

  const nearest = sql`min(${distance})::int`;
  const charges = await db.execute<{ lineId: number; id: number; distancia: number; vencimento: string }>(sql`
    select l.id as "lineId", c.id, c.distancia, c.vencimento
    from ${creditsTable(lines)}
    cross join lateral (
      select ${pixCharges.id} as id, ${nearest} as distancia,
        ((array_agg(${instalments.dataVencimento} order by ${distance}))[1])::text as vencimento
      from ${pixCharges}
        inner join ${pixChargeItems} on ${pixChargeItems.chargeId} = ${pixCharges.id}
        inner join ${instalments} on ${instalments.id} = ${pixChargeItems.monthlyPaymentId}
        ${ofAthlete}
      where ${pixCharges.status} = 'aberta' and ${pixCharges.valor} = l.valor and ${currentCharge}
      group by ${pixCharges.id}
      having count(*) > 1
        ${windowDays === undefined ? sql`` : sql`and ${nearest} <= ${windowDays}::int`}
        ${busca ? sql`and bool_or(${athleteNameMatches(busca)})` : sql``}
      order by ${nearest}, ${pixCharges.id}
      limit ${limit}
    ) c
    order by l.id, c.distancia, c.id`);

  for (const { lineId, distancia, id, enrollmentId, athleteId, nomeCompleto, numeroParcela, dataVencimento, valor } of parcelas.rows) {
    const parcela = { id, enrollmentId, athlete: { id: athleteId, nomeCompleto }, numeroParcela, dataVencimento, valor };
    byLine.get(lineId)!.push({ parcela, distancia });
  }
  for (const { lineId, id, distancia, vencimento } of charges.rows) byLine.get(lineId)!.push({ chargeId: id, vencimento, distancia });
  // Instalments first, then charges, each nearest first: a stable sort keeps that order among equals.
  for (const [lineId, refs] of byLine) byLine.set(lineId, refs.sort((a, b) => a.distancia - b.distancia).slice(0, limit));
  return byLine;
}

function wantRefs(wanted: Wanted, refs: Iterable<CandidateRef[]>) {
  for (const list of refs) {
    for (const ref of list) if (ref.chargeId !== undefined) wanted.charges.add(ref.chargeId);
  }
}

function toMatches(targets: Targets, refs: CandidateRef[]): (BankMatch & { distancia: number })[] {
  return refs.map((ref) => {
    if (ref.chargeId !== undefined) return { parcela: null, cobranca: targets.charges.get(ref.chargeId)!, motivo: dueReason(ref.vencimento), distancia: ref.distancia };
    return { parcela: ref.parcela, cobranca: null, motivo: dueReason(ref.parcela.dataVencimento), distancia: ref.distancia };
  });
}

/** "Escolher outra parcela": every open instalment or family charge of the credit's amount, nearest due first. */
export async function optionsOf(db: Executor, line: CandidateLine, busca: string | undefined): Promise<BankMatch[]> {
  const refs = await amountCandidates(db, [line], { busca, limit: 20 });
  const wanted: Wanted = { instalments: new Set(), charges: new Set() };
  wantRefs(wanted, refs.values());
  const targets = await loadTargets(db, wanted);
  return toMatches(targets, refs.get(line.id)!).map(({ distancia: _distancia, ...match }) => match);
}

// ---- the page: proposals of the pending credits, what the reconciled ones paid ----

const MAX_ID = 2 ** 31 - 1;

/** The txids a credit's description carries (what the payer's bank passes on from the BR Code). */
function txidsOf(descricao: string) {
  const instalment = /PLANTELP(\d{10})/i.exec(descricao);
  const family = /PLANTELF[0-9A-F]{16}/i.exec(descricao);
  const instalmentId = instalment ? Number(instalment[1]) : null;
  // An id beyond integer's range names no instalment.
  return { instalmentId: instalmentId !== null && instalmentId <= MAX_ID ? instalmentId : null, familyTxid: family ? family[0].toUpperCase() : null };
}

export interface LineTargets {
  proposta: BankMatch | null;
  candidatos: BankMatch[];
  pagou: BankTarget | null;
}

/**
 * For each line: a pending credit's proposal (by txid, else the one nearest of its amount when
 * strictly nearer than the next) and its candidates; what a reconciled credit paid. A constant
 * number of queries (six at most) whatever the number of lines.
 */
export async function targetsOf(db: Executor, lines: Line[]): Promise<Map<number, LineTargets>> {
  const pending = lines.filter((line) => line.status === 'pendente');
  const near = await amountCandidates(db, pending, { windowDays: MATCH_WINDOW_DAYS, limit: 10 });

  // The charge a description names by its txid, when still open for exactly the credit's amount.
  const familyTxids = [...new Set(pending.map((line) => txidsOf(line.descricao).familyTxid).filter((txid) => txid !== null))];
  const openCharges = familyTxids.length
    ? await db
        .select({ id: pixCharges.id, txid: pixCharges.txid, valor: pixCharges.valor })
        .from(pixCharges)
        .where(and(inArray(pixCharges.txid, familyTxids), eq(pixCharges.status, 'aberta'), currentCharge))
    : [];
  const openChargeOf = new Map(openCharges.map((charge) => [charge.txid, charge]));

  const wanted: Wanted = { instalments: new Set(), charges: new Set() };
  wantRefs(wanted, near.values());
  for (const line of pending) {
    const { instalmentId } = txidsOf(line.descricao);
    if (instalmentId !== null) wanted.instalments.add(instalmentId);
  }
  for (const charge of openCharges) wanted.charges.add(charge.id);
  for (const line of lines) {
    if (line.status !== 'conciliada') continue;
    if (line.monthlyPaymentId !== null) wanted.instalments.add(line.monthlyPaymentId);
    else if (line.pixChargeId !== null) wanted.charges.add(line.pixChargeId);
  }
  const targets = await loadTargets(db, wanted);

  const byTxid = (line: Line): BankMatch | null => {
    const { instalmentId, familyTxid } = txidsOf(line.descricao);
    const instalment = instalmentId === null ? undefined : targets.instalments.get(instalmentId);
    if (instalment?.aberta && sameAmount(instalment.parcela.valor, line.valor)) return { parcela: instalment.parcela, cobranca: null, motivo: BY_TXID };
    const charge = familyTxid === null ? undefined : openChargeOf.get(familyTxid);
    if (charge && sameAmount(charge.valor, line.valor)) return { parcela: null, cobranca: targets.charges.get(charge.id)!, motivo: BY_TXID };
    return null;
  };

  const paidBy = (line: Line): BankTarget | null => {
    if (line.monthlyPaymentId !== null) {
      const instalment = targets.instalments.get(line.monthlyPaymentId);
      return instalment ? { parcela: instalment.parcela, cobranca: null } : null;
    }
    if (line.pixChargeId !== null) {
      const charge = targets.charges.get(line.pixChargeId);
      return charge ? { parcela: null, cobranca: charge } : null;
    }
    return null;
  };

  const answer = new Map<number, LineTargets>();
  for (const line of lines) {
    const pagou = line.status === 'conciliada' ? paidBy(line) : null;
    if (line.status !== 'pendente') {
      answer.set(line.id, { proposta: null, candidatos: [], pagou });
      continue;
    }
    const matches = toMatches(targets, near.get(line.id)!);
    const candidatos = matches.map(({ distancia: _distancia, ...match }) => match);
    const [first, second] = matches;
    const proposta = byTxid(line) ?? (first && (!second || second.distancia > first.distancia) ? candidatos[0]! : null);
    answer.set(line.id, { proposta, candidatos, pagou });
  }
  return answer;
}
