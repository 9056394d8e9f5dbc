import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Mailer } from '../../http/mailer';

/**
 * A public sign-up met an account with the same e-mail or CPF. The sign-up was answered as if it
 * had worked (docs/architecture.md "API conventions": answers never reveal what exists, ADR 0010),
 * so each account's holder hears of it here, with the way in if it was them.
 */
export async function warnOfTakenSignUp(db: Db, mailer: Mailer, publicUrl: string, attempt: { email: string; cpf: string }) {
  const owners = await db
    .select({ nome: users.nome, email: users.email, cpf: users.cpf })
    .from(users)
    .where(or(eq(users.email, attempt.email), eq(users.cpf, attempt.cpf)));
  for (const owner of owners) {
    const sameEmail = owner.email === attempt.email;
    const sameCpf = owner.cpf === attempt.cpf;
    const what = sameEmail && sameCpf ? 'o seu e-mail e o seu CPF' : sameEmail ? 'o seu e-mail' : 'o seu CPF';
    await mailer.send({
      to: owner.email,
      subject: 'Plantel: tentativa de criar uma conta com os seus dados',
      text:
        `Olá, ${owner.nome}.\n\nAlguém tentou criar uma conta no Plantel com ${what}. ` +
        'Como você já tem uma conta, nenhuma conta nova foi criada.\n\n' +
        `Se foi você, entre com este e-mail e a sua senha em ${publicUrl}/. ` +
        'Se não lembra a senha, use "Esqueci minha senha" na tela de entrada. ' +
        'Se você estava aceitando um convite da escola, entre primeiro e depois abra de novo o link do convite.\n\n' +
        'Se não foi você, ignore este e-mail: a sua conta continua como estava.\n',
    });
  }
}

/**
 * An inactive account signed in with the right password and got the answer of a wrong one (so the
 * sign-in tells nobody which accounts exist): its holder learns the real reason here.
 */
export async function explainRefusedSignIn(db: Db, mailer: Mailer, publicUrl: string, userId: number) {
  const [user] = await db
    .select({ nome: users.nome, email: users.email, ativo: users.ativo, aprovacao: users.aprovacao })
    .from(users)
    .where(eq(users.id, userId));
  // Approved (or removed) since: nothing to explain.
  if (!user || user.ativo) return;
  const notYou = 'Se não foi você quem tentou entrar, alguém conhece a sua senha: peça ao administrador que a redefina.\n';
  await mailer.send(
    user.aprovacao === 'pendente'
      ? {
          to: user.email,
          subject: 'Plantel: a sua conta aguarda aprovação',
          text:
            `Olá, ${user.nome}.\n\nVocê tentou entrar no Plantel, mas a sua conta ainda aguarda a aprovação de um administrador da escola. ` +
            `Assim que ela for aprovada, você poderá entrar com o seu e-mail e senha em ${publicUrl}/.\n\n${notYou}`,
        }
      : {
          to: user.email,
          subject: 'Plantel: a sua conta está inativa',
          text:
            `Olá, ${user.nome}.\n\nVocê tentou entrar no Plantel, mas a sua conta está inativa. ` +
            `Procure um administrador da escola para liberar o acesso.\n\n${notYou}`,
        },
  );
}
