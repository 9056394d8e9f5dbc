import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditLogList, auditLogQuerySchema } from '@domain/audit';
import { addDays, zonedInstant } from '@domain/dates';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/rows';
import { auditLog, users } from '../../db/schema/index';
import { containsPattern, searchText } from '../../db/sql';

type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

const userName = sql<string | null>`coalesce(${users.nomeCompleto}, ${users.nome})`;

/**
 * One page of the audit log, newest first. Each filter leads one of audit_log's indexes (user,
 * entity, action, each followed by created_at); the user is found by name or email first, so the
 * log itself is read through its user index.
 */
export async function listAuditLog(db: Executor, query: AuditLogQuery, timeZone: string): Promise<AuditLogList> {
  const where = and(
    query.usuario
      ? sql`${auditLog.userId} in (select ${users.id} from ${users}
          where ${searchText(sql`coalesce(${users.nomeCompleto}, ${users.nome}) || ' ' || ${users.email}`)} like ${searchText(containsPattern(query.usuario))})`
      : undefined,
    query.entidade ? eq(auditLog.entity, query.entidade) : undefined,
    query.entidadeId ? eq(auditLog.entityId, query.entidadeId) : undefined,
    query.acao ? eq(auditLog.action, query.acao) : undefined,
    // The period is in school days: from the start of `de` to the end of `ate` on the school's clock.
    query.de ? gte(auditLog.createdAt, zonedInstant(query.de, '00:00', timeZone)) : undefined,
    query.ate ? lt(auditLog.createdAt, zonedInstant(addDays(query.ate, 1), '00:00', timeZone)) : undefined,
  );

  const [rows, counted] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        userId: auditLog.userId,
        usuarioNome: userName,
        usuarioEmail: users.email,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        changes: auditLog.changes,
        ip: auditLog.ip,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: firstRow(counted, 'count audit_log').total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
