import { z } from 'zod';
import { roles } from './roles';
import { birthDate, cpf, email, requiredName, requiredPhone } from './fields';
import { onlyDigits } from './documents';
import { lgpdConsent } from './privacy';
import { recordId } from './responses';

export const PASSWORD_MIN = 8;

export const loginSchema = z.object({
  email: email('Email inválido'),
  senha: z.string({ error: 'Senha é obrigatória' }).min(1, 'Senha é obrigatória').max(200, 'Senha inválida'),
});
export type LoginInput = z.input<typeof loginSchema>;

/** A new password: at least PASSWORD_MIN characters (spec 2 §9), with the caller's message. */
export const password = (message: string) =>
  z.string({ error: message }).min(PASSWORD_MIN, message).max(200, 'Senha muito longa');

/** A password chosen for an account: on sign-up, on /usuarios, and on the reset by email. */
export const accountPassword = password(`Senha deve ter pelo menos ${PASSWORD_MIN} caracteres`);

/** Roles a person may choose when creating an account on the landing page (spec 2 §2.4). */
export const registrationRoles = ['administrador', 'professor', 'cliente'] as const;

/**
 * The CPF of an account, public or created on /usuarios (spec 2 §5): 11 to 14 characters, formatted
 * or not, checked by its digits and stored as the 11 digits.
 */
export const userCpf = z
  .string({ error: 'CPF deve ter 11 dígitos' })
  .min(11, 'CPF deve ter 11 dígitos')
  .max(14, 'CPF deve ter 11 dígitos')
  .refine((v) => onlyDigits(v).length === 11, 'CPF deve ter 11 dígitos')
  .pipe(cpf('CPF inválido'));

export const registerSchema = z.object({
  nome: requiredName('Nome é obrigatório'),
  nomeCompleto: requiredName('Nome completo é obrigatório'),
  email: email('Email inválido'),
  cpf: userCpf,
  dataNascimento: birthDate('Data de nascimento é obrigatória'),
  telefone: requiredPhone('Telefone inválido'),
  senha: accountPassword,
  tipo: z.enum(registrationRoles, { error: 'Tipo de usuário é obrigatório' }),
  /** LGPD: the account holder's consent, for their own data and that of the athletes in their care. */
  consentimentoLgpd: lgpdConsent,
});
export type RegisterInput = z.input<typeof registerSchema>;

/** A sign-up form's password confirmation, which is never sent: `schema.extend(passwordConfirmation).refine(...passwordsMatch)`. */
export const passwordConfirmation = { confirmarSenha: z.string().min(1, 'Confirme a senha') };
export const passwordsMatch: [(v: { senha: string; confirmarSenha: string }) => boolean, { message: string; path: string[] }] = [
  (v) => v.senha === v.confirmarSenha,
  { message: 'Senhas não conferem', path: ['confirmarSenha'] },
];

export const registerFormSchema = registerSchema.extend(passwordConfirmation).refine(...passwordsMatch);
export type RegisterFormInput = z.input<typeof registerFormSchema>;

export const passwordResetRequestSchema = z.object({ email: email('Email inválido') });

export const passwordResetValidateSchema = z.object({
  token: z.string({ error: 'Token é obrigatório' }).trim().min(1, 'Token é obrigatório').max(200, 'Token inválido'),
});

export const passwordResetConfirmSchema = passwordResetValidateSchema
  .extend({
    newPassword: accountPassword,
    confirmPassword: z.string({ error: 'Confirme a nova senha' }).min(1, 'Confirme a nova senha'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Senhas não conferem', path: ['confirmPassword'] });

/** The signed-in user as the API returns it (never the password hash). */
export const sessionUserSchema = z.object({
  id: recordId,
  nome: z.string(),
  nomeCompleto: z.string().nullable(),
  email: z.string(),
  cpf: z.string().nullable().meta({ examples: ['52998224725'] }),
  tipo: z.enum(roles),
  /** The athlete whose own account this is (set only by staff), or null. */
  atletaId: recordId.nullable(),
  ativo: z.boolean(),
});
export type SessionUser = z.output<typeof sessionUserSchema>;

/** POST /api/auth/login: the user and the session id the web keeps for its bearer header. */
export const loginResultSchema = z.object({ user: sessionUserSchema, sessionId: z.string() });
export type LoginResult = z.output<typeof loginResultSchema>;

/** POST /api/auth/password-reset/validate: whether the link can still be used. */
export const passwordResetValidationSchema = z.object({ valid: z.boolean() });
