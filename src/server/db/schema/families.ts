import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { kinships } from '@domain/athletes';
import { accessRequestOrigins, accessRequestStatuses, linkVerifications } from '@domain/families';
import { id, oneOf, timestamps, timestamptz } from './columns';
import { athletes } from './athletes';
import { users } from './users';

/**
 * An athlete's guardians. A row with `userId` is a link: that family account sees the athlete while
 * `ativo` (docs/architecture.md "API conventions", ADR 0008); rows without one are contacts the
 * school keeps. A removed link stays, inactive, as the record of who had access.
 */
export const athleteGuardians = pgTable(
  'athlete_guardians',
  {
    id: id(),
    athleteId: integer()
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    nome: text().notNull(),
    cpf: varchar({ length: 11 }),
    telefone: varchar({ length: 20 }),
    email: text(),
    parentesco: text({ enum: kinships }).notNull(),
    principal: boolean().notNull().default(false),
    ativo: boolean().notNull().default(true),
    verificacao: text({ enum: linkVerifications }),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamptz(),
    removedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('athlete_guardians_athlete_id_idx').on(t.athleteId),
    index('athlete_guardians_cpf_idx').on(t.cpf),
    uniqueIndex('athlete_guardians_athlete_user_unique').on(t.athleteId, t.userId),
    // Every scoped query of a family asks "which athletes may this user see?".
    index('athlete_guardians_user_active_idx')
      .on(t.userId, t.athleteId)
      .where(sql`${t.ativo}`),
    oneOf('athlete_guardians_parentesco_check', t.parentesco, kinships),
    oneOf('athlete_guardians_verificacao_check', t.verificacao, linkVerifications),
  ],
);

/** A single-use invitation; only the SHA-256 of its token is kept. Its state is derived from the dates. */
export const guardianInvitations = pgTable(
  'guardian_invitations',
  {
    id: id(),
    athleteId: integer()
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    parentesco: text({ enum: kinships }).notNull(),
    tokenHash: varchar({ length: 64 }).notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
    acceptedAt: timestamptz(),
    acceptedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamptz(),
    revokedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('guardian_invitations_token_hash_unique').on(t.tokenHash),
    index('guardian_invitations_athlete_id_idx').on(t.athleteId),
    oneOf('guardian_invitations_parentesco_check', t.parentesco, kinships),
  ],
);

/**
 * A family's request to see a child, by the name and birth date it typed. `athleteId` is the match
 * found for the staff, never shown to the family.
 */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    athleteId: integer().references(() => athletes.id, { onDelete: 'set null' }),
    nomeCompleto: text().notNull(),
    dataNascimento: date({ mode: 'string' }).notNull(),
    parentesco: text({ enum: kinships }).notNull(),
    origem: text({ enum: accessRequestOrigins }).notNull().default('familia'),
    status: text({ enum: accessRequestStatuses }).notNull().default('pendente'),
    decidedAt: timestamptz(),
    decidedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('access_requests_status_created_at_idx').on(t.status, t.createdAt),
    index('access_requests_user_id_idx').on(t.userId),
    index('access_requests_athlete_id_idx').on(t.athleteId),
    oneOf('access_requests_parentesco_check', t.parentesco, kinships),
    oneOf('access_requests_origem_check', t.origem, accessRequestOrigins),
    oneOf('access_requests_status_check', t.status, accessRequestStatuses),
  ],
);
