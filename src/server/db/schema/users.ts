import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { roles } from '@domain/roles';
import { activeStatuses } from '@domain/fields';
import { signupApprovals } from '@domain/users';
import { day, id, oneOf, timestamps, timestamptz } from './columns';
import { companies } from './companies';
import { athletes } from './athletes';

export const users = pgTable(
  'users',
  {
    id: id(),
    nome: text().notNull(),
    nomeCompleto: text(),
    email: text().notNull(),
    cpf: varchar({ length: 11 }),
    dataNascimento: day(),
    telefone: varchar({ length: 20 }),
    /** argon2id hash */
    senha: text().notNull(),
    tipo: text({ enum: roles }).notNull(),
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    atletaId: integer().references(() => athletes.id, { onDelete: 'set null' }),
    ativo: boolean().notNull().default(true),
    status: text({ enum: activeStatuses }).notNull().default('ativo'),
    /** A self-registered staff account: 'pendente' until an administrador approves or refuses it. */
    aprovacao: text({ enum: signupApprovals }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_cpf_unique').on(t.cpf),
    index('users_company_id_idx').on(t.companyId),
    index('users_atleta_id_idx').on(t.atletaId),
    index('users_tipo_idx').on(t.tipo),
    // The bell counts the accounts awaiting approval on every page: a handful among a network's family accounts.
    index('users_aprovacao_idx').on(t.aprovacao).where(sql`${t.aprovacao} is not null`),
    oneOf('users_tipo_check', t.tipo, roles),
    oneOf('users_status_check', t.status, activeStatuses),
    oneOf('users_aprovacao_check', t.aprovacao, signupApprovals),
  ],
);

/** Server-side sessions: the id is the SHA-256 of the token handed to the browser. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar({ length: 64 }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz().notNull().defaultNow(),
    lastSeenAt: timestamptz().notNull().defaultNow(),
    /** Absolute limit, whatever the activity. */
    expiresAt: timestamptz().notNull(),
    ip: varchar({ length: 45 }),
    userAgent: text(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar({ length: 64 }).notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
    used: boolean().notNull().default(false),
    usedAt: timestamptz(),
    requestedIp: varchar({ length: 45 }),
    requestedUserAgent: text(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * Rate-limit counters, shared by every app instance and kept across restarts (counted by
 * each process on its own, two instances would double every limit and a restart reset it). One
 * fixed window per key; the key is a hash, so no e-mail or address is stored here.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar({ length: 64 }).primaryKey(),
    hits: integer().notNull(),
    resetAt: timestamptz().notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/**
 * Browsers that signed in to an account before (a long-lived cookie, stored hashed): their owner gets
 * in even while wrong passwords typed elsewhere have locked the account's counter.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('known_devices_user_id_idx').on(t.userId)],
);
