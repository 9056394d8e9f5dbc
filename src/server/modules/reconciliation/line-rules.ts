import { and, asc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { RULE_NOT_FOUND, type BankLineRule, type BankLineRuleCreated } from '@domain/reconciliation';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { bankLineRules, bankStatementLines, users } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { searchText } from '../../db/sql';

/**
 * "Ignorar créditos como …" (docs/pix.md "Conciliação bancária"): a month's investment yields or
 * transfers between the school's own accounts are ignored by one rule, now and in every statement
 * imported after it.
 */

/** The credit's description holds the rule's text, accents and case ignored. */
const holds = (padrao: typeof bankLineRules.padrao | string) => sql`strpos(${searchText(bankStatementLines.descricao)}, ${searchText(padrao)}) > 0`;

const ruleColumns = { id: bankLineRules.id, padrao: bankLineRules.padrao, criadoPor: users.nome, createdAt: bankLineRules.createdAt };

const toRule = (row: { id: number; padrao: string; criadoPor: string | null; createdAt: Date }): BankLineRule => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listRules(db: Executor) {
  const rows = await db.select(ruleColumns).from(bankLineRules).leftJoin(users, eq(users.id, bankLineRules.createdByUserId)).orderBy(asc(bankLineRules.padrao));
  return { regras: rows.map(toRule) };
}

/**
 * Ignores the pending credits any rule (or the one given) matches — all of them, or the one line a
 * bank just reported — as decided by `userId` (null: the rule itself, at an import). Answers how many.
 */
export async function ignoreByRules(tx: Tx, userId: number | null, padrao?: string, lineId?: number) {
  const matches = padrao === undefined ? sql`exists (select 1 from ${bankLineRules} where ${holds(bankLineRules.padrao)})` : holds(padrao);
  const ignored = await tx
    .update(bankStatementLines)
    .set({ status: 'ignorada', decidedByUserId: userId, decidedAt: new Date() })
    .where(and(eq(bankStatementLines.status, 'pendente'), matches, lineId === undefined ? undefined : eq(bankStatementLines.id, lineId)))
    .returning({ id: bankStatementLines.id });
  return ignored.length;
}

/** A new rule (the same text twice is one rule), applied at once to the pending credits. */
export const createRule = (db: Db, actor: Actor, user: SessionUser, padrao: string) =>
  db.transaction(async (tx): Promise<BankLineRuleCreated> => {
    await tx.insert(bankLineRules).values({ padrao, createdByUserId: user.id }).onConflictDoNothing();
    const [rule] = await tx.select(ruleColumns).from(bankLineRules).leftJoin(users, eq(users.id, bankLineRules.createdByUserId)).where(eq(bankLineRules.padrao, padrao));
    const ignorados = await ignoreByRules(tx, user.id, padrao);
    await audit(tx, actor, { action: 'create', entity: 'bank_line_rules', entityId: rule!.id, changes: { padrao, ignorados } });
    return { ...toRule(rule!), ignorados };
  });

/** Removes a rule; the credits it ignored stay ignored (each can be restored). */
export const deleteRule = (db: Db, actor: Actor, id: number) =>
  db.transaction(async (tx) => {
    const [removed] = await tx.delete(bankLineRules).where(eq(bankLineRules.id, id)).returning({ padrao: bankLineRules.padrao });
    if (!removed) throw notFound(RULE_NOT_FOUND);
    await audit(tx, actor, { action: 'delete', entity: 'bank_line_rules', entityId: id, changes: removed });
  });
