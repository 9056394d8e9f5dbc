import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { dunningEvents, reminderOptOuts } from '../../db/schema/index';

/** 32 random bytes in base64url, as the calendar addresses: the whole secret of the link. */
const TOKEN_TEXT = /^[A-Za-z0-9_-]{43}$/;

/** Where a reminder's "stop these e-mails" link points (List-Unsubscribe, RFC 8058): GET asks, POST stops. */
export const unsubscribePath = (token: string) => `/api/reminders/unsubscribe/${token}`;

/** The reminder's token, made on its first sending and kept, so that a retry writes the same link. */
export async function unsubscribeToken(db: Executor, dunningEventId: number): Promise<string> {
  const row = firstRow(
    await db
      .update(dunningEvents)
      .set({ tokenDescadastro: sql`coalesce(${dunningEvents.tokenDescadastro}, ${randomBytes(32).toString('base64url')})` })
      .where(eq(dunningEvents.id, dunningEventId))
      .returning({ token: dunningEvents.tokenDescadastro }),
    'update dunning_events token_descadastro',
  );
  return row.token!;
}

/** The address a reminder with this token went to, and whether it still gets reminders; null for an unknown token. */
export async function unsubscribeTarget(db: Executor, token: string) {
  if (!TOKEN_TEXT.test(token)) return null;
  const [row] = await db
    .select({ email: sql<string>`lower(${dunningEvents.destinatario})`, optedOut: reminderOptOuts.email })
    .from(dunningEvents)
    .leftJoin(reminderOptOuts, eq(reminderOptOuts.email, sql`lower(${dunningEvents.destinatario})`))
    .where(eq(dunningEvents.tokenDescadastro, token));
  return row ? { email: row.email, receber: !row.optedOut } : null;
}

/**
 * One click in the e-mail: that address gets no more reminders (the opt-out by address every
 * reminder already honours). `changed` is false when it had already stopped them.
 */
async function stopReminders(tx: Tx, token: string) {
  const target = await unsubscribeTarget(tx, token);
  if (!target) return null;
  const added = await tx.insert(reminderOptOuts).values({ email: target.email }).onConflictDoNothing().returning({ email: reminderOptOuts.email });
  return { email: target.email, changed: added.length > 0 };
}

/** The link's "deixar de receber": audited when it stopped reminders that were on; null for an unknown token. */
export const unsubscribe = (db: Db, actor: Actor, token: string) =>
  db.transaction(async (tx) => {
    const stopped = await stopReminders(tx, token);
    if (stopped?.changed) await audit(tx, actor, { action: 'unsubscribe', entity: 'reminder_opt_outs', entityId: null, changes: { email: stopped.email, receber: false } });
    return stopped;
  });
