import { z } from 'zod';
import type { AgeCategory } from './age';
import { kinships, type Kinship } from './athlete-constants';
import { passwordConfirmation, passwordsMatch, registerSchema } from './auth';
import { birthDate, LONG_TEXT, optionalEmail, optionalText, requiredId, requiredName, requiredPhone } from './fields';

/**
 * Family access (issue 19, design.md "A cliente sees only what belongs to them"): a family account
 * reaches an athlete only through an active guardian link, which the school creates or approves.
 * A typed CPF never grants anything: CPFs are printed on receipts and school forms.
 */

/** How a link was verified. */
export const linkVerifications = ['convite', 'solicitacao', 'cpf_confirmado'] as const;
export type LinkVerification = (typeof linkVerifications)[number];
export const linkVerificationLabels: Record<LinkVerification, string> = {
  convite: 'Convite aceito',
  solicitacao: 'Solicitação aprovada pela escola',
  cpf_confirmado: 'CPF conferido pela escola',
};

/** An invitation's state, derived from its dates (never stored). */
export const invitationStatuses = ['enviado', 'aceito', 'expirado', 'revogado'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];
export const invitationStatusLabels: Record<InvitationStatus, string> = {
  enviado: 'Enviado',
  aceito: 'Aceito',
  expirado: 'Expirado',
  revogado: 'Revogado',
};

export const INVITATION_DAYS = 7;

export const accessRequestStatuses = ['pendente', 'aprovada', 'recusada'] as const;
export type AccessRequestStatus = (typeof accessRequestStatuses)[number];
export const accessRequestStatusLabels: Record<AccessRequestStatus, string> = {
  pendente: 'Pendente',
  aprovada: 'Aprovada',
  recusada: 'Recusada',
};

/** `cpf`: an account whose CPF matched a guardian's before links existed (migration 0008). */
export const accessRequestOrigins = ['familia', 'cpf'] as const;
export type AccessRequestOrigin = (typeof accessRequestOrigins)[number];
export const accessRequestOriginLabels: Record<AccessRequestOrigin, string> = {
  familia: 'Pedido da família',
  cpf: 'CPF igual ao do responsável (conta anterior aos vínculos)',
};

/** The answer to a link request, the same whether or not such a child exists. */
export const ACCESS_REQUESTED = 'Pedido enviado. A escola vai conferir os dados e liberar o acesso.';

// ---- requests -------------------------------------------------------------------------------

