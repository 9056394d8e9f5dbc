import { z } from 'zod';
import { athleteListQuerySchema } from './athletes';
import { isoDate, money, requiredId } from './fields';
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
/** An OFX file with no bank account statement: what it is instead, and what to export. */
export const CARD_STATEMENT =
  'O arquivo é o extrato do cartão de crédito; exporte o da conta corrente: no site ou aplicativo do banco, extrato da conta no formato OFX';
export const INVESTMENT_STATEMENT =
  'O arquivo é o extrato de investimentos; exporte o da conta corrente: no site ou aplicativo do banco, extrato da conta no formato OFX';
export const NO_STATEMENT =
  'O arquivo OFX não traz o extrato de nenhuma conta (o banco pode tê-lo gerado vazio ou com erro): exporte de novo o extrato da conta corrente';
export const NO_ACCOUNT = 'O extrato não identifica a conta (banco, agência e conta) e não pode ser importado';
/** CURDEF other than BRL: not the school's account in reais. */
export const currencyRefused = (currency: string) =>
  `O extrato é de uma conta em ${currency.slice(0, 10)}, e o Plantel concilia apenas contas em reais (BRL): nada foi importado`;
export const creditAmountUnreadable = (amount: string, data: string | null) =>
  `O extrato tem um lançamento${data ? ` de ${dateBR(data)}` : ''} com valor ilegível ("${amount.slice(0, 30)}") e nada foi importado: exporte-o de novo do banco`;
export const creditDateUnreadable = (posted: string) =>
  `O extrato tem um crédito com data ilegível ("${posted.slice(0, 30)}") e nada foi importado: exporte-o de novo do banco`;

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
export const SEVERAL_INSTALMENTS = 'Escolha de 2 a 24 parcelas';
export const INSTALMENTS_REPEATED = 'A mesma parcela foi escolhida duas vezes';
export const SUM_DIFFERS = 'A soma das parcelas escolhidas é diferente do valor do crédito: nada foi registrado';
export const CHOOSE_LINES = 'Escolha de 1 a 100 créditos';
export const RULE_REQUIRED = 'Informe o texto que os créditos a ignorar trazem na descrição';
export const RULE_TOO_SHORT = 'O texto da regra deve ter ao menos 3 letras ou números';
export const RULE_NOT_FOUND = 'Regra não encontrada';
export const PIX_AMOUNT_REQUIRED = 'Informe o valor recebido';
export const PIX_AMOUNT_INVALID = 'Valor inválido';
export const PIX_DATE_REQUIRED = 'Informe a data do PIX';
/** A PIX staff saw in the bank's app, kept as a credit of this account beside the statements'. */
export const MANUAL_PIX_ACCOUNT = 'PIX informado em Pagamentos';


/** POST /api/bank-statements: the file's bytes, as the bank wrote them (often windows-1252). */
export const bankStatementUploadSchema = z.object({
  arquivo: z
    .string({ error: OFX_REQUIRED })
    .min(1, OFX_REQUIRED)
    .max(OFX_MAX_BASE64, OFX_TOO_LARGE)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, NOT_OFX),
});

/** One bank account of an imported file. */
export const bankStatementAccountSchema = z.object({
  /** The bank account as the file names it: bank, branch and account. */
  conta: z.string(),
  /** Its credits in the file; debits and balances are not read. */
  creditos: z.number().int(),
  novos: z.number().int(),
  jaImportados: z.number().int(),
  /** No credit of this account was imported before: staff check it is the school's. */
  nova: z.boolean(),
});
export type BankStatementAccount = z.output<typeof bankStatementAccountSchema>;

export const bankStatementImportSchema = z.object({
  /** Credits in the file, of every account. */
  creditos: z.number().int(),
  novos: z.number().int(),
  jaImportados: z.number().int(),
  /** Every bank account the file holds, in its order. */
  contas: z.array(bankStatementAccountSchema),
});
export type BankStatementImport = z.output<typeof bankStatementImportSchema>;

export const bankLinesQuerySchema = z.object({
  status: z.enum(bankLineStatuses, { error: 'Situação inválida' }).default('pendente'),
  page: z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(1, 'Página inválida').max(100_000, 'Página inválida').default(1),
  pageSize: z.coerce.number({ error: 'Tamanho de página inválido' }).int().min(1).max(100, 'Tamanho de página inválido').default(25),
  /** The account as the statement names it. */
  conta: z.string().trim().max(MAX_ACCOUNT_LENGTH, 'Conta inválida').optional(),
  /** Credits on or after this day. */
  de: isoDate('Data inicial inválida').optional(),
  /** Credits on or before this day. */
  ate: isoDate('Data final inválida').optional(),
  /** Credits of exactly this amount ('900,00' or '900.00'). */
  valor: money({ required: 'Valor inválido', invalid: 'Valor inválido', blankAs: '' }).transform((v) => v || undefined),
});
export type BankLinesQuery = z.input<typeof bankLinesQuerySchema>;
export type BankLinesFilter = z.output<typeof bankLinesQuerySchema>;

/** GET …/lines/{id}/options: the search box of "Escolher outra parcela" (athlete's name). */
export const bankLineOptionsQuerySchema = athleteListQuerySchema.pick({ busca: true });

