import { z } from 'zod';
import { MIN_SEARCH_LENGTH } from './athletes';
import { dateParts, daysInMonth } from './dates';
import { isoDate, money, moneyDate, optionalText, pageSizeOf, requiredChoice, requiredId, requiredName, requiredText } from './fields';
import { toCents } from './money';
import { calendarDate, moneyText, pageOf, recordId, timestamp } from './responses';
import { PERIOD_ORDER, REQUIRED_FIELDS } from './messages';

export const ledgerTypes = ['receita', 'despesa'] as const;
export type LedgerType = (typeof ledgerTypes)[number];
export const ledgerTypeLabels: Record<LedgerType, string> = { receita: 'Receita', despesa: 'Despesa' };

/** Category of the receitas recorded when an instalment is paid. */
export const INSTALMENTS_CATEGORY = 'Mensalidades';

/** Category of the multa e juros paid with an overdue instalment (src/domain/late-fees.ts). */
export const LATE_FEES_CATEGORY = 'Multa e juros';

/** Categories every school starts with (inserted by migrations 0005 and, for the late fees, 0029 on every new database). */
export const defaultCategories: Record<LedgerType, readonly string[]> = {
  receita: [INSTALMENTS_CATEGORY, LATE_FEES_CATEGORY, 'Uniformes', 'Eventos', 'Patrocínio'],
  despesa: ['Salários', 'Aluguel', 'Material Esportivo', 'Manutenção', 'Impostos'],
};

// ---- messages (spec 1 §5 "Financial record"; the others decided here) ----

/** The web's name for the period refusal (src/domain/messages.ts holds the text). */
export { PERIOD_ORDER } from './messages';

export const CATEGORY_NAME_REQUIRED = 'Nome da categoria é obrigatório';
export const SUBCATEGORY_REQUIRED = 'Nome da subcategoria e categoria são obrigatórios';
export const RECORD_NOT_FOUND = 'Registro financeiro não encontrado';
export const CATEGORY_NOT_FOUND = 'Categoria não encontrada';
export const SUBCATEGORY_NOT_FOUND = 'Subcategoria não encontrada';
export const CATEGORY_OF_OTHER_TYPE = 'A categoria escolhida não é deste tipo';
export const SUBCATEGORY_OF_OTHER_CATEGORY = 'A subcategoria escolhida não é desta categoria';
export const CATEGORY_INACTIVE = 'Categoria inativa';
export const SUBCATEGORY_INACTIVE = 'Subcategoria inativa';
export const CATEGORY_EXISTS = 'Categoria já cadastrada';
export const SUBCATEGORY_EXISTS = 'Subcategoria já cadastrada nesta categoria';
export const INSTALMENTS_CATEGORY_PROTECTED = `A categoria ${INSTALMENTS_CATEGORY} recebe os pagamentos de parcelas e não pode ser excluída nem inativada.`;
export const LATE_FEES_CATEGORY_PROTECTED = `A categoria ${LATE_FEES_CATEGORY} recebe a multa e os juros das parcelas pagas em atraso e não pode ser excluída nem inativada.`;

/** Why a category that payments book into may be neither removed nor inactivated; null for any other. */
export function protectedCategoryRefusal(category: { nome: string; tipo: LedgerType }) {
  if (category.tipo !== 'receita') return null;
  if (category.nome === INSTALMENTS_CATEGORY) return INSTALMENTS_CATEGORY_PROTECTED;
  if (category.nome === LATE_FEES_CATEGORY) return LATE_FEES_CATEGORY_PROTECTED;
  return null;
}
export const PAYMENT_RECORD_NOT_EDITABLE =
  'Este lançamento foi gerado pelo pagamento de uma parcela e não pode ser alterado aqui. Para corrigi-lo, cancele o pagamento da parcela em Pagamentos.';
export const PAYMENT_RECORD_NOT_DELETABLE =
  'Este lançamento foi gerado pelo pagamento de uma parcela e não pode ser excluído aqui. Para removê-lo, cancele o pagamento da parcela em Pagamentos.';

const records = (n: number) => `${n} ${n === 1 ? 'lançamento' : 'lançamentos'}`;
export const categoryInUse = (n: number) =>
  `Não é possível excluir a categoria: ela possui ${records(n)}. Inative a categoria em vez de excluí-la.`;
export const subcategoryInUse = (n: number) =>
  `Não é possível excluir a subcategoria: ela possui ${records(n)}. Inative a subcategoria em vez de excluí-la.`;

// ---- requests ----

/**
 * The value a select sends for "none" (no unit, no subcategory): a select may not offer an empty
 * value (spec 1 §5 "Selects").
 */
export const NONE = 'nenhuma';

const NAME_MAX = 100;

