import { z } from 'zod';
import { recordId, timestamp } from './responses';

/**
 * Children's data protection (LGPD, Lei 13.709/2018). The policy text lives in the web app
 * (/privacidade); its version is recorded with every consent, so a change of the text means a new
 * version here.
 */
export const PRIVACY_POLICY_VERSION = '2026-11';

export const CONSENT_REQUIRED =
  'É preciso aceitar a Política de Privacidade e autorizar o tratamento dos dados pessoais e de saúde para continuar.';

/**
 * The guardian's consent checkbox of every form that collects a child's data (registration,
 * quick registration, athlete creation): only `true` passes. Optional on input, so the forms may
 * start without it; missing is refused with the same message.
 */
export const lgpdConsent = z
  .boolean({ error: CONSENT_REQUIRED })
  .optional()
  .refine((v) => v === true, CONSENT_REQUIRED)
  .transform((): true => true);

/** Where a consent was given. */
export const consentOrigins = ['cadastro', 'cadastro-rapido', 'cadastro-atleta', 'conta'] as const;
export type ConsentOrigin = (typeof consentOrigins)[number];
export const consentOriginLabels: Record<ConsentOrigin, string> = {
  cadastro: 'Cadastro da conta',
  'cadastro-rapido': 'Cadastro rápido do atleta',
  'cadastro-atleta': 'Cadastro do atleta pela escola',
  conta: 'Concedido na página Privacidade',
};

/** A consent as the API returns it. `atletaId` null: the account's own data and its athletes. */
export const consentSchema = z.object({
  id: recordId,
  origem: z.enum(consentOrigins),
  versaoPolitica: z.string().meta({ examples: [PRIVACY_POLICY_VERSION] }),
  titularNome: z.string(),
  titularCpf: z.string().nullable().meta({ examples: ['52998224725'] }),
  atletaId: recordId.nullable(),
  atletaNome: z.string().nullable(),
  /** Staff member who recorded it on the guardian's behalf (athlete created at the school). */
  registradoPor: z.string().nullable(),
  concedidoEm: timestamp,
  revogadoEm: timestamp.nullable(),
  revogadoPor: z.string().nullable(),
});
export type Consent = z.output<typeof consentSchema>;

export const CONSENT_NOT_FOUND = 'Consentimento não encontrado';
export const CONSENT_ALREADY_REVOKED = 'Este consentimento já foi revogado.';

/** POST /api/privacy/consents: the signed-in guardian grants (again) consent for the current version. */
export const consentGrantSchema = z.object({ consentimentoLgpd: lgpdConsent });

/** The signed-in user's Privacidade page. */
export const myPrivacySchema = z.object({
  versaoPolitica: z.string().meta({ examples: [PRIVACY_POLICY_VERSION] }),
  consentimentos: z.array(consentSchema),
  /** Whether an unrevoked consent of the current policy version covers the account. */
  consentimentoAtivo: z.boolean(),
});
export type MyPrivacy = z.output<typeof myPrivacySchema>;

/** The school(s) running this Plantel: the controllers the policy names (LGPD art. 9, II and III). */
export const dataControllerSchema = z.object({
  nomeFantasia: z.string(),
  razaoSocial: z.string(),
  cnpj: z.string().meta({ examples: ['11222333000181'] }),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
});
export type DataController = z.output<typeof dataControllerSchema>;

/** A data subject request's export of one athlete's whole record. */
export const recordExportFormats = ['json', 'pdf'] as const;
export type RecordExportFormat = (typeof recordExportFormats)[number];
export const athleteExportQuerySchema = z.object({
  formato: z.enum(recordExportFormats, { error: 'Formato inválido' }).default('json'),
});

export const ONLY_INACTIVE_ANONYMIZED = 'Somente atletas inativos podem ser anonimizados. Inative o atleta antes.';
export const ALREADY_ANONYMIZED = 'Este atleta já foi anonimizado.';

/** The name an anonymised athlete keeps in the financial history. */
export const anonymizedAthleteName = (id: number) => `Atleta anonimizado #${id}`;
export const ANONYMIZED_GUARDIAN = 'Responsável anonimizado';

export const anonymizationResultSchema = z.object({
  id: recordId,
  nomeCompleto: z.string().meta({ examples: [anonymizedAthleteName(42)] }),
  /** Enrolments and instalments kept (financial history). */
  matriculasMantidas: z.number().int(),
  parcelasMantidas: z.number().int(),
  lancamentosRenomeados: z.number().int(),
});
export type AnonymizationResult = z.output<typeof anonymizationResultSchema>;
