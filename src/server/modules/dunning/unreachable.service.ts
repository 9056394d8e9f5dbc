import { and, asc, count, exists, or, sql } from 'drizzle-orm';
import { UNREACHABLE_PAGE_SIZE, type UnreachableFamily } from '@domain/dunning';
import type { Executor } from '../../db/client';
import { guardianEmail } from '../../db/guardian-sql';
import { openInstalment } from '../../db/instalment-sql';
import { athletes, enrollments, instalments } from '../../db/schema/index';

const noEmail = sql<boolean>`(${guardianEmail} is null)`;
/** The phone "Cobrar no WhatsApp" dials: the guardian's on the athlete's record. */
const noPhone = sql<boolean>`(coalesce(regexp_replace(${athletes.responsavelTelefone}, '\\D', '', 'g'), '') = '')`;

const owesAFee = exists(
  sql`(select 1 from ${instalments} join ${enrollments} on ${enrollments.id} = ${instalments.enrollmentId}
    where ${enrollments.athleteId} = ${athletes.id} and ${openInstalment})`,
);

/**
 * The families the reminders cannot reach (issue 35), for staff to complete their records: each
 * athlete with a fee still owed whose guardian has no e-mail or no phone, by name, one page.
 */
export async function unreachableFamilies(db: Executor, page: number) {
  const where = and(owesAFee, or(noEmail, noPhone));
  const [items, [total]] = await Promise.all([
    db
      .select({
        athleteId: athletes.id,
        nomeCompleto: athletes.nomeCompleto,
        responsavelNome: athletes.responsavelNome,
        semEmail: noEmail,
        semTelefone: noPhone,
      })
      .from(athletes)
      .where(where)
      .orderBy(asc(athletes.nomeCompleto), asc(athletes.id))
      .limit(UNREACHABLE_PAGE_SIZE)
      .offset((page - 1) * UNREACHABLE_PAGE_SIZE),
    db.select({ total: count() }).from(athletes).where(where),
  ]);
  return { items: items satisfies UnreachableFamily[], total: total?.total ?? 0, page, pageSize: UNREACHABLE_PAGE_SIZE };
}

