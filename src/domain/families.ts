import { z } from 'zod';
import { amountDueSchema } from './late-fees';
import { ageCategories } from './age';
import { kinships } from './athlete-constants';
import { familyUpcomingSessionSchema } from './attendance';
import { passwordConfirmation, passwordsMatch, registerSchema } from './auth';
import { paymentMethods } from './enrollment-constants';
import { birthDate, LONG_TEXT, optionalEmail, optionalText, requiredId, requiredName, requiredPhone } from './fields';
import { weekdays } from './organization';
import { calendarDate, moneyText, recordId, timestamp } from './responses';
import { instalmentClaimSchema } from './payment-claims';

/**
 * Family access (docs/architecture.md "API conventions", ADR 0008): a family account
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
export const guardianLinkSchema = z.object({
  userId: recordId,
  nome: z.string(),
  email: z.string(),
  telefone: z.string().nullable(),
  parentesco: z.enum(kinships),
  principal: z.boolean(),
  verificacao: z.enum(linkVerifications),
  criadoEm: timestamp,
  criadoPor: z.string().nullable(),
});
export type GuardianLink = z.output<typeof guardianLinkSchema>;

export const invitationSchema = z.object({
  id: recordId,
  email: z.string(),
  parentesco: z.enum(kinships),
  status: z.enum(invitationStatuses),
  criadoEm: timestamp,
  expiraEm: timestamp,
  criadoPor: z.string().nullable(),
  aceitoEm: timestamp.nullable(),
  aceitoPor: z.string().nullable(),
});
export type Invitation = z.output<typeof invitationSchema>;

/** Only the answer that creates an invitation carries its link: the token is never stored. */
export const createdInvitationSchema = invitationSchema.extend({
  link: z.string().meta({ examples: ['https://plantel.example.com/convite/3q2x...'] }),
  /** Click-to-chat to the guardian's phone on file, with the message; null without a phone. */
  whatsappUrl: z.string().nullable().meta({ examples: ['https://wa.me/5511987654321?text=Ol%C3%A1!...'] }),
});
export type CreatedInvitation = z.output<typeof createdInvitationSchema>;

export const accessRequestSchema = z.object({
  id: recordId,
  solicitante: z.object({ id: recordId, nome: z.string(), email: z.string(), telefone: z.string().nullable() }),
  nomeCompleto: z.string(),
  dataNascimento: calendarDate,
  parentesco: z.enum(kinships),
  origem: z.enum(accessRequestOrigins),
  status: z.enum(accessRequestStatuses),
  criadoEm: timestamp,
  /** The athlete whose name and birth date match (staff only); null when none does. */
  atleta: z.object({ id: recordId, nomeCompleto: z.string(), dataNascimento: calendarDate }).nullable(),
  decididoEm: timestamp.nullable(),
  decididoPor: z.string().nullable(),
});
export type AccessRequest = z.output<typeof accessRequestSchema>;

export const accessRequestPageSchema = z.object({ items: z.array(accessRequestSchema), total: z.number().int() });
export type AccessRequestPage = z.output<typeof accessRequestPageSchema>;

/** GET /api/athletes/{id}/guardians: the athlete page's "Responsáveis" section. */
export const athleteGuardiansSchema = z.object({
  vinculos: z.array(guardianLinkSchema),
  convites: z.array(invitationSchema),
  solicitacoes: z.array(accessRequestSchema),
});
export type AthleteGuardians = z.output<typeof athleteGuardiansSchema>;

/** GET /api/invitations/{token}: what the invitation page shows before the guardian acts. */
export const invitationPreviewSchema = z.object({
  /** The child's first name only. */
  atletaNome: z.string(),
  email: z.string(),
  expiraEm: timestamp,
});
export type InvitationPreview = z.output<typeof invitationPreviewSchema>;

/** What a signed-in family's acceptance answers: the child now linked to its account. */
export const invitationAcceptedSchema = z.object({
  message: z.string(),
  atletaId: recordId,
});
export type InvitationAccepted = z.output<typeof invitationAcceptedSchema>;

export const familyTeamSchema = z.object({
  id: recordId,
  nome: z.string(),
  modalidade: z.string(),
  unidade: z.string(),
  diasSemana: z.array(z.enum(weekdays)),
  horario: z.string().meta({ examples: ['18:00 - 19:30'] }),
});
export type FamilyTeam = z.output<typeof familyTeamSchema>;

