import { and, eq } from 'drizzle-orm';
import { kinshipLabels } from '@domain/athlete-constants';
import type { AthleteRegistration } from '@domain/athletes';
import { dateBR } from '@domain/format';
import type { Db } from '../../db/client';
import { athletes, users } from '../../db/schema/index';
import type { Mailer } from '../../http/mailer';
import type { QuickRegisterTaken } from '../../jobs/queue';

/** Only these fields travel in the job (no photo, no health data). */
export const quickRegisterTaken = (data: AthleteRegistration): QuickRegisterTaken => ({
  cpf: data.cpf,
  nomeCompleto: data.nomeCompleto,
  dataNascimento: data.dataNascimento,
  responsavelNome: data.responsavelNome,
  responsavelParentesco: data.responsavelParentesco,
  responsavelTelefone: data.responsavelTelefone,
});

/**
 * The public quick registration was sent with the CPF of an athlete already registered. The sender
 * got the answer of a new registration (so the form tells nobody which children are enrolled) and
 * nothing was changed; every active administrador is told here, with what was sent, to follow up.
 */
export async function warnOfTakenQuickRegister(db: Db, mailer: Mailer, publicUrl: string, submitted: QuickRegisterTaken) {
  const [athlete] = await db.select({ id: athletes.id, nomeCompleto: athletes.nomeCompleto }).from(athletes).where(eq(athletes.cpf, submitted.cpf));
  if (!athlete) return;
  const admins = await db
    .select({ nome: users.nome, email: users.email })
    .from(users)
    .where(and(eq(users.tipo, 'administrador'), eq(users.ativo, true)));
  for (const admin of admins) {
    await mailer.send({
      to: admin.email,
      subject: 'Plantel: Cadastro Rápido de um atleta já cadastrado',
      text:
        `Olá, ${admin.nome}.\n\nO Cadastro Rápido recebeu os dados de um atleta cujo CPF já está cadastrado: ${athlete.nomeCompleto}. ` +
        'Nada foi alterado no cadastro, e quem enviou viu a mensagem de um cadastro novo (assim o formulário público não revela quem já é aluno).\n\n' +
        `Atleta informado: ${submitted.nomeCompleto}, nascimento em ${dateBR(submitted.dataNascimento)}\n` +
        `Responsável informado: ${submitted.responsavelNome} (${kinshipLabels[submitted.responsavelParentesco]}), telefone ${submitted.responsavelTelefone}\n\n` +
        `Cadastro do atleta: ${publicUrl}/atletas/${athlete.id}\n\n` +
        'Se foi a família atualizando os dados, confira com ela e atualize o cadastro. ' +
        'Se você não reconhece o responsável, confira quem tem acesso ao atleta.\n',
    });
  }
}