/** What a credit pays: one instalment, several (siblings, or months together), or a family's PIX charge. */
const instalmentTarget = z.object({
  id: recordId,
  enrollmentId: recordId,
  athlete: z.object({ id: recordId, nomeCompleto: z.string() }),
  /** The athlete's guardians' names, to tell one family from another. */
  responsaveis: z.array(z.string()),
  numeroParcela: z.number().int(),
  dataVencimento: calendarDate,
  valor: moneyText,
});
export type InstalmentTarget = z.output<typeof instalmentTarget>;
const chargeTarget = z.object({ id: recordId, txid: z.string(), valor: moneyText, itens: z.array(pixChargeItemSchema) });

/** What a credit pays or may pay: one of the three is set. */
export const bankTargetSchema = z.object({
  parcela: instalmentTarget.nullable(),
  /** Several instalments of one family that the credit pays together, oldest due first. */
  parcelas: z.array(instalmentTarget).nullable(),
  cobranca: chargeTarget.nullable(),
});
export type BankTarget = z.output<typeof bankTargetSchema>;

export const bankMatchSchema = bankTargetSchema.extend({
  /** Why Plantel proposes it: "txid na descrição", "mesmo valor, vencimento em 02/03" or the guardian the description names. */
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
  /** Why a pending credit has no proposal though charges of its amount are open (a company paid it; the payer's family owes no such amount). */
  aviso: z.string().nullable(),
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
  /** Every account credits were imported from, for the filter. */
  contas: z.array(z.string()),
});
export type BankLineList = z.output<typeof bankLineListSchema>;

export const bankLineOptionsSchema = z.object({
  opcoes: z.array(bankMatchSchema),
  /** To tick several that add up to the credit: the open instalments of the athletes found (by their or a guardian's name), else of the family the credit names. */
  parcelasDaFamilia: z.array(instalmentTarget),
});
export type BankLineOptions = z.output<typeof bankLineOptionsSchema>;

/** POST …/lines/{id}/confirm: the proposal, or what staff chose instead. */
export const bankLineConfirmSchema = z
  .object({
    instalmentId: requiredId('Parcela inválida').optional(),
    instalmentIds: z
      .array(requiredId('Parcela inválida'), { error: SEVERAL_INSTALMENTS })
      .min(2, SEVERAL_INSTALMENTS)
      .max(24, SEVERAL_INSTALMENTS)
      .refine((ids) => new Set(ids).size === ids.length, INSTALMENTS_REPEATED)
      .optional(),
    chargeId: requiredId('Cobrança inválida').optional(),
  })
  .refine((body) => [body.instalmentId, body.instalmentIds, body.chargeId].filter((v) => v !== undefined).length === 1, CHOOSE_ONE);
export type BankLineConfirmInput = z.input<typeof bankLineConfirmSchema>;
export type BankLineConfirm = z.output<typeof bankLineConfirmSchema>;

/** The body of "Confirmar" for a proposal or a chosen target. */
export const confirmBodyOf = ({ parcela, parcelas, cobranca }: BankTarget): BankLineConfirmInput =>
  parcela ? { instalmentId: parcela.id } : parcelas ? { instalmentIds: parcelas.map((item) => item.id) } : { chargeId: cobranca!.id };

/** POST /api/bank-statements/lines/ignore: "Ignorar" for the credits ticked. */
export const bankLinesIgnoreSchema = z.object({
  ids: z.array(requiredId('Crédito inválido'), { error: CHOOSE_LINES }).min(1, CHOOSE_LINES).max(100, CHOOSE_LINES),
});
export const bankLinesIgnoredSchema = z.object({ ignorados: z.number().int() });

/** "Ignorar créditos como …": the text that marks a credit as not a fee ('Rent.inv.facil'). */
export const bankLineRuleInputSchema = z.object({
  padrao: z
    .string({ error: RULE_REQUIRED })
    .trim()
    .min(1, RULE_REQUIRED)
    .max(100, 'O texto da regra deve ter no máximo 100 caracteres')
    .refine((v) => v.replace(/[^\p{L}\p{N}]/gu, '').length >= 3, RULE_TOO_SHORT),
});
export type BankLineRuleInput = z.input<typeof bankLineRuleInputSchema>;

export const bankLineRuleSchema = z.object({
  id: recordId,
  padrao: z.string(),
  criadoPor: z.string().nullable(),
  createdAt: timestamp,
});
export type BankLineRule = z.output<typeof bankLineRuleSchema>;
export const bankLineRulesSchema = z.object({ regras: z.array(bankLineRuleSchema) });
/** A rule made: the pending credits it ignored at once. */
export const bankLineRuleCreatedSchema = bankLineRuleSchema.extend({ ignorados: z.number().int() });
export type BankLineRuleCreated = z.output<typeof bankLineRuleCreatedSchema>;

/**
 * POST /api/bank-statements/pix: "Confirmar PIX" in Pagamentos, a PIX staff saw in the bank's app
 * kept as a credit, proposed like a statement's: by its txid, or by its amount and the payer's name.
 */
export const manualPixSchema = z.object({
  valor: money({ required: PIX_AMOUNT_REQUIRED, invalid: PIX_AMOUNT_INVALID }).refine((v) => v !== '0.00', PIX_AMOUNT_INVALID),
  data: isoDate(PIX_DATE_REQUIRED),
  /** The txid or the payer's name, as the bank's app shows them. */
  descricao: z.string().trim().max(200, 'A descrição deve ter no máximo 200 caracteres').optional().default(''),
});
export type ManualPixInput = z.input<typeof manualPixSchema>;
export type ManualPix = z.output<typeof manualPixSchema>;
