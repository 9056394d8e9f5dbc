import { eq, inArray } from 'drizzle-orm';
import { bankProfiles } from '@domain/bank';
import { todayIn } from '@domain/dates';
import type { Actor } from '../../audit/audit';
import type { Db, Tx } from '../../db/client';
import { bankCharges, bankConnections, bankStatementLines, instalments, pixCharges } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
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

/** What a txid names: a cobv of ours, an instalment's static code, or a family's "Pagar tudo". */
async function targetOf(tx: Tx, txid: string | undefined): Promise<{ instalmentId?: number; chargeId?: number; bankChargeId?: number } | null> {
  if (!txid) return null;
  const [charge] = await tx.select({ id: bankCharges.id, instalmentId: bankCharges.monthlyPaymentId }).from(bankCharges).where(eq(bankCharges.txid, txid));
  if (charge?.instalmentId) return { instalmentId: charge.instalmentId, bankChargeId: charge.id };
  const staticCode = /^PLANTELP(\d{10})$/.exec(txid);
  if (staticCode) return { instalmentId: Number(staticCode[1]) };
  const [family] = await tx.select({ id: pixCharges.id }).from(pixCharges).where(eq(pixCharges.txid, txid));
  return family ? { chargeId: family.id } : null;
}

/**
 * One Pix the bank reports, by poll or webhook, in one transaction: kept once per end-to-end id (a
 * Pix seen twice settles once), then, when its txid names what it pays and the amount is what is
 * owed, paid through the payment transaction as a reconciled credit. Anything else stays a pending
 * credit on the reconciliation screen, never paid blindly.
 */
export async function recordReceived(db: Db, connection: Connection, pix: ReceivedPix, timeZone: string) {
  return db.transaction(async (tx) => {
    const description = [pix.pagador?.nome, pix.infoPagador].filter(Boolean).join(' · ') || 'Pix recebido';
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

    const target = await targetOf(tx, pix.txid);
    if (!target) return 'proposta' as const;
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

/**
 * Reads the Pix received since the last poll (with POLL_OVERLAP_MS before it), every page, and
 * records each; the window's end is remembered only once all of it was read.
 */
export async function pollReceived(db: Db, client: ApiPixClient, connection: Connection, timeZone: string, now = new Date()) {
  const inicio = new Date(connection.consultadoAte ? connection.consultadoAte.getTime() - POLL_OVERLAP_MS : now.getTime() - FIRST_WINDOW_MS);
  const counts = { recebidos: 0, liquidados: 0, propostas: 0 };
  for (let pagina = 0; ; pagina++) {
    const page = await client.listPix(inicio, now, pagina, PAGE_SIZE);
    for (const pix of (page.pix as ReceivedPix[] | undefined) ?? []) {
      const outcome = await recordReceived(db, connection, pix, timeZone);
      if (outcome === 'repetido') continue;
      counts.recebidos += 1;
      if (outcome === 'liquidado') counts.liquidados += 1;
      else counts.propostas += 1;
    }
    const pages = (page.parametros as { paginacao?: { quantidadeDePaginas?: number } } | undefined)?.paginacao?.quantidadeDePaginas ?? 1;
    if (pagina + 1 >= pages) break;
  }
  await db.update(bankConnections).set({ consultadoAte: now }).where(eq(bankConnections.id, connection.id));
  return counts;
}