export const familyEventSchema = z.object({
  tipo: z.enum(['treino', 'jogo']),
  data: calendarDate,
  horario: z.string().nullable(),
  titulo: z.string(),
  local: z.string().nullable(),
  /** A training's state for this child: cancelled (and why), the family's absence notice, the roll's mark. */
  treino: familyUpcomingSessionSchema.pick({ teamId: true, teamNome: true, cancelada: true, motivoCancelamento: true, aviso: true, status: true }).nullable(),
});
export type FamilyEvent = z.output<typeof familyEventSchema>;

export const familyInstalmentSchema = z.object({
  id: recordId,
  enrollmentId: recordId,
  numeroParcela: z.number().int(),
  dataVencimento: calendarDate,
  valor: moneyText,
  status: z.enum(['pendente', 'atrasado']),
  /** Overdue with the school's multa e juros: what it costs today (src/domain/late-fees.ts); null otherwise. */
  atraso: amountDueSchema.nullable(),
  /** Whether the school receives this instalment by PIX (GET /api/monthly-payments/{id}/pix). */
  pix: z.boolean(),
  /** "Já paguei": under review (its pay buttons wait), or refused and why; null when the family said nothing. */
  conferencia: instalmentClaimSchema,
});
export type FamilyInstalment = z.output<typeof familyInstalmentSchema>;

export const familyPaymentSchema = z.object({
  id: recordId,
  enrollmentId: recordId,
  numeroParcela: z.number().int(),
  /** The month the fee is for (feeName). */
  dataVencimento: calendarDate,
  dataPagamento: calendarDate,
  valorPago: moneyText,
  metodoPagamento: z.enum(paymentMethods).nullable(),
});
export type FamilyPayment = z.output<typeof familyPaymentSchema>;

/** One card of the family Início. */
export const familyChildSchema = z.object({
  id: recordId,
  nomeCompleto: z.string(),
  fotoUrl: z.string().nullable(),
  idade: z.number().int(),
  categoria: z.enum(ageCategories),
  turmas: z.array(familyTeamSchema),
  /** Training days and games of the coming 14 days, by date. */
  agenda: z.array(familyEventSchema),
  parcelasAbertas: z.array(familyInstalmentSchema),
  ultimosPagamentos: z.array(familyPaymentSchema),
});
export type FamilyChild = z.output<typeof familyChildSchema>;

export const familyHomeSchema = z.object({ criancas: z.array(familyChildSchema) });
export type FamilyHome = z.output<typeof familyHomeSchema>;

export const familyMemberSchema = z.object({
  nome: z.string(),
  parentesco: z.enum(kinships),
  principal: z.boolean(),
  souEu: z.boolean(),
});
export type FamilyMember = z.output<typeof familyMemberSchema>;

/** One child in Minha família, with the contact data the family may change. */
export const familyChildContactSchema = z.object({
  id: recordId,
  nomeCompleto: z.string(),
  dataNascimento: calendarDate,
  fotoUrl: z.string().nullable(),
  telefone: z.string().meta({ examples: ['11987654321'] }),
  email: z.string().nullable(),
  endereco: z.string().nullable(),
  responsavelNome: z.string(),
  responsavelTelefone: z.string().meta({ examples: ['11987654321'] }),
  responsavelEmail: z.string().nullable(),
  responsaveis: z.array(familyMemberSchema),
  contatoAtualizadoPelaFamiliaEm: timestamp.nullable(),
});
export type FamilyChildContact = z.output<typeof familyChildContactSchema>;

export const myFamilySchema = z.object({
  criancas: z.array(familyChildContactSchema),
  solicitacoes: z.array(
    z.object({ id: recordId, nomeCompleto: z.string(), dataNascimento: calendarDate, status: z.enum(accessRequestStatuses), criadoEm: timestamp }),
  ),
});
export type MyFamily = z.output<typeof myFamilySchema>;

/** The header bell: what waits for the signed-in staff member. */
/**
 * What needs staff today, for the header bell and Início: decisions waiting, then what
 * the day holds. Each figure is null for a role that cannot open the screen that resolves it.
 */
export const pendingCountsSchema = z.object({
  /** Staff sign-ups awaiting approval (administrador only; 0 for the others). */
  aprovacoes: z.number().int(),
  solicitacoes: z.number().int(),
  /** Open instalments due before today, at their value (Gestão Financeira). */
  vencidas: z.object({ quantidade: z.number().int(), valor: moneyText }).nullable(),
  /** Today's trainings not cancelled, every team (Cronograma). */
  treinosHoje: z.number().int().nullable(),
  /** "Já paguei" of families awaiting staff's check (Gestão Financeira); null for who does not take payments. */
  pagamentosInformados: z.number().int().nullable(),
});
export type PendingCounts = z.output<typeof pendingCountsSchema>;