/** "Convidar responsável" on the athlete page: the guardian e-mail on file unless another is given. */
export const invitationInputSchema = z.object({
  email: optionalEmail('Email inválido'),
  parentesco: z.enum(kinships, { error: 'Parentesco é obrigatório' }).optional(),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** Accepting without a session creates the account: the fields of sign-up, always as cliente. */
export const invitationRegisterSchema = registerSchema.omit({ tipo: true });
export type InvitationRegisterInput = z.input<typeof invitationRegisterSchema>;
export const invitationRegisterFormSchema = invitationRegisterSchema.extend(passwordConfirmation).refine(...passwordsMatch);

export const invitationTokenParam = z.object({
  token: z.string({ error: 'Convite não encontrado' }).trim().min(1, 'Convite não encontrado').max(200, 'Convite não encontrado'),
});

/** "Solicitar acesso" in Minha família: the child's full name and birth date, as the school has them. */
export const accessRequestInputSchema = z.object({
  nomeCompleto: requiredName('Nome completo do atleta é obrigatório'),
  dataNascimento: birthDate('Data de nascimento é obrigatória'),
  parentesco: z.enum(kinships, { error: 'Parentesco é obrigatório' }),
});
export type AccessRequestInput = z.input<typeof accessRequestInputSchema>;

/** Approving: the athlete the staff member chose (required when the request matched none). */
export const accessRequestApprovalSchema = z.object({
  athleteId: requiredId('Atleta é obrigatório').optional(),
});
export type AccessRequestApprovalInput = z.input<typeof accessRequestApprovalSchema>;

export const accessRequestListQuerySchema = z.object({
  status: z.enum(accessRequestStatuses, { error: 'Status inválido' }).optional(),
  page: z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(1, 'Página inválida').default(1),
  pageSize: z.coerce.number({ error: 'Tamanho de página inválido' }).int('Tamanho de página inválido').min(1).max(100, 'Tamanho de página inválido').default(25),
});

export const guardianParams = z.object({
  id: z.coerce.number({ error: 'Id inválido' }).int('Id inválido').min(1, 'Id inválido').max(2147483647, 'Id inválido'),
  userId: z.coerce.number({ error: 'Id inválido' }).int('Id inválido').min(1, 'Id inválido').max(2147483647, 'Id inválido'),
});

export const invitationParams = z.object({
  id: z.coerce.number({ error: 'Id inválido' }).int('Id inválido').min(1, 'Id inválido').max(2147483647, 'Id inválido'),
  invitationId: z.coerce.number({ error: 'Id inválido' }).int('Id inválido').min(1, 'Id inválido').max(2147483647, 'Id inválido'),
});

/** Minha família: the contact data a family keeps up to date itself (staff see it marked). */
export const familyContactSchema = z.object({
  telefone: requiredPhone('Telefone é obrigatório'),
  email: optionalEmail('Email inválido'),
  endereco: optionalText(LONG_TEXT),
  responsavelTelefone: requiredPhone('Telefone do responsável é obrigatório', 'Telefone do responsável inválido'),
  responsavelEmail: optionalEmail('Email inválido'),
});
export type FamilyContactInput = z.input<typeof familyContactSchema>;

// ---- answers --------------------------------------------------------------------------------

/** A family account linked to an athlete, as the athlete page's "Responsáveis" lists it. */
export interface GuardianLink {
  userId: number;
  nome: string;
  email: string;
  telefone: string | null;
  parentesco: Kinship;
  principal: boolean;
  verificacao: LinkVerification;
  criadoEm: string;
  criadoPor: string | null;
}

export interface Invitation {
  id: number;
  email: string;
  parentesco: Kinship;
  status: InvitationStatus;
  criadoEm: string;
  expiraEm: string;
  criadoPor: string | null;
  aceitoEm: string | null;
  aceitoPor: string | null;
}

/** Only the answer that creates an invitation carries its link: the token is never stored. */
export interface CreatedInvitation extends Invitation {
  link: string;
  /** Click-to-chat to the guardian's phone on file, with the message; null without a phone. */
  whatsappUrl: string | null;
}

export interface AccessRequest {
  id: number;
  solicitante: { id: number; nome: string; email: string; telefone: string | null };
  nomeCompleto: string;
  dataNascimento: string;
  parentesco: Kinship;
  origem: AccessRequestOrigin;
  status: AccessRequestStatus;
  criadoEm: string;
  /** The athlete whose name and birth date match (staff only); null when none does. */
  atleta: { id: number; nomeCompleto: string; dataNascimento: string } | null;
  decididoEm: string | null;
  decididoPor: string | null;
}

export interface AccessRequestPage {
  items: AccessRequest[];
  total: number;
}

/** GET /api/athletes/{id}/guardians: the athlete page's "Responsáveis" section. */
export interface AthleteGuardians {
  vinculos: GuardianLink[];
  convites: Invitation[];
  solicitacoes: AccessRequest[];
}

/** GET /api/invitations/{token}: what the invitation page shows before the guardian acts. */
export interface InvitationPreview {
  /** The child's first name only. */
  atletaNome: string;
  email: string;
  expiraEm: string;
}

/** What accepting answers: the child now linked, and, when the account was created, the session. */
export interface InvitationAccepted {
  message: string;
  atletaId: number;
  user?: import('./auth').SessionUser;
  sessionId?: string;
}

export interface FamilyTeam {
  id: number;
  nome: string;
  modalidade: string;
  unidade: string;
  diasSemana: string[];
  horario: string;
}

export interface FamilyEvent {
  tipo: 'treino' | 'jogo';
  /** yyyy-MM-dd */
  data: string;
  horario: string | null;
  titulo: string;
  local: string | null;
}

export interface FamilyInstalment {
  id: number;
  enrollmentId: number;
  numeroParcela: number;
  dataVencimento: string;
  valor: string;
  status: 'pendente' | 'atrasado';
}

export interface FamilyPayment {
  id: number;
  enrollmentId: number;
  numeroParcela: number;
  dataPagamento: string;
  valorPago: string;
  metodoPagamento: string | null;
}

/** One card of the family Início. */
export interface FamilyChild {
  id: number;
  nomeCompleto: string;
  fotoUrl: string | null;
  idade: number;
  categoria: AgeCategory;
  turmas: FamilyTeam[];
  /** Training days and games of the coming 14 days, by date. */
  agenda: FamilyEvent[];
  parcelasAbertas: FamilyInstalment[];
  ultimosPagamentos: FamilyPayment[];
}

export interface FamilyHome {
  criancas: FamilyChild[];
}

export interface FamilyMember {
  nome: string;
  parentesco: Kinship;
  principal: boolean;
  souEu: boolean;
}

/** One child in Minha família, with the contact data the family may change. */
export interface FamilyChildContact {
  id: number;
  nomeCompleto: string;
  dataNascimento: string;
  fotoUrl: string | null;
  telefone: string;
  email: string | null;
  endereco: string | null;
  responsavelNome: string;
  responsavelTelefone: string;
  responsavelEmail: string | null;
  responsaveis: FamilyMember[];
  contatoAtualizadoPelaFamiliaEm: string | null;
}

export interface MyFamily {
  criancas: FamilyChildContact[];
  solicitacoes: { id: number; nomeCompleto: string; dataNascimento: string; status: AccessRequestStatus; criadoEm: string }[];
}

/** The header bell: what waits for the signed-in staff member. */
export interface PendingCounts {
  /** Staff sign-ups awaiting approval (administrador only; 0 for the others). */
  aprovacoes: number;
  solicitacoes: number;
}
