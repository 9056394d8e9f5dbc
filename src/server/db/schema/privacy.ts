import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { consentOrigins } from '@domain/privacy';
import { id, oneOf, timestamptz } from './columns';
import { athletes } from './athletes';
import { users } from './users';

/**
 * LGPD consents (art. 8, 11 and 14): who consented (the account, or the guardian named on an
 * athlete's registration), to which policy version, when, and when it was revoked. A row is never
 * deleted by a revocation, so the history stays provable.
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    /** The account that consented (registration, Privacidade page); null for a quick registration. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The athlete the consent covers; null: the account's own data and its athletes. */
    athleteId: integer().references(() => athletes.id, { onDelete: 'cascade' }),
    titularNome: text().notNull(),
    titularCpf: varchar({ length: 11 }),
    origem: text({ enum: consentOrigins }).notNull(),
    policyVersion: text().notNull(),
    /** The staff member who recorded the guardian's consent when registering an athlete at the school. */
    recordedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    ip: varchar({ length: 45 }),
    consentedAt: timestamptz().notNull().defaultNow(),
    revokedAt: timestamptz(),
    revokedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('consents_user_id_idx').on(t.userId),
    index('consents_athlete_id_idx').on(t.athleteId),
    index('consents_titular_cpf_idx').on(t.titularCpf),
    index('consents_recorded_by_user_id_idx').on(t.recordedByUserId),
    index('consents_revoked_by_user_id_idx').on(t.revokedByUserId),
    oneOf('consents_origem_check', t.origem, consentOrigins),
  ],
);
