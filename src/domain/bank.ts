import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { money, optionalText } from './fields';
import { moneyBR } from './format';
import { toCents } from './money';
import { INVALID_PIX_KEY } from './pix';
import { moneyText, recordId, timestamp } from './responses';

/**
 * How each bank's API Pix differs from the Central Bank's standard, as data (docs/pix.md "O banco
 * da escola", ADR 0019): the code speaks the standard once and reads these differences.
 */
export interface BankProfile {
  nome: string;
  /** Where each resource lives below the base address (Sicredi versions them one by one). */
  paths: { cob: string; cobv: string; pix: string; webhook: string };
  /** The address a school usually enters, already filled in. */
  baseUrl: string;
  tokenUrl: string;
  /** How the token call names the client: HTTP Basic with id and secret, or the id alone in the form (the certificate proves the rest). */
  tokenAuth: 'basic' | 'form-client-id';
  /** A header every API call carries with the client id. */
  clientIdHeader: string | null;
  /** A query parameter every API call carries with the application key (Banco do Brasil). */
  appKeyParam: string | null;
  /** Where a charge's answer puts the "copia e cola". */
  copyPasteField: 'pixCopiaECola' | 'brcode';
  /** What the school must ask its bank for, as the connection form shows it. */
  pede: string;
}

const standardPaths = { cob: '/cob', cobv: '/cobv', pix: '/pix', webhook: '/webhook' };

export const bankProfiles = {
  padrao: {
    nome: 'Outro banco (padrão API Pix do Banco Central)',
    paths: standardPaths,
    baseUrl: '',
    tokenUrl: '',
    tokenAuth: 'basic',
    clientIdHeader: null,
    appKeyParam: null,
    copyPasteField: 'pixCopiaECola',
    pede: 'Endereço da API Pix e do token, client id e client secret, e o certificado do cliente (PFX com senha, ou PEM).',
  },
  bb: {
    nome: 'Banco do Brasil',
    paths: standardPaths,
    baseUrl: 'https://api.bb.com.br/pix/v2',
    tokenUrl: 'https://oauth.bb.com.br/oauth/token',
    tokenAuth: 'basic',
    clientIdHeader: null,
    appKeyParam: 'gw-dev-app-key',
    copyPasteField: 'pixCopiaECola',
    pede: 'No Portal Developers BB: client id, client secret e a chave da aplicação (developer_application_key); o certificado do cliente enviado ao banco.',
  },
  sicoob: {
    nome: 'Sicoob',
    paths: standardPaths,
    baseUrl: 'https://api.sicoob.com.br/pix/api/v2',
    tokenUrl: 'https://auth.sicoob.com.br/auth/realms/cooperado/protocol/openid-connect/token',
    tokenAuth: 'form-client-id',
    clientIdHeader: 'client_id',
    appKeyParam: null,
    copyPasteField: 'brcode',
    pede: 'No Portal Sicoob Developers: o client id do aplicativo e o certificado do cliente (PFX) cadastrado nele; não há client secret.',
  },
  sicredi: {
    nome: 'Sicredi',
    paths: { cob: '/api/v2/cob', cobv: '/api/v2/cobv', pix: '/api/v2/pix', webhook: '/api/v2/webhook' },
    baseUrl: 'https://api-pix.sicredi.com.br',
    tokenUrl: 'https://api-pix.sicredi.com.br/oauth/token',
    tokenAuth: 'basic',
    clientIdHeader: null,
    appKeyParam: null,
    copyPasteField: 'pixCopiaECola',
    pede: 'Na cooperativa: client id e client secret da API Pix e o certificado do cliente (PEM: certificado e chave privada).',
  },
  itau: {
    nome: 'Itaú',
    paths: standardPaths,
    baseUrl: 'https://secure.api.itau/pix_recebimentos/v2',
    tokenUrl: 'https://sts.itau.com.br/api/oauth/token',
    tokenAuth: 'basic',
    clientIdHeader: null,
    appKeyParam: null,
    copyPasteField: 'pixCopiaECola',
    pede: 'No Itaú: client id e client secret; o certificado é emitido pelo banco a partir de uma CSR (gere a chave e a CSR, envie a CSR e cole aqui o certificado e a chave).',
  },
  efi: {
    nome: 'Efí (Gerencianet)',
    paths: standardPaths,
    baseUrl: 'https://pix.api.efipay.com.br/v2',
    tokenUrl: 'https://pix.api.efipay.com.br/oauth/token',
    tokenAuth: 'basic',
    clientIdHeader: null,
    appKeyParam: null,
    copyPasteField: 'pixCopiaECola',
    pede: 'Na conta Efí (API › Aplicações): client id, client secret e o certificado (.p12) da aplicação; o certificado vale também na chamada do token.',
  },
} as const satisfies Record<string, BankProfile>;

