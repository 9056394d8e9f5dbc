import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { payerOf } from '@domain/bank-payer';
import { addDays, daysBetween } from '@domain/dates';
import { dayMonthBR, moneyBR } from '@domain/format';
import { amountDue } from '@domain/late-fees';
import { toCents } from '@domain/money';
import { MATCH_WINDOW_DAYS, type BankMatch, type BankTarget, type InstalmentTarget } from '@domain/reconciliation';
import type { Executor } from '../../db/client';
import { athletes, bankStatementLines, enrollments, financialRecords, instalments, pixChargeItems, pixCharges, teams } from '../../db/schema/index';
import { openInstalment } from '../../db/instalment-sql';
import { unitLateFees } from '../../db/late-fee-sql';
import { anyId } from '../../db/sql';
import { athleteOrGuardianMatches, guardianNamesOf, namedFamilies, type NamedFamily } from './payers';

/**
 * What credits may pay, for a whole page of them at once: a constant number of queries whatever the
 * page's size (GET /api/bank-statements/lines). One line (getLine, "Escolher outra parcela") goes
 * through the same code.
 */

export type Line = typeof bankStatementLines.$inferSelect;
type ChargeTarget = NonNullable<BankTarget['cobranca']>;

export const sameAmount = (a: string, b: string) => toCents(a) === toCents(b);

const BY_TXID = 'txid na descrição';
const dueReason = (date: string) => `mesmo valor, vencimento em ${dayMonthBR(date)}`;
const payerReason = (family: NamedFamily) => `${family.porCpf ? 'CPF de' : ''} ${family.responsavel} na descrição`.trim();
const COMPANY_WARNING = 'A descrição indica uma empresa, uma devolução ou um investimento: não é proposto como mensalidade';
const CPF_WARNING = 'O CPF da descrição não é de nenhum responsável: não é proposto como mensalidade';
const familyWarning = (family: NamedFamily) => `${family.responsavel} está na descrição, mas a família não tem parcela em aberto deste valor`;

const target = (parts: Partial<BankTarget>): BankTarget => ({ parcela: null, parcelas: null, cobranca: null, ...parts });

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

/** Instalments with their athletes and guardians, as a credit's target shows them. */
const instalmentTargets = (db: Executor, where: SQL | undefined) =>
  db
    .select({
      id: instalments.id,
      enrollmentId: instalments.enrollmentId,
      athlete: { id: athletes.id, nomeCompleto: athletes.nomeCompleto },
      responsaveis: guardianNamesOf(sql`${athletes.id}`, sql`${athletes.responsavelNome}`),
      numeroParcela: instalments.numeroMensalidade,
      dataVencimento: instalments.dataVencimento,
      valor: instalments.valor,
      aberta: sql<boolean>`${openInstalment}`,
      multaJuros: unitLateFees(teams.unitId),
    })
    .from(instalments)
    .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .innerJoin(teams, eq(teams.id, enrollments.teamId))
    .where(where)
    .orderBy(asc(instalments.dataVencimento), asc(athletes.nomeCompleto), asc(instalments.id));

