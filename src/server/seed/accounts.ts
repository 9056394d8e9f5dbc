import { inArray } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { teamProfessors, users } from '../db/schema/index';
import type { SeedAccount, SeedStep } from './context';
import { need } from './context';
import { DEMO_PASSWORD, demoAdmin, demoFamily, demoProfessor } from './people';

/** The three demo accounts (found by email) and the professor's link to the teams he coaches. */
export const seedAccounts: SeedStep = async (tx, ctx) => {
  const company = need(ctx.company, 'a empresa');
  const defs = [demoAdmin, demoProfessor, demoFamily];
  const emails = defs.map((d) => d.email);
  const existing = await tx.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const missing = defs.filter((d) => !existing.some((e) => e.email === d.email));
  let createdEmails: string[] = [];
  if (missing.length) {
    const rows = await Promise.all(
      missing.map(async (d) => ({
        ...d,
        senha: await hashPassword(DEMO_PASSWORD),
        // Staff belong to the company; the family account does not.
        companyId: d.tipo === 'cliente' ? null : company.id,
        ativo: true,
        status: 'ativo' as const,
      })),
    );
    // A CPF already used by another account would make the insert skip a row: checked below.
    const created = await tx.insert(users).values(rows).onConflictDoNothing().returning({ email: users.email });
    createdEmails = created.map((c) => c.email);
    ctx.count('users', created.length);
  }
  const stored = await tx
    .select({ id: users.id, email: users.email, nomeCompleto: users.nomeCompleto, nome: users.nome, tipo: users.tipo })
    .from(users)
    .where(inArray(users.email, emails));
  const account = (email: string): SeedAccount => {
    const row = stored.find((s) => s.email === email);
    if (!row) throw new Error(`Seed: não foi possível criar a conta ${email} (CPF já usado por outra conta?).`);
    return {
      id: row.id,
      email: row.email,
      nomeCompleto: row.nomeCompleto ?? row.nome,
      tipo: row.tipo as SeedAccount['tipo'],
      created: createdEmails.includes(email),
    };
  };
  ctx.accounts = { admin: account(demoAdmin.email), professor: account(demoProfessor.email), family: account(demoFamily.email) };

  const professorTeams = need(ctx.teams, 'as turmas').filter((t) => t.professorNome === demoProfessor.nomeCompleto);
  if (professorTeams.length) {
    const linked = await tx
      .insert(teamProfessors)
      .values(professorTeams.map((t) => ({ teamId: t.id, userId: ctx.accounts!.professor.id, tipo: 'titular', principal: true })))
      .onConflictDoNothing()
      .returning({ id: teamProfessors.id });
    ctx.count('team_professors', linked.length);
  }
};
