import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { athleteGuardians, athletes } from '../db/schema/index';

/** The athletes a user is linked to as a guardian, now: removing a link ends access on the next request. */
export const linkedAthleteIds = (userId: number) =>
  sql`(select ${athleteGuardians.athleteId} from ${athleteGuardians} where ${and(eq(athleteGuardians.userId, userId), eq(athleteGuardians.ativo, true))})`;

/**
 * A user's family (docs/architecture.md "API conventions": a cliente sees only what belongs to
 * them, ADR 0008): the athletes of their active guardian links, and the athlete whose own account
 * it is (`atletaId`, set only by staff). A CPF never enters here: CPFs are printed on receipts and
 * school forms.
 */
export function familyAthletes(user: Pick<SessionUser, 'id' | 'atletaId'>): SQL {
  const linked = sql`${athletes.id} in ${linkedAthleteIds(user.id)}`;
  return user.atletaId ? or(linked, eq(athletes.id, user.atletaId))! : linked;
}

/**
 * Who takes a payment: a signed-in user, or null for the school's bank (the settlement job, docs/pix.md
 * "O banco da escola"), which acts for the school, sees every instalment and is nobody.
 */
export type Payer = SessionUser | null;

/**
 * What a user may see (docs/architecture.md "API conventions", ADR 0008): staff (and the school's
 * bank) see every athlete; a cliente only their family's (`familyAthletes`). Every query below
 * carries this condition, so another family's athlete is simply not found.
 */
export function athleteScope(user: Payer): SQL | undefined {
  return user?.tipo === 'cliente' ? familyAthletes(user) : undefined;
}
