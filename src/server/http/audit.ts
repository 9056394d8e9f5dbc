import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema/index';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: number | null;
  changes?: unknown;
  /** Who acted, when not the signed-in user (e.g. the user who just signed in). */
  userId?: number;
}

/** Records who changed what; call it inside the transaction that makes the change. */
export async function audit(db: Executor, request: FastifyRequest, entry: AuditEntry) {
  await db.insert(auditLog).values({
    userId: entry.userId ?? request.user?.id ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    changes: entry.changes ?? null,
    ip: request.ip?.slice(0, 45) ?? null,
  });
}