export const bankProfileIds = Object.keys(bankProfiles) as [BankProfileId, ...BankProfileId[]];
export type BankProfileId = keyof typeof bankProfiles;

export const BANK_PROFILE_REQUIRED = 'Escolha o banco';
export const BANK_URL_INVALID = 'Informe um endereço https:// válido';
export const CLIENT_ID_REQUIRED = 'Informe o client id';
export const CERTIFICATE_REQUIRED = 'Envie o certificado do cliente';
export const CERTIFICATE_UNREADABLE = 'Não foi possível ler o certificado: confira o arquivo e a senha';
export const CERTIFICATE_EXPIRED = 'O certificado do cliente está vencido';
export const CLIENT_SECRET_REQUIRED = 'Informe o client secret';
export const APP_KEY_REQUIRED = 'Informe a chave da aplicação (developer_application_key)';
export const BANK_NOT_CONNECTED = 'Não há conexão com o banco para esta empresa ou unidade';
export const WEBHOOK_NOT_FOUND = 'Endereço de notificação desconhecido';

const httpsUrl = z
  .string({ error: BANK_URL_INVALID })
  .trim()
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, BANK_URL_INVALID)
  .transform((value) => value.replace(/\/+$/, ''));

const optionalSecret = z.string().trim().max(4000).optional().transform((value) => value || undefined);

/**
 * The client certificate as the bank delivers it: a PKCS#12 file (.pfx/.p12, base64) with its
 * password, or PEM certificate and private key.
 */
export const clientCertificateSchema = z.discriminatedUnion('formato', [
  z.object({ formato: z.literal('pfx'), arquivo: z.base64({ error: CERTIFICATE_UNREADABLE }).max(100_000, CERTIFICATE_UNREADABLE), senha: z.string().max(200).default('') }),
  z.object({
    formato: z.literal('pem'),
    certificado: z.string().trim().includes('BEGIN CERTIFICATE', { error: CERTIFICATE_UNREADABLE }).max(20_000),
    chavePrivada: z.string().trim().includes('PRIVATE KEY', { error: CERTIFICATE_UNREADABLE }).max(20_000),
  }),
]);
export type ClientCertificate = z.output<typeof clientCertificateSchema>;

/**
 * PUT /api/companies/{id}/bank-connection and /api/units/{id}/bank-connection. The secret, the
 * application key and the certificate may be left out on a change: what is stored stays.
 */
export const bankConnectionInputSchema = z.object({
  perfil: z.enum(bankProfileIds, { error: BANK_PROFILE_REQUIRED }),
  baseUrl: httpsUrl,
  tokenUrl: httpsUrl,
  clientId: z.string({ error: CLIENT_ID_REQUIRED }).trim().min(1, CLIENT_ID_REQUIRED).max(500),
  clientSecret: optionalSecret,
  appKey: optionalSecret,
  certificado: clientCertificateSchema.optional(),
  escopos: z.string().trim().max(500).default(''),
  chave: z
    .string({ error: 'Chave PIX é obrigatória' })
    .trim()
    .min(1, 'Chave PIX é obrigatória')
    .refine((value) => getPixKeyInfo(value) !== null, INVALID_PIX_KEY),
});
export type BankConnectionInput = z.input<typeof bankConnectionInputSchema>;
export type BankConnectionData = z.output<typeof bankConnectionInputSchema>;

