import { eq } from 'drizzle-orm';
import { todayIn } from '@domain/dates';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { bankConnections } from '../../db/schema/index';
import { runPeriodically } from '../../jobs/periodic';
import { enqueue } from '../../jobs/queue';
import { apiPixClient, BankError } from './api-pix-client';
import { syncCharges } from './bank-charges';
import { clientConnection } from './bank-connections.service';
import { secretBox } from './secret-box';
import { retryRefunds } from './refunds';
import { pollReceived, recordReceived, type ReceivedPix } from './settlement';
import { HttpError, notFound } from '../../http/errors';
import { WEBHOOK_NOT_FOUND } from '@domain/bank';

type Connection = typeof bankConnections.$inferSelect;

/** After n failures in a row a connection waits 2^(n−1) minutes, 30 at most, before the next try. */
export const backoffMs = (failures: number) => (failures === 0 ? 0 : Math.min(2 ** (failures - 1), 30) * 60_000);

/**
 * One connection's turn (docs/pix.md "O banco da escola"): the charges kept in step, then the Pix
 * received read and settled. A bank that refuses or does not answer costs this connection its turn
 * and is written on its status; nothing else waits for it.
 */
export async function syncConnection(db: Db, config: Config, connection: Connection, now = new Date()) {
  if (connection.falhasSeguidas > 0 && now.getTime() < connection.updatedAt.getTime() + backoffMs(connection.falhasSeguidas)) return null;
  const client = apiPixClient(clientConnection(connection, secretBox(config)), { extraCa: config.bankCa });
  try {
    const charges = await syncCharges(db, client, connection, todayIn(config.timeZone, now));
    const received = await pollReceived(db, client, connection, config.timeZone, now);
    await retryRefunds(db, client, connection, todayIn(config.timeZone, now), now);
    await db.update(bankConnections).set({ ultimoSucesso: now, ultimoErro: null, falhasSeguidas: 0 }).where(eq(bankConnections.id, connection.id));
    return { ...charges, ...received };
  } catch (error) {
    if (!(error instanceof BankError)) throw error;
    await db
      .update(bankConnections)
      .set({ ultimoErro: error.message, falhasSeguidas: connection.falhasSeguidas + 1, updatedAt: now })
      .where(eq(bankConnections.id, connection.id));
    return null;
  } finally {
    client.close();
  }
}

/** Every connection's turn, one after the other: the job the queue runs once across instances. */
export async function syncBanks(db: Db, config: Config, now = new Date()) {
  for (const connection of await db.select().from(bankConnections).orderBy(bankConnections.id)) {
    await syncConnection(db, config, connection, now);
  }
}

/** Every instance queues the turn each BANK_SYNC_SECONDS (a minute); the queue keeps one per turn across instances. */
export function scheduleBankSync({ db, log, everySeconds }: { db: Db; log: (message: string) => void; everySeconds: number }) {
  return runPeriodically(everySeconds * 1000, async () => {
    await enqueue(db, 'bank-sync', {}, { oncePer: Math.max(everySeconds - 5, 1) }).catch((error: Error) => log(`Falha ao agendar a consulta aos bancos: ${error.message}`));
  });
}

/**
 * The bank's webhook: a faster path to the same settlement. What it says is not believed as such:
 * each Pix it names is read back from the bank (GET /pix/{e2eid}) over the school's own mTLS
 * connection, so a forged call can settle nothing. Answers how many were new.
 */
export async function receiveWebhook(db: Db, config: Config, token: string, endToEndIds: string[]) {
  const [connection] = await db.select().from(bankConnections).where(eq(bankConnections.webhookToken, token));
  if (!connection) throw notFound(WEBHOOK_NOT_FOUND);
  const client = apiPixClient(clientConnection(connection, secretBox(config)), { extraCa: config.bankCa });
  try {
    let recebidos = 0;
    for (const endToEndId of endToEndIds) {
      const pix = (await client.getPix(endToEndId)) as unknown as ReceivedPix;
      if ((await recordReceived(db, connection, pix, config.timeZone)) !== 'repetido') recebidos += 1;
    }
    return { recebidos };
  } catch (error) {
    if (error instanceof BankError) throw new HttpError(502, error.message);
    throw error;
  } finally {
    client.close();
  }
}
