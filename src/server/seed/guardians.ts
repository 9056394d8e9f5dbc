import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Tx } from '../db/client';
import { athleteGuardians } from '../db/schema/index';
import type { SeedContext, SeedStep } from './context';
import { need } from './context';
import { isNetwork } from './network';
import { DEMO_PASSWORD, demoFamily } from './people';

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

/** The e-mail of a network's family account n (1, 2, …): the benchmark signs in as them. */
export const familyEmail = (n: number) => `familia${n}@plantel.demo`;

/**
 * A network-sized school: every family gets its account, as if all had accepted the school's
 * invitations. One per guardian CPF (siblings share it), numbered by its first child's place in
 * the generated list (familia1@plantel.demo, …), with the demo password hashed once for all; the
 * demo family keeps her own. Set-based: one statement for the accounts, one for the links.
 */
export const seedFamilyAccounts: SeedStep = async (tx, ctx) => {
  if (isNetwork(ctx.athleteCount)) await createFamilyAccounts(tx, ctx);
};

/** The accounts and links of seedFamilyAccounts, for any school (a test calls it on the small one). */
export async function createFamilyAccounts(tx: Tx, ctx: SeedContext) {
  const { admin } = need(ctx.accounts, 'as contas');
  const athletes = need(ctx.athletes, 'os atletas');
  const ids = sql.param(athletes.map((a) => a.id));
  const indexes = sql.param(athletes.map((a) => a.index));
  const senha = await hashPassword(DEMO_PASSWORD);
  const accounts = await tx.execute<{ n: number; created: number }>(sql`
    with seeded as (
      select a.responsavel_cpf as cpf, a.responsavel_nome as nome, a.responsavel_telefone as telefone, s.idx
        from unnest(${ids}::int[], ${indexes}::int[]) as s(id, idx) join athletes a on a.id = s.id
       where a.responsavel_cpf <> ${demoFamily.cpf}
    ),
    families as (
      select distinct on (cpf) cpf, nome, telefone, idx from seeded order by cpf, idx
    ),
    numbered as (
      select *, row_number() over (order by idx) as n from families
    ),
    inserted as (
      insert into users (nome, nome_completo, email, cpf, telefone, senha, tipo, ativo, status)
      select split_part(nome, ' ', 1), nome, 'familia' || n || '@plantel.demo', cpf, telefone, ${senha}, 'cliente', true, 'ativo'
        from numbered
       where not exists (select 1 from users u where u.cpf = numbered.cpf)
       order by n
      on conflict do nothing
      returning 1
    )
    select (select count(*) from numbered)::int as n, (select count(*) from inserted)::int as created`);
  const { n, created } = accounts.rows[0]!;
  ctx.count('users', created);
  ctx.families = n;

  // Each athlete linked to its guardian's account; the first account linked is the principal one.
  const links = await tx.execute<{ count: number }>(sql`
    with inserted as (
      insert into athlete_guardians (athlete_id, user_id, nome, cpf, telefone, email, parentesco, principal, verificacao, created_by_user_id)
      select a.id, u.id, coalesce(u.nome_completo, u.nome), u.cpf, u.telefone, u.email, a.responsavel_parentesco,
             not exists (select 1 from athlete_guardians g where g.athlete_id = a.id and g.user_id is not null and g.ativo),
             'convite', ${admin.id}::int
        from unnest(${ids}::int[]) as s(id)
        join athletes a on a.id = s.id
        join users u on u.cpf = a.responsavel_cpf and u.tipo = 'cliente'
       order by a.id
      on conflict (athlete_id, user_id) do nothing
      returning 1
    )
    select count(*)::int as count from inserted`);
  ctx.count('athlete_guardians', links.rows[0]!.count);
}
