import { index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { API_TOKEN_NAME_MAX, apiTokenScopes } from '@domain/api-tokens';
import { id, oneOf, timestamptz } from './columns';
import { users } from './users';

/**
 * Personal API tokens of administradores, for their scripts. Like sessions, only the SHA-256 of the text is
 * kept; a token is revoked, never deleted, so the audit log can keep naming it.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nome: varchar({ length: API_TOKEN_NAME_MAX }).notNull(),
    escopo: text({ enum: apiTokenScopes }).notNull(),
    tokenHash: varchar({ length: 64 }).notNull(),
    /** The first 8 characters after plt_, for the owner to recognise it. */
    prefixo: varchar({ length: 8 }).notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
    /** Refreshed at most once a minute, so a script's reads don't each become a write. */
    lastUsedAt: timestamptz(),
    revokedAt: timestamptz(),
  },
  // The owner's list (newest first) and the foreign key share the user index.
  (t) => [
    uniqueIndex('api_tokens_token_hash_unique').on(t.tokenHash),
    index('api_tokens_user_id_created_at_idx').on(t.userId, t.createdAt),
    oneOf('api_tokens_escopo_check', t.escopo, apiTokenScopes),
  ],
);
