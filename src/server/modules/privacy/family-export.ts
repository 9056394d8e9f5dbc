import { asc, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { PRIVACY_POLICY_VERSION } from '@domain/privacy';
import type { Executor } from '../../db/client';
import { athletes, sessions, users } from '../../db/schema/index';
import { athleteRecords } from './athlete-record';
import { familyAthletes } from '../../auth/scopes';
import { myPrivacy } from './consents.service';

/**
 * What a signed-in user may download about themself (LGPD art. 18, II and V): their account (never
 * the password hash), their sessions, their consents, and the whole record of each athlete of their
 * family, without the school's audit trail (which holds the staff's data).
 */
export async function familyExport(db: Executor, user: SessionUser) {
  const [[account], sessoes, privacy, family] = await Promise.all([
    db
      .select({
        id: users.id,
        nome: users.nome,
        nomeCompleto: users.nomeCompleto,
        email: users.email,
        cpf: users.cpf,
        dataNascimento: users.dataNascimento,
        telefone: users.telefone,
        tipo: users.tipo,
        atletaId: users.atletaId,
        ativo: users.ativo,
        criadoEm: users.createdAt,
        atualizadoEm: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, user.id)),
    db
      .select({ inicio: sessions.createdAt, ultimoAcesso: sessions.lastSeenAt, ip: sessions.ip, navegador: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.lastSeenAt)),
    myPrivacy(db, user),
    db.select({ id: athletes.id }).from(athletes).where(familyAthletes(user)).orderBy(asc(athletes.id)),
  ]);
  return {
    geradoEm: new Date().toISOString(),
    versaoPolitica: PRIVACY_POLICY_VERSION,
    conta: account,
    sessoes,
    consentimentos: privacy.consentimentos,
    atletas: await athleteRecords(
      db,
      family.map((a) => a.id),
      { auditTrail: false },
    ),
  };
}
