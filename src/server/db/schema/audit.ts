import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { apiTokens } from './api-tokens';
import { timestamptz } from './columns';
import { users } from './users';

/** Who changed what, when: one row per state-changing action. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: integer(),
    changes: jsonb(),
    ip: varchar({ length: 45 }),
    /** The personal API token the request was made with; null for a session or a job. */
    apiTokenId: integer().references(() => apiTokens.id, { onDelete: 'set null' }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  // /auditoria filters by user, entity or action within a period, newest first: each filter leads
  // an index that continues with created_at. The user index also serves the foreign key.
  (t) => [
    index('audit_log_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_entity_created_at_idx').on(t.entity, t.createdAt),
    index('audit_log_action_created_at_idx').on(t.action, t.createdAt),
    index('audit_log_created_at_idx').on(t.createdAt),
    // Partial: nearly every entry has no token, and the foreign key and "what did this token do" only look for one.
    index('audit_log_api_token_id_idx').on(t.apiTokenId).where(sql`${t.apiTokenId} is not null`),
  ],
);
