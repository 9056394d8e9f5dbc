import { healthFields } from '@domain/athletes';
import { MASKED_VALUE } from '@domain/audit';
import type { Db, Executor, Tx } from '../db/client';
import { auditLog } from '../db/schema/index';

/**
 * Who does something, as the audit log and the consents record it: gathered once from the request
 * by `actorOf` (http/actor.ts), so a service never needs the request itself.
 */
export interface Actor {
  /** The signed-in user, or null (a public route, a job). */
  userId: number | null;
  /** The client's address, cut to the column's 45 characters. */
  ip: string | null;
  /** The personal API token the request came with: a script's writes are told apart from its owner's own. */
  apiTokenId: number | null;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: number | null;
  changes?: unknown;
  /** Who acted, when not the signed-in user (e.g. the user who just signed in). */
  userId?: number;
}

/**
 * Health data (LGPD art. 5, II) and the photo are masked: the log shows that they changed, never
 * what they hold. Secrets are left out altogether.
 */
const MASKED_FIELDS = new Set<string>([...healthFields, 'foto']);
const SECRET_FIELDS = new Set(['senha', 'novaSenha', 'newPassword', 'confirmPassword', 'confirmarSenha', 'token']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Every non-empty value inside, masked (a health field's {de, para} keeps its shape). */
function maskAll(value: unknown): unknown {
  if (isEmpty(value)) return value;
  if (Array.isArray(value)) return value.map(maskAll);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, maskAll(inner)]));
  return MASKED_VALUE;
}

/** The changes as the log may keep them, at any depth (e.g. a ledger edit's {antes, depois}). */
export function maskChanges(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskChanges);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_FIELDS.has(key))
      .map(([key, inner]) => [key, MASKED_FIELDS.has(key) ? maskAll(inner) : maskChanges(inner)]),
  );
}

/** The fields of `after` whose value differs from `before`, as {campo: {de, para}}. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { de: unknown; para: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value !== undefined && (before[key] ?? null) !== (value ?? null)) changes[key] = { de: before[key] ?? null, para: value };
  }
  return changes;
}

/**
 * Records who changed what; call it inside the transaction that makes the change. Several entries
 * of one change (a credit and each instalment it paid) go in one statement.
 */
export async function audit(db: Executor, actor: Actor, ...entries: [AuditEntry, ...AuditEntry[]]) {
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      userId: entry.userId ?? actor.userId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      changes: entry.changes === undefined ? null : maskChanges(entry.changes),
      ip: actor.ip,
      apiTokenId: actor.apiTokenId,
    })),
  );
}

/**
 * One use case's write with its audit entry: runs `step` in a transaction, then records `entry` in
 * that same transaction, so the entry exists only if the change commits. The entry is fixed, or
 * read off what the step answers (a new row's id, what changed). Answers what the step answers.
 */
export function auditedChange<T>(db: Db, actor: Actor, step: (tx: Tx) => Promise<T>, entry: AuditEntry | ((result: T) => AuditEntry)) {
  return db.transaction(async (tx) => {
    const result = await step(tx);
    await audit(tx, actor, typeof entry === 'function' ? entry(result) : entry);
    return result;
  });
}
