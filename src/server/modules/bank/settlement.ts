import { and, eq, inArray } from 'drizzle-orm';
import { bankProfiles } from '@domain/bank';
import { todayIn } from '@domain/dates';
import { maskedCpf } from '@domain/documents';
import type { Actor } from '../../audit/audit';
import type { Db, Executor } from '../../db/client';
import { bankCharges, bankConnections, bankStatementLines, instalments, pixCharges } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { ignoreByRules } from '../reconciliation/line-rules';
import { reconcileLine } from '../reconciliation/reconciliation.service';
import type { ApiPixClient } from './api-pix-client';

type Connection = typeof bankConnections.$inferSelect;

/** The settlement job acts for the school's bank: no person, no address, no token. */
export const THE_BANK: Actor = { userId: null, ip: null, apiTokenId: null };

/** Each poll reads again the last minutes before where the previous one stopped: a Pix the bank lists late is still seen. */
export const POLL_OVERLAP_MS = 10 * 60_000;
/** A new connection reads the last day first. */
const FIRST_WINDOW_MS = 24 * 3600_000;
const PAGE_SIZE = 1000;
/**
 * Pix of a page settled side by side, each in its own transaction: one after the other left the
 * database waiting on each round trip (5,000 Pix took two minutes). Three keep most of the pool (10)
 * for the requests meanwhile.
 */
const SETTLED_AT_ONCE = 3;

/** `work` for each item, at most `limit` at a time. */
async function eachAtMost<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface ReceivedPix {
  endToEndId: string;
  txid?: string;
  valor: string;
  horario: string;
  infoPagador?: string;
  pagador?: { nome?: string; cpf?: string; cnpj?: string };
}

/** The account a connection's Pix are kept under, beside the OFX statements' accounts. */
export const accountOf = (connection: Connection) => `API Pix · ${bankProfiles[connection.perfil].nome} · ${connection.chave}`;

type Target = { instalmentId?: number; chargeId?: number; bankChargeId?: number };

/**
 * What each txid names — a cobv of ours, an instalment's static code, or a family's "Pagar tudo" —
 * for a whole page of Pix at once: two queries whatever its size.
 */
async function targetsOf(db: Executor, txids: (string | undefined)[]): Promise<Map<string, Target>> {
  const targets = new Map<string, Target>();
  const wanted = [...new Set(txids.filter((txid): txid is string => !!txid))];
  if (wanted.length === 0) return targets;
  const charges = await db.select({ id: bankCharges.id, txid: bankCharges.txid, instalmentId: bankCharges.monthlyPaymentId }).from(bankCharges).where(inArray(bankCharges.txid, wanted));
  for (const charge of charges) if (charge.instalmentId) targets.set(charge.txid, { instalmentId: charge.instalmentId, bankChargeId: charge.id });
  for (const txid of wanted) {
    const staticCode = /^PLANTELP(\d{10})$/.exec(txid);
    if (staticCode && !targets.has(txid)) targets.set(txid, { instalmentId: Number(staticCode[1]) });
  }
  const rest = wanted.filter((txid) => !targets.has(txid));
  if (rest.length) for (const family of await db.select({ id: pixCharges.id, txid: pixCharges.txid }).from(pixCharges).where(inArray(pixCharges.txid, rest))) targets.set(family.txid, { chargeId: family.id });
  return targets;
}

/**
 * One Pix the bank reports, by poll or webhook, in one transaction: kept once per end-to-end id (a
 * Pix seen twice settles once), then, when its txid names what it pays and the amount is what is
 * owed, paid through the payment transaction as a reconciled credit. Anything else stays a pending
 * credit on the reconciliation screen, never paid blindly.
 */
