import { z } from 'zod';
import { accountPassword, password, PASSWORD_MIN, userCpf } from './auth';
import { email, requiredName } from './fields';
import { recordId, timestamp } from './responses';
import { roles, type Role } from './roles';

/**
 * The accounts user management creates and whose passwords it resets (spec 2 §6); cliente
 * accounts come from the public registration.
 */
export const staffRoles = ['administrador', 'professor', 'assistente'] as const satisfies readonly Role[];
export type StaffRole = (typeof staffRoles)[number];

export const isStaffRole = (tipo: Role): tipo is StaffRole => (staffRoles as readonly Role[]).includes(tipo);

/** 'Novo Usuário' (spec 2 §5 "New system user"). */
export const systemUserInputSchema = z.object({
  nomeCompleto: requiredName('Nome completo é obrigatório'),
  email: email('Email inválido'),
  cpf: userCpf,
  senha: accountPassword,
  tipo: z.enum(staffRoles, { error: 'Perfil é obrigatório' }),
});
export type SystemUserInput = z.input<typeof systemUserInputSchema>;
export type SystemUserData = z.output<typeof systemUserInputSchema>;

/** 'Resetar Senha' (spec 2 §5 "Reset user password"). */
export const resetPasswordSchema = z.object({
  novaSenha: password(`Nova senha deve ter pelo menos ${PASSWORD_MIN} caracteres`),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordData = z.output<typeof resetPasswordSchema>;

/**
 * A self-registered staff account waits for an administrator (docs/architecture.md "First account"):
 * 'pendente' until approved or refused; null for every other account.
 */
export const signupApprovals = ['pendente', 'recusada'] as const;
export type SignupApproval = (typeof signupApprovals)[number];

/** An account as /usuarios lists it (spec 2 §3.1 "System user"); never the password hash. */
export const systemUserSchema = z.object({
  id: recordId,
  nomeCompleto: z.string().meta({ description: 'O nome completo, ou o nome curto quando a conta não tem um' }),
  email: z.string(),
  cpf: z.string().nullable().meta({ examples: ['52998224725'] }),
  atletaId: recordId.nullable(),
  tipo: z.enum(roles),
  ativo: z.boolean(),
  aprovacao: z.enum(signupApprovals).nullable(),
  createdAt: timestamp,
});
export type SystemUser = z.output<typeof systemUserSchema>;
