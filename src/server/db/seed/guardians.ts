import { athleteGuardians } from '../schema/index';
import type { SeedStep } from './context';
import { need } from './context';
import { demoFamily } from './people';

/**
 * The demo family account sees its two children through links, as if it had accepted the school's
 * invitations: the guardian CPF on the athletes grants nothing by itself.
 */
export const seedGuardianLinks: SeedStep = async (tx, ctx) => {
  const { admin, family } = need(ctx.accounts, 'as contas');
  const children = need(ctx.athletes, 'os atletas').filter((a) => a.responsavelCpf === demoFamily.cpf);
  if (!children.length) return;
  const linked = await tx
    .insert(athleteGuardians)
    .values(
      children.map((child) => ({
        athleteId: child.id,
        userId: family.id,
        nome: demoFamily.nomeCompleto,
        cpf: demoFamily.cpf,
        telefone: demoFamily.telefone,
        email: demoFamily.email,
        parentesco: 'mae' as const,
        principal: true,
        verificacao: 'convite' as const,
        createdByUserId: admin.id,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: athleteGuardians.id });
  ctx.count('athlete_guardians', linked.length);
};
