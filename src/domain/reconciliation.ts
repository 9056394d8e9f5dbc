import { z } from 'zod';
import { athleteListQuerySchema } from './athletes';
import { requiredId } from './fields';
import { dateBR } from './format';
import { pixChargeItemSchema } from './pix';
import { calendarDate, moneyText, pageOf, recordId, timestamp } from './responses';

/**
 * Bank reconciliation (docs/pix.md "Conciliação bancária", ADR 0014): the credits of the school's bank
 * statement (OFX), each matched to the instalment or the family PIX charge it paid.
 */

export const bankLineStatuses = ['pendente', 'conciliada', 'ignorada'] as const;
export type BankLineStatus = (typeof bankLineStatuses)[number];

export const bankLineStatusLabels: Record<BankLineStatus, string> = {
  pendente: 'Pendentes',
  conciliada: 'Conciliados',
  ignorada: 'Ignorados',
};

/** How far from a due date an amount-only credit is still taken for that instalment. */
export const MATCH_WINDOW_DAYS = 10;

/** An OFX file of a month of credits is tens of KB; this leaves room under the request limit, in base64. */
export const OFX_MAX_BYTES = 700 * 1024;
const OFX_MAX_BASE64 = Math.ceil(OFX_MAX_BYTES / 3) * 4;

export const OFX_REQUIRED = 'Selecione o arquivo OFX do extrato';
export const OFX_TOO_LARGE = 'O arquivo deve ter no máximo 700 KB';
export const NOT_OFX =
  'O arquivo não é um extrato OFX: no site ou aplicativo do banco, exporte o extrato da conta no formato OFX (também chamado Money ou Quicken)';
export const NO_FITID = 'O extrato tem créditos sem identificador (FITID) e não pode ser importado';

/** Credits in one file: a month of a large school is a few thousand; a longer period goes in parts. */
export const MAX_STATEMENT_CREDITS = 5_000;
export const TOO_MANY_CREDITS =
  'O extrato tem mais de 5.000 créditos: exporte do banco um período menor (um mês, por exemplo) e importe um arquivo de cada vez';
/** What the OFX specification allows a FITID. */
export const MAX_FITID_LENGTH = 255;
export const FITID_TOO_LONG = 'O extrato tem um identificador de lançamento (FITID) com mais de 255 caracteres e não pode ser importado';
/** Bank, branch and account as the specification sizes them (9, 22 and 22 characters), with room to spare. */
export const MAX_ACCOUNT_LENGTH = 100;
export const ACCOUNT_TOO_LONG = 'O extrato identifica a conta (banco, agência e conta) com mais de 100 caracteres e não pode ser importado';
/** A credit that could not be a payment's date (see paymentDateRefusal): the whole file is refused. */
export const creditDateRefused = (data: string, reason: string) =>
  `O extrato tem um crédito de ${dateBR(data)} e nada foi importado. ${reason}.`;
export const LINE_NOT_FOUND = 'Lançamento do extrato não encontrado';
export const LINE_ALREADY_RECONCILED = 'Este crédito já foi conciliado';
export const LINE_IGNORED = 'Este crédito está ignorado: restaure-o antes de conciliar';
export const AMOUNT_DIFFERS = 'O valor do crédito é diferente do valor em aberto: nada foi registrado';
export const CHOOSE_ONE = 'Escolha uma parcela ou uma cobrança PIX';

/** POST /api/bank-statements: the file's bytes, as the bank wrote them (often windows-1252). */
export const bankStatementUploadSchema = z.object({
  arquivo: z
    .string({ error: OFX_REQUIRED })
    .min(1, OFX_REQUIRED)
    .max(OFX_MAX_BASE64, OFX_TOO_LARGE)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, NOT_OFX),
});

export const bankStatementImportSchema = z.object({
  /** The bank account as the file names it: bank, branch and account. */
  conta: z.string(),
  /** Credits in the file; debits are not read. */
  creditos: z.number().int(),
  novos: z.number().int(),
  jaImportados: z.number().int(),
});
export type BankStatementImport = z.output<typeof bankStatementImportSchema>;

export const bankLinesQuerySchema = z.object({
  status: z.enum(bankLineStatuses, { error: 'Situação inválida' }).default('pendente'),
  page: z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(1, 'Página inválida').max(100_000, 'Página inválida').default(1),
  pageSize: z.coerce.number({ error: 'Tamanho de página inválido' }).int().min(1).max(100, 'Tamanho de página inválido').default(25),
});
export type BankLinesQuery = z.input<typeof bankLinesQuerySchema>;

/** GET …/lines/{id}/options: the search box of "Escolher outra parcela" (athlete's name). */
export const bankLineOptionsQuerySchema = athleteListQuerySchema.pick({ busca: true });

/** What a credit pays: one instalment, or a family's PIX charge (several instalments). */
const instalmentTarget = z.object({
  id: recordId,
  enrollmentId: recordId,
  athlete: z.object({ id: recordId, nomeCompleto: z.string() }),
  numeroParcela: z.number().int(),
  dataVencimento: calendarDate,
  valor: moneyText,
});
const chargeTarget = z.object({ id: recordId, txid: z.string(), valor: moneyText, itens: z.array(pixChargeItemSchema) });

/** What a credit pays or may pay: one of the two is set. */
export const bankTargetSchema = z.object({ parcela: instalmentTarget.nullable(), cobranca: chargeTarget.nullable() });
export type BankTarget = z.output<typeof bankTargetSchema>;

export const bankMatchSchema = bankTargetSchema.extend({
  /** Why Plantel proposes it: "txid na descrição" or "mesmo valor, vencimento em 02/03". */
  motivo: z.string(),
});
export type BankMatch = z.output<typeof bankMatchSchema>;

export const bankLineSchema = z.object({
  id: recordId,
  conta: z.string(),
  fitid: z.string(),
  data: calendarDate,
  descricao: z.string(),
  valor: moneyText,
  status: z.enum(bankLineStatuses),
  /** A pending credit's match: by txid, else the one open charge of that amount due nearest. */
  proposta: bankMatchSchema.nullable(),
  /** A pending credit's open charges of that amount due near its date, nearest first (several equally near: no proposal). */
  candidatos: z.array(bankMatchSchema),
  /** A reconciled credit: what it paid. */
  pagou: bankTargetSchema.nullable(),
  /** Who reconciled or ignored it, and when. */
  decididoPor: z.object({ id: recordId, nome: z.string() }).nullable(),
  decididoEm: timestamp.nullable(),
});
export type BankLine = z.output<typeof bankLineSchema>;

export const bankLineListSchema = pageOf(bankLineSchema).extend({
  /** Lines per status, for the tabs. */
  totais: z.object({ pendente: z.number().int(), conciliada: z.number().int(), ignorada: z.number().int() }),
});
export type BankLineList = z.output<typeof bankLineListSchema>;

export const bankLineOptionsSchema = z.object({ opcoes: z.array(bankMatchSchema) });
export type BankLineOptions = z.output<typeof bankLineOptionsSchema>;

/** POST …/lines/{id}/confirm: the proposal, or what staff chose instead. */
export const bankLineConfirmSchema = z
  .object({ instalmentId: requiredId('Parcela inválida').optional(), chargeId: requiredId('Cobrança inválida').optional() })
  .refine((body) => (body.instalmentId === undefined) !== (body.chargeId === undefined), CHOOSE_ONE);
export type BankLineConfirmInput = z.input<typeof bankLineConfirmSchema>;