export async function recordReceived(db: Db, connection: Connection, pix: ReceivedPix, timeZone: string, targets?: Map<string, Target>) {
  return db.transaction(async (tx) => {
    // The payer's name and masked CPF, as a statement shows them: reconciliation finds the family by them.
    const cpf = pix.pagador?.cpf ? `CPF ${maskedCpf(pix.pagador.cpf)}` : undefined;
    const description = [pix.pagador?.nome, cpf, pix.infoPagador].filter(Boolean).join(' · ') || 'Pix recebido';
    const [line] = await tx
      .insert(bankStatementLines)
      .values({
        conta: accountOf(connection),
        fitid: pix.endToEndId,
        data: todayIn(timeZone, new Date(pix.horario)),
        valor: pix.valor,
        descricao: `Pix ${description}`.slice(0, 1000),
        txid: pix.txid ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: bankStatementLines.id, data: bankStatementLines.data });
    if (!line) return 'repetido' as const;

    const target = pix.txid ? (targets ?? (await targetsOf(tx, [pix.txid]))).get(pix.txid) : undefined;
    if (!target) {
      await ignoreByRules(tx, null, undefined, line.id);
      return 'proposta' as const;
    }
    try {
      // A savepoint: a Pix of another amount, or for what staff already settled, stays a pending credit, and the poll goes on.
      await tx.transaction(async (inner) => {
        const { paid } = await reconcileLine(inner, THE_BANK, null, line.id, target, line.data);
        await inner
          .update(instalments)
          .set({ endToEndId: pix.endToEndId })
          .where(inArray(instalments.id, paid.map((item) => item.instalmentId)));
        if (target.bankChargeId) await inner.update(bankCharges).set({ status: 'paga' }).where(eq(bankCharges.id, target.bankChargeId));
      });
      return 'liquidado' as const;
    } catch (error) {
      if (error instanceof HttpError) return 'proposta' as const;
      throw error;
    }
  });
}

/** The end-to-end ids of these Pix already kept under the connection's account. */
async function knownPix(db: Executor, connection: Connection, pix: ReceivedPix[]) {
  if (pix.length === 0) return new Set<string>();
  const rows = await db
    .select({ fitid: bankStatementLines.fitid })
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.conta, accountOf(connection)), inArray(bankStatementLines.fitid, pix.map((p) => p.endToEndId))));
  return new Set(rows.map((row) => row.fitid));
}

/**
 * Reads the Pix received since the last poll (with POLL_OVERLAP_MS before it), every page, and
 * records each; the window's end is remembered only once all of it was read.
 */
export async function pollReceived(db: Db, client: ApiPixClient, connection: Connection, timeZone: string, now = new Date()) {
  const inicio = new Date(connection.consultadoAte ? connection.consultadoAte.getTime() - POLL_OVERLAP_MS : now.getTime() - FIRST_WINDOW_MS);
  const counts = { recebidos: 0, liquidados: 0, propostas: 0 };
  for (let pagina = 0; ; pagina++) {
    const page = await client.listPix(inicio, now, pagina, PAGE_SIZE);
    const received = (page.pix as ReceivedPix[] | undefined) ?? [];
    // What the overlap reads again is known already: skipped without a transaction each.
    const known = await knownPix(db, connection, received);
    const fresh = received.filter((pix) => !known.has(pix.endToEndId));
    const targets = await targetsOf(db, fresh.map((pix) => pix.txid));
    await eachAtMost(fresh, SETTLED_AT_ONCE, async (pix) => {
      const outcome = await recordReceived(db, connection, pix, timeZone, targets);
      if (outcome === 'repetido') return;
      counts.recebidos += 1;
      if (outcome === 'liquidado') counts.liquidados += 1;
      else counts.propostas += 1;
    });
    const pages = (page.parametros as { paginacao?: { quantidadeDePaginas?: number } } | undefined)?.paginacao?.quantidadeDePaginas ?? 1;
    if (pagina + 1 >= pages) break;
  }
  await db.update(bankConnections).set({ consultadoAte: now }).where(eq(bankConnections.id, connection.id));
  return counts;
}