/** What the API answers about a connection: never a secret, a key or a certificate's private part. */
export const bankConnectionSchema = z.object({
  perfil: z.enum(bankProfileIds),
  baseUrl: z.string(),
  tokenUrl: z.string(),
  clientId: z.string(),
  escopos: z.string(),
  chave: z.string(),
  temClientSecret: z.boolean(),
  temAppKey: z.boolean(),
  certificado: z.object({ titular: z.string(), validoAte: z.string() }),
  /** How the last exchanges with the bank went (the settlement job writes it). */
  situacao: z.object({
    consultadoAte: z.string().nullable(),
    ultimoSucesso: z.string().nullable(),
    ultimoErro: z.string().nullable(),
    falhasSeguidas: z.number().int(),
  }),
});
export type BankConnection = z.output<typeof bankConnectionSchema>;

/** POST …/bank-connection/test: a token, the last hour of Pix received, and whether the webhook was registered. */
export const bankConnectionTestSchema = z.object({ ok: z.literal(true), pixNaUltimaHora: z.number().int(), webhook: z.boolean() });

/** POST /api/bank-webhooks/{token}/pix: the standard's callback body; only the end-to-end ids are used. */
export const bankWebhookSchema = z.object({
  pix: z.array(z.looseObject({ endToEndId: z.string().regex(/^[a-zA-Z0-9]{32}$/, 'endToEndId inválido') })).max(1000),
});

// ---- devoluções (refunds of a Pix the bank settled) ----

export const bankRefundStatusLabels = {
  solicitada: 'Aguardando o banco',
  em_processamento: 'Em processamento no banco',
  devolvida: 'Devolvida',
  recusada: 'Recusada pelo banco',
} as const;

export const REFUND_VALUE_REQUIRED = 'Informe o valor a devolver';
export const REFUND_VALUE_INVALID = 'Valor da devolução inválido';
export const REFUND_NOT_BANK_PIX =
  'Esta parcela não foi paga por um Pix que o banco da escola informou: faça a devolução pelo aplicativo do banco e cancele o pagamento';
export const refundAbove = (available: string) => `O valor passa do que ainda pode ser devolvido desta parcela (${moneyBR(available)})`;
export const REFUND_POSITIVE = 'O valor da devolução deve ser maior que zero';

/** POST /api/monthly-payments/:id/pix-refunds: how much of the Pix to give back, and why. */
export const pixRefundInputSchema = z.object({
  valor: money({ required: REFUND_VALUE_REQUIRED, invalid: REFUND_VALUE_INVALID }).refine((valor) => toCents(valor) > 0, REFUND_POSITIVE),
  motivo: optionalText(140),
});
export type PixRefundInput = z.input<typeof pixRefundInputSchema>;
export type PixRefundData = z.output<typeof pixRefundInputSchema>;

export const pixRefundSchema = z.object({
  id: recordId,
  valor: moneyText,
  motivo: z.string().nullable(),
  status: z.enum(Object.keys(bankRefundStatusLabels) as [keyof typeof bankRefundStatusLabels]),
  erro: z.string().nullable(),
  solicitadaEm: timestamp,
});
export type PixRefund = z.output<typeof pixRefundSchema>;

/**
 * GET …/pix-refunds: whether a Pix the school's bank settled paid the instalment (only that one can
 * be refunded here), how much of it can still go back, and its refunds.
 */
export const pixRefundListSchema = z.object({ viaBanco: z.boolean(), devolvivel: moneyText, devolucoes: z.array(pixRefundSchema) });
export type PixRefundList = z.output<typeof pixRefundListSchema>;