/** An optional id: nothing, '' or NONE is null. */
const optionalId = (message: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' || v === NONE ? null : v), requiredId(message).nullable());

/**
 * POST and PATCH /api/financial-records (spec 1 §7.2): the category and subcategory go by name,
 * as the spec's payload has them; the server finds them among the categories of `tipo`.
 */
export const financialRecordInputSchema = z.object({
  tipo: requiredChoice(ledgerTypes, REQUIRED_FIELDS, 'Tipo inválido'),
  categoria: requiredText(REQUIRED_FIELDS, NAME_MAX),
  subcategoria: z.preprocess((v) => (v === NONE ? null : v), optionalText(NAME_MAX)),
  descricao: optionalText(500),
  valor: money({ required: REQUIRED_FIELDS, invalid: 'Valor inválido' }).refine((v) => toCents(v) > 0, 'Valor deve ser maior que zero'),
  data: moneyDate(REQUIRED_FIELDS, 'Data'),
  unitId: optionalId('Unidade inválida'),
});
export type FinancialRecordInput = z.input<typeof financialRecordInputSchema>;
export type FinancialRecordData = z.output<typeof financialRecordInputSchema>;

export const categoryInputSchema = z.object({
  nome: requiredName(CATEGORY_NAME_REQUIRED, NAME_MAX),
  tipo: requiredChoice(ledgerTypes, 'Tipo é obrigatório', 'Tipo inválido'),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export type CategoryData = z.output<typeof categoryInputSchema>;

export const subcategoryInputSchema = z.object({
  nome: requiredName(SUBCATEGORY_REQUIRED, NAME_MAX),
  categoryId: requiredId(SUBCATEGORY_REQUIRED),
});
export type SubcategoryInput = z.input<typeof subcategoryInputSchema>;
export type SubcategoryData = z.output<typeof subcategoryInputSchema>;

// ---- the period and the list's filters ----

/** The first and last day of `today`'s month: the ledger's default period (spec 1 §9). */
export function monthOf(today: string) {
  const [year, month] = dateParts(today);
  const prefix = today.slice(0, 8);
  return { inicio: `${prefix}01`, fim: `${prefix}${String(daysInMonth(year, month)).padStart(2, '0')}` };
}

export const LEDGER_PAGE_SIZES = [10, 25, 50] as const;
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** A select's "all" sends nothing or ''; both mean no filter. */
const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());


const filterFields = {
  inicio: optionalFilter(isoDate('Data inicial inválida')),
  fim: optionalFilter(isoDate('Data final inválida')),
  tipo: optionalFilter(z.enum(ledgerTypes, { error: 'Tipo inválido' })),
  categoryId: optionalFilter(requiredId('Categoria inválida')),
  unitId: optionalFilter(requiredId('Unidade inválida')),
  busca: z
    .string()
    .trim()
    .max(100, 'Busca muito longa')
    .optional()
    .transform((v) => (v && v.length >= MIN_SEARCH_LENGTH ? v : undefined)),
};

/** The end of a period is not before its start. */
export const periodInOrder = {
  check: (v: { inicio?: string; fim?: string }) => !v.inicio || !v.fim || v.inicio <= v.fim,
  params: { path: ['fim'], message: PERIOD_ORDER },
};

/**
 * GET /api/financial-records. Without inicio and fim the period is the current month in the
 * school's time zone; with one of them the period is open on the other side.
 */
export const financialRecordQuerySchema = z
  .object({
    ...filterFields,
    page: z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(1, 'Página inválida').max(100_000, 'Página inválida').default(1),
    pageSize: optionalFilter(pageSizeOf(LEDGER_PAGE_SIZES)).transform((v) => v ?? 25),
  })
  .refine(periodInOrder.check, periodInOrder.params);
export type FinancialRecordQuery = z.input<typeof financialRecordQuerySchema>;

/** GET /api/financial-records/export: the list's filters, every row, as CSV or XLSX. */
export const financialRecordExportSchema = z
  .object({ ...filterFields, formato: z.enum(exportFormats, { error: 'Formato inválido' }).default('csv') })
  .refine(periodInOrder.check, periodInOrder.params);

/** The filters the list and the export share, as the web keeps them. */
export type LedgerFilters = Omit<z.output<typeof financialRecordExportSchema>, 'formato'>;

// ---- answers ----

/** Where a ledger row came from: typed here, or recorded by an instalment's payment. */
export const ledgerOrigins = ['manual', 'pagamento'] as const;
export type LedgerOrigin = (typeof ledgerOrigins)[number];

const named = z.object({ id: recordId, nome: z.string() });
const ledgerType = z.enum(ledgerTypes);

export const financialRecordSchema = z.object({
  id: recordId,
  tipo: ledgerType,
  categoryId: recordId.nullable(),
  categoria: z.string(),
  subcategoryId: recordId.nullable(),
  subcategoria: z.string().nullable(),
  descricao: z.string().nullable(),
  valor: moneyText,
  data: calendarDate,
  unitId: recordId.nullable(),
  unit: named.nullable(),
  enrollmentId: recordId.nullable(),
  monthlyPaymentId: recordId.nullable(),
  origem: z.enum(ledgerOrigins),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type FinancialRecord = z.output<typeof financialRecordSchema>;

/** Total Receitas, Total Despesas and Saldo (receitas − despesas), as decimal strings. */
export const ledgerTotalsSchema = z.object({ receitas: moneyText, despesas: moneyText, saldo: moneyText });
export type LedgerTotals = z.output<typeof ledgerTotalsSchema>;

export const financialRecordListSchema = pageOf(financialRecordSchema).extend({
  /** The period applied (the current month when none was asked for). */
  periodo: z.object({ inicio: calendarDate.nullable(), fim: calendarDate.nullable() }),
  totals: ledgerTotalsSchema,
});
export type FinancialRecordList = z.output<typeof financialRecordListSchema>;

export const categorySchema = z.object({
  id: recordId,
  nome: z.string(),
  tipo: ledgerType,
  ativo: z.boolean(),
  /** Some ledger row uses it: it can then only be inactivated, not deleted. */
  emUso: z.boolean(),
});
export type Category = z.output<typeof categorySchema>;

export const subcategorySchema = z.object({ id: recordId, nome: z.string(), categoryId: recordId, ativo: z.boolean(), emUso: z.boolean() });
export type Subcategory = z.output<typeof subcategorySchema>;