/** The instalments (with their athletes) and the family charges (with their items): three queries at most. */
async function loadTargets(db: Executor, wanted: Wanted): Promise<Targets> {
  const targets: Targets = { instalments: new Map(), charges: new Map() };
  if (wanted.instalments.size) {
    const rows = await instalmentTargets(db, anyId(instalments.id, [...wanted.instalments]));
    for (const { aberta, multaJuros: _multaJuros, ...parcela } of rows) targets.instalments.set(parcela.id, { parcela, aberta });
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
  /** The athlete's or a guardian's name (a family charge: any of its athletes). */
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
    responsaveis: string[];
    numeroParcela: number;
    dataVencimento: string;
    valor: string;
    distancia: number;
  }>(sql`
    select l.id as "lineId", c.id, c.enrollment_id as "enrollmentId", a.id as "athleteId", a.nome_completo as "nomeCompleto",
      ${guardianNamesOf(sql`a.id`, sql`a.responsavel_nome`)} as responsaveis, c.numero_mensalidade as "numeroParcela", c.data_vencimento::text as "dataVencimento", c.valor::text as valor, c.distancia
    from ${creditsTable(lines)}
    cross join lateral (
      select ${instalments.id} as id, ${instalments.enrollmentId} as enrollment_id, ${instalments.numeroMensalidade} as numero_mensalidade,
        ${instalments.dataVencimento} as data_vencimento, ${instalments.valor} as valor, ${distance} as distancia
      from ${instalments} ${ofAthlete}
      where ${openInstalment} and ${instalments.valor} = l.valor
        ${windowDays === undefined ? sql`` : sql`and ${instalments.dataVencimento} between l.data - ${windowDays}::int and l.data + ${windowDays}::int`}
        ${busca ? sql`and ${athleteOrGuardianMatches(busca)}` : sql``}
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
        ${busca ? sql`and bool_or(${athleteOrGuardianMatches(busca)})` : sql``}
      order by ${nearest}, ${pixCharges.id}
      limit ${limit}
    ) c
    order by l.id, c.distancia, c.id`);

  for (const { lineId, distancia, id, enrollmentId, athleteId, nomeCompleto, responsaveis, numeroParcela, dataVencimento, valor } of parcelas.rows) {
    const parcela = { id, enrollmentId, athlete: { id: athleteId, nomeCompleto }, responsaveis, numeroParcela, dataVencimento, valor };
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

function toMatches(targets: Targets, refs: CandidateRef[]): Ranked[] {
  return refs.map((ref) => {
    if (ref.chargeId !== undefined) return { match: { ...target({ cobranca: targets.charges.get(ref.chargeId)! }), motivo: dueReason(ref.vencimento) }, distancia: ref.distancia };
    return { match: { ...target({ parcela: ref.parcela }), motivo: dueReason(ref.parcela.dataVencimento) }, distancia: ref.distancia };
  });
}

interface Ranked {
  match: BankMatch;
  distancia: number;
}

/** The one nearest, when strictly nearer than the next. */
const nearestAlone = ([first, second]: Ranked[]) => (first && (!second || second.distancia > first.distancia) ? first.match : null);

const keyOf = ({ parcela, parcelas, cobranca }: BankTarget) => (parcela ? `p${parcela.id}` : parcelas ? `v${parcelas.map((p) => p.id).join(',')}` : `c${cobranca!.id}`);

/** Matches once each, in order. */
function distinct(matches: BankMatch[]) {
  const seen = new Set<string>();
  return matches.filter((match) => !seen.has(keyOf(match)) && seen.add(keyOf(match)));
}

const MAX_SEVERAL = 24;

/** An open instalment of a named family, with what it costs on the credit's day under the school's multa e juros. */
interface Owed {
  parcela: InstalmentTarget;
  /** Its value with the multa e juros due on the credit's day, in cents. */
  total: number;
}

/** What the instalments come to, in cents: at their value, and with the multa e juros due. */
const valueOf = (owed: Owed[]) => owed.reduce((sum, item) => sum + toCents(item.parcela.valor), 0);
const totalOf = (owed: Owed[]) => owed.reduce((sum, item) => sum + item.total, 0);

const FEES = ', com multa e juros';

/**
 * Several open instalments of a family that add up to the credit (at their value, or with their
 * multa e juros), oldest due first: those due near the credit (siblings paid together), else the
 * oldest ones (months paid together).
 */
function severalOf(owed: Owed[], line: CandidateLine): Owed[] | null {
  const amount = toCents(line.valor);
  const adds = (items: Owed[]) => items.length > 1 && items.length <= MAX_SEVERAL && (valueOf(items) === amount || totalOf(items) === amount);
  const near = owed.filter((item) => Math.abs(daysBetween(line.data, item.parcela.dataVencimento)) <= MATCH_WINDOW_DAYS);
  if (adds(near)) return near;
  for (let count = 2; count <= Math.min(owed.length, MAX_SEVERAL); count++) {
    if (adds(owed.slice(0, count))) return owed.slice(0, count);
  }
  return null;
}

/**
 * What the family a credit names may have paid with it: one of its instalments or charges of that
 * amount, with or without multa e juros (the nearest, when alone), else several of its instalments
 * that add up to it.
 */
function familyMatches(family: NamedFamily, line: CandidateLine, open: Owed[], near: Ranked[]) {
  const reason = payerReason(family);
  const owed = open.filter(({ parcela }) => family.athleteIds.has(parcela.athlete.id) && parcela.dataVencimento <= addDays(line.data, MATCH_WINDOW_DAYS));
  const amount = toCents(line.valor);
  const distance = (item: Owed) => Math.abs(daysBetween(line.data, item.parcela.dataVencimento));
  // At its value when due near the credit; with its multa e juros however late.
  const atValue = owed.filter((item) => toCents(item.parcela.valor) === amount && distance(item) <= MATCH_WINDOW_DAYS);
  const late = owed.filter((item) => item.total === amount && valueOf([item]) !== amount);
  const single: Ranked[] = [
    ...[...atValue, ...late].map((item) => ({
      match: { ...target({ parcela: item.parcela }), motivo: `${reason}, vencimento em ${dayMonthBR(item.parcela.dataVencimento)}${late.includes(item) ? FEES : ''}` },
      distancia: distance(item),
    })),
    ...near
      .filter(({ match }) => match.cobranca?.itens.some((item) => family.athleteIds.has(item.athlete.id)))
      .map(({ match, distancia }) => ({ match: { ...match, motivo: `${reason}, ${match.motivo}` }, distancia })),
  ].sort((a, b) => a.distancia - b.distancia);
  const together = severalOf(owed, line);
  const several = together
    ? [{ ...target({ parcelas: together.map((item) => item.parcela) }), motivo: `${reason}: ${together.length} parcelas somam ${moneyBR(line.valor)}${valueOf(together) === amount ? '' : FEES}` }]
    : [];
  const proposta = single.length ? nearestAlone(single) : (several[0] ?? null);
  return { proposta, options: [...single.map((ranked) => ranked.match), ...several] };
}

/** "Escolher parcela": every open instalment or family charge of the credit's amount, nearest due first. */
export async function optionsOf(db: Executor, line: CandidateLine, busca: string | undefined): Promise<BankMatch[]> {
  const refs = await amountCandidates(db, [line], { busca, limit: 20 });
  const wanted: Wanted = { instalments: new Set(), charges: new Set() };
  wantRefs(wanted, refs.values());
  const targets = await loadTargets(db, wanted);
  return toMatches(targets, refs.get(line.id)!).map((ranked) => ranked.match);
}

/** "Escolher parcela", to tick several: the open instalments of the athletes found by name (athlete or guardian), or of the family the credit names. */
export async function familyInstalmentsOf(db: Executor, line: CandidateLine & { descricao: string }, busca: string | undefined): Promise<InstalmentTarget[]> {
  let who: SQL;
  if (busca) who = athleteOrGuardianMatches(busca);
  else {
    const family = (await namedFamilies(db, [line])).get(line.id);
    if (!family) return [];
    who = anyId(athletes.id, [...family.athleteIds]);
  }
  const rows = await instalmentTargets(db, and(who, openInstalment)).limit(40);
  return rows.map(({ aberta: _aberta, multaJuros: _multaJuros, ...parcela }) => parcela);
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
  aviso: string | null;
  pagou: BankTarget | null;
}

/** The open instalments, up to the latest credit's window, of the athletes of the families the credits name, with their multa e juros policy. */
async function familiesOpen(db: Executor, families: Map<number, NamedFamily>, lines: CandidateLine[]) {
  const athleteIds = new Set([...families.values()].flatMap((family) => [...family.athleteIds]));
  if (athleteIds.size === 0) return [];
  const latest = lines.reduce((max, line) => (line.data > max ? line.data : max), lines[0]!.data);
  return instalmentTargets(db, and(anyId(athletes.id, [...athleteIds]), openInstalment, sql`${instalments.dataVencimento} <= ${addDays(latest, MATCH_WINDOW_DAYS)}`));
}

/** What each of them costs on the credit's day. */
const owedOn = (line: CandidateLine, rows: Awaited<ReturnType<typeof familiesOpen>>): Owed[] =>
  rows.map(({ aberta: _aberta, multaJuros, ...parcela }) => ({ parcela, total: toCents(amountDue(parcela.valor, parcela.dataVencimento, line.data, multaJuros).total) }));

/** The instalments each reconciled credit paid, by the ledger rows it is linked to. */
async function paidByLedger(db: Executor, lineIds: number[]) {
  const paid = new Map<number, number[]>();
  if (lineIds.length === 0) return paid;
  const rows = await db
    .selectDistinct({ lineId: financialRecords.bankStatementLineId, instalmentId: financialRecords.monthlyPaymentId })
    .from(financialRecords)
    .where(and(anyId(financialRecords.bankStatementLineId, lineIds), sql`${financialRecords.monthlyPaymentId} is not null`));
  for (const { lineId, instalmentId } of rows) paid.set(lineId!, [...(paid.get(lineId!) ?? []), instalmentId!]);
  return paid;
}

/**
 * For each line: a pending credit's proposal and its candidates; what a reconciled credit paid. The
 * proposal is, in order: what a txid in the description names; what the family the description
 * names owes of that amount (or several of its instalments adding up to it); the one nearest of its
 * amount when strictly nearer than the next, unless the description shows a company, a refund or a
 * CPF of no guardian. A constant number of queries (nine at most) whatever the number of lines.
 */
export async function targetsOf(db: Executor, lines: Line[]): Promise<Map<number, LineTargets>> {
  const pending = lines.filter((line) => line.status === 'pendente');
  const near = await amountCandidates(db, pending, { windowDays: MATCH_WINDOW_DAYS, limit: 10 });
  const families = await namedFamilies(db, pending);
  const familyOpen = await familiesOpen(db, families, pending);
  const several = await paidByLedger(
    db,
    lines.filter((line) => line.status === 'conciliada' && line.monthlyPaymentId === null && line.pixChargeId === null).map((line) => line.id),
  );

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
    for (const id of several.get(line.id) ?? []) wanted.instalments.add(id);
  }
  const targets = await loadTargets(db, wanted);

  const byTxid = (line: Line): BankMatch | null => {
    const { instalmentId, familyTxid } = txidsOf(line.descricao);
    const instalment = instalmentId === null ? undefined : targets.instalments.get(instalmentId);
    if (instalment?.aberta && sameAmount(instalment.parcela.valor, line.valor)) return { ...target({ parcela: instalment.parcela }), motivo: BY_TXID };
    const charge = familyTxid === null ? undefined : openChargeOf.get(familyTxid);
    if (charge && sameAmount(charge.valor, line.valor)) return { ...target({ cobranca: targets.charges.get(charge.id)! }), motivo: BY_TXID };
    return null;
  };

  const paidBy = (line: Line): BankTarget | null => {
    if (line.monthlyPaymentId !== null) {
      const instalment = targets.instalments.get(line.monthlyPaymentId);
      return instalment ? target({ parcela: instalment.parcela }) : null;
    }
    if (line.pixChargeId !== null) {
      const charge = targets.charges.get(line.pixChargeId);
      return charge ? target({ cobranca: charge }) : null;
    }
    const parcelas = (several.get(line.id) ?? []).flatMap((id) => targets.instalments.get(id)?.parcela ?? []);
    if (parcelas.length === 0) return null;
    parcelas.sort((a, b) => a.dataVencimento.localeCompare(b.dataVencimento) || a.athlete.nomeCompleto.localeCompare(b.athlete.nomeCompleto));
    return parcelas.length === 1 ? target({ parcela: parcelas[0]! }) : target({ parcelas });
  };

  const proposals = (line: Line): Omit<LineTargets, 'pagou'> => {
    const matches = toMatches(targets, near.get(line.id)!);
    const amountOnly = matches.map((ranked) => ranked.match);
    const txid = byTxid(line);
    if (txid) return { proposta: txid, candidatos: amountOnly, aviso: null };
    const family = families.get(line.id);
    if (family) {
      const { proposta, options } = familyMatches(family, line, owedOn(line, familyOpen), matches);
      const aviso = options.length === 0 && amountOnly.length > 0 ? familyWarning(family) : null;
      return { proposta, candidatos: distinct([...options, ...amountOnly]).slice(0, 10), aviso };
    }
    const payer = payerOf(line.descricao);
    const unlikely = payer.naoMensalidade ? COMPANY_WARNING : payer.cpfs.length || payer.cpfsParciais.length ? CPF_WARNING : null;
    if (unlikely) return { proposta: null, candidatos: amountOnly, aviso: amountOnly.length ? unlikely : null };
    return { proposta: nearestAlone(matches), candidatos: amountOnly, aviso: null };
  };

  const answer = new Map<number, LineTargets>();
  for (const line of lines) {
    if (line.status === 'pendente') answer.set(line.id, { ...proposals(line), pagou: null });
    else answer.set(line.id, { proposta: null, candidatos: [], aviso: null, pagou: line.status === 'conciliada' ? paidBy(line) : null });
  }
  return answer;
}
