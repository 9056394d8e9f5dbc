import { z } from 'zod';
import { activeStatuses, documented, LONG_TEXT, optionalText, requiredChoice, requiredId, requiredText, wholeNumber } from './fields';
import { activeStatus, pageOf, recordId, timestamp } from './responses';

export const programSituacoes = ['ativo', 'inativo'] as const;
export type ProgramSituacao = (typeof programSituacoes)[number];
export const programSituacaoLabels: Record<ProgramSituacao, string> = { ativo: 'Ativo', inativo: 'Inativo' };

/** Options of the activity form (spec 2 §9). */
export const activityCategories = ['infantil', 'juvenil', 'adulto', 'senior', 'all'] as const;
export type ActivityCategory = (typeof activityCategories)[number];
export const activityCategoryLabels: Record<ActivityCategory, string> = {
  infantil: 'Infantil',
  juvenil: 'Juvenil',
  adulto: 'Adulto',
  senior: 'Sênior',
  all: 'Todas',
};

export const activityModalities = ['futebol', 'futsal', 'basquete', 'volei', 'tenis'] as const;
export type ActivityModality = (typeof activityModalities)[number];
export const activityModalityLabels: Record<ActivityModality, string> = {
  futebol: 'Futebol',
  futsal: 'Futsal',
  basquete: 'Basquete',
  volei: 'Vôlei',
  tenis: 'Tênis',
};

/** Filter buttons of the public plans page (spec 2 §9), a different list from the form's. */
export const publicPlanCategories = ['Sub-4', 'Sub-6', 'Sub-8', 'Sub-10', 'Sub-12', 'Sub-14', 'Sub-16', 'Sub-18'] as const;
export const publicPlanModalities = ['Futebol', 'Futsal', 'Basquete', 'Vôlei', 'Handebol'] as const;

/**
 * Spec 2 §9 "Duration display": under an hour 'N min', otherwise 'Xh Ymin', or 'Xh' on the hour.
 * Every screen that shows minutes (plans, programs, schedule) goes through this one function.
 */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return `${total} min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest ? `${hours}h ${rest}min` : `${hours}h`;
}

const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 50;
const TAGS_INVALID = `Informe até ${MAX_TAGS} tags de até ${MAX_TAG_LENGTH} caracteres`;

/** Trimmed, without empties, duplicates (case and accents aside) dropped, first spelling kept. */
function cleanTags(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of values) {
    const tag = raw.trim();
    const key = tag.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/**
 * Tags as the screens send or store them: a list, the JSON text of a list, or comma-separated text
 * (spec 2 §3.1). Anything else reads as no tags.
 */
export function parseTags(value: unknown): string[] {
  if (Array.isArray(value)) return cleanTags(value.filter((v): v is string => typeof v === 'string'));
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parseTags(parsed);
    } catch {
      // not JSON: read it as comma-separated text
    }
  }
  return cleanTags(text.split(','));
}

/** A tag list accepted as a list, JSON text or comma-separated text; a non-text item is refused. */
const tagList = documented({ anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }, { type: 'null' }] })
  .optional()
  .refine((v) => v === undefined || v === null || typeof v === 'string' || (Array.isArray(v) && v.every((t) => typeof t === 'string')), TAGS_INVALID)
  .transform(parseTags)
  .refine((tags) => tags.length <= MAX_TAGS && tags.every((t) => t.length <= MAX_TAG_LENGTH), TAGS_INVALID);

/** Comma-separated tags (plans and sub-activities store them so, spec 2 §3.1): normalised text, or null. */
const commaTags = tagList.transform((tags) => (tags.length ? tags.join(', ') : null));

/** A day at most: a plan or a sub-activity is one session. */
export const MAX_MINUTES = 1440;
const minutes = (required: string) =>
  wholeNumber({ required, invalid: `Tempo deve ser de 1 a ${MAX_MINUTES} minutos`, min: 1, max: MAX_MINUTES });

const ORDER_INVALID = 'Ordem deve ser maior que 0';
const order = () => wholeNumber({ required: ORDER_INVALID, invalid: ORDER_INVALID, min: 1, max: 10_000 });

/** Sub-activity types and levels: what the seed and the plan form use. */
export const subActivityTypes = ['aquecimento', 'técnico', 'tático', 'físico', 'jogo', 'volta à calma'] as const;
export type SubActivityType = (typeof subActivityTypes)[number];
export const subActivityTypeLabels: Record<SubActivityType, string> = {
  aquecimento: 'Aquecimento',
  técnico: 'Técnico',
  tático: 'Tático',
  físico: 'Físico',
  jogo: 'Jogo',
  'volta à calma': 'Volta à calma',
};

export const subActivityLevels = ['iniciante', 'intermediário', 'avançado'] as const;
export type SubActivityLevel = (typeof subActivityLevels)[number];
export const subActivityLevelLabels: Record<SubActivityLevel, string> = {
  iniciante: 'Iniciante',
  intermediário: 'Intermediário',
  avançado: 'Avançado',
};

export const MAX_SUB_ACTIVITIES = 30;

/** Spec 2 §5 "Sub-activity rules": descrição, nível, tempo, ordem and tipo required. */
export const subActivityInputSchema = z.object({
  ordem: order(),
  tipo: requiredChoice(subActivityTypes, 'Tipo é obrigatório', 'Tipo inválido'),
  descricao: requiredText('Descrição é obrigatória', LONG_TEXT),
  nivel: requiredChoice(subActivityLevels, 'Nível é obrigatório', 'Nível inválido'),
  tempoEstimado: minutes('Tempo é obrigatório'),
  tagsHabilidades: commaTags,
  materiais: optionalText(500),
});
export type SubActivityInput = z.input<typeof subActivityInputSchema>;
export type SubActivityData = z.output<typeof subActivityInputSchema>;

/**
 * Spec 2 §5 "Training plan form", with its sub-activities (spec 2 §2.9): the list replaces the
 * plan's, in the order of their ordem, renumbered 1..n.
 */
export const planInputSchema = z.object({
  titulo: requiredText('Título é obrigatório'),
  objetivoGeral: requiredText('Objetivo é obrigatório', LONG_TEXT),
  categoria: requiredChoice(activityCategories, 'Categoria é obrigatória', 'Categoria inválida'),
  modalidade: requiredChoice(activityModalities, 'Modalidade é obrigatória', 'Modalidade inválida'),
  tempoTotalEstimado: minutes('Tempo é obrigatório'),
  materiaisGerais: optionalText(1000),
  observacoes: optionalText(LONG_TEXT),
  tags: commaTags,
  status: z.enum(activeStatuses, { error: 'Status inválido' }).default('ativo'),
  atividades: z
    .array(subActivityInputSchema, { error: 'Subatividades inválidas' })
    .max(MAX_SUB_ACTIVITIES, `Máximo de ${MAX_SUB_ACTIVITIES} subatividades`)
    .default([]),
});
export type PlanInput = z.input<typeof planInputSchema>;
export type PlanData = z.output<typeof planInputSchema>;

export const favoriteInputSchema = z.object({ favorito: z.boolean({ error: 'Favorito inválido' }) });
export type FavoriteInput = z.infer<typeof favoriteInputSchema>;

/**
 * The public page's buttons (spec 2 §9) against the form's values. Age groups: Brazilian football
 * calls the under-15 "infantil" and the under-17 "juvenil", so Sub-4 to Sub-14 find infantil plans,
 * Sub-16 and Sub-18 juvenil ones; a plan for every category ('all') answers to every button.
 */
export type PublicPlanCategory = (typeof publicPlanCategories)[number];
export const publicCategoryPlanCategories: Record<PublicPlanCategory, readonly ActivityCategory[]> = {
  'Sub-4': ['infantil', 'all'],
  'Sub-6': ['infantil', 'all'],
  'Sub-8': ['infantil', 'all'],
  'Sub-10': ['infantil', 'all'],
  'Sub-12': ['infantil', 'all'],
  'Sub-14': ['infantil', 'all'],
  'Sub-16': ['juvenil', 'all'],
  'Sub-18': ['juvenil', 'all'],
};

/** Handebol has a button on the public page but no plan of the form's modalities: it finds none. */
export const planModalityFilters = [...activityModalities, 'handebol'] as const;
export type PlanModalityFilter = (typeof planModalityFilters)[number];
export type PublicPlanModality = (typeof publicPlanModalities)[number];
export const publicPlanModalityValues: Record<PublicPlanModality, PlanModalityFilter> = {
  Futebol: 'futebol',
  Futsal: 'futsal',
  Basquete: 'basquete',
  Vôlei: 'volei',
  Handebol: 'handebol',
};

export const PLAN_PAGE_SIZES = [10, 25, 50] as const;
const blankAsMissing = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * GET /api/planos-treino: newest first, searched in title, objective and tags, filtered by the
 * form's category, the public page's age group, modality, status (staff only: others see active
 * plans) and the caller's favourites.
 */
export const planListQuerySchema = z.object({
  busca: z
    .string()
    .trim()
    .max(100, 'Busca muito longa')
    .optional()
    .transform((v) => (v && v.length >= 2 ? v : undefined)),
  categoria: blankAsMissing(z.enum(activityCategories, { error: 'Categoria inválida' })),
  faixa: blankAsMissing(z.enum(publicPlanCategories, { error: 'Categoria inválida' })),
  modalidade: blankAsMissing(z.enum(planModalityFilters, { error: 'Modalidade inválida' })),
  status: blankAsMissing(z.enum(activeStatuses, { error: 'Status inválido' })),
  favoritos: blankAsMissing(z.enum(['true', 'false'], { error: 'Filtro inválido' })).transform((v) => v === 'true'),
  page: z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(1, 'Página inválida').max(100_000, 'Página inválida').default(1),
  pageSize: z.coerce
    .number({ error: 'Tamanho de página inválido' })
    .int('Tamanho de página inválido')
    .min(1, 'Tamanho de página inválido')
    .max(100, 'Tamanho de página inválido')
    .default(25),
});
export type PlanListQuery = z.input<typeof planListQuerySchema>;

/** GET /api/atividades: the program editor's picker, active plans by title, those of `programaId` left out. */
export const activityPickerQuerySchema = z.object({
  search: z.string().trim().max(100, 'Busca muito longa').optional(),
  programaId: blankAsMissing(requiredId('ID do programa é obrigatório')),
});

export const subActivitySchema = z.object({
  id: recordId,
  ordem: z.number().int(),
  tipo: z.enum(subActivityTypes),
  descricao: z.string(),
  nivel: z.enum(subActivityLevels),
  /** Minutes. */
  tempoEstimado: z.number().int(),
  tagsHabilidades: z.string().nullable().meta({ examples: ['passe, domínio'] }),
  materiais: z.string().nullable(),
});
export type SubActivity = z.output<typeof subActivitySchema>;

/** A plan as lists show it: `favorito` is the caller's own. */
export const trainingPlanSummarySchema = z.object({
  id: recordId,
  titulo: z.string(),
  objetivoGeral: z.string(),
  categoria: z.enum(activityCategories),
  modalidade: z.enum(activityModalities),
  /** Minutes. */
  tempoTotalEstimado: z.number().int(),
  materiaisGerais: z.string().nullable(),
  observacoes: z.string().nullable(),
  /** Comma-separated. */
  tags: z.string().nullable().meta({ examples: ['passe, finalização'] }),
  status: activeStatus,
  favorito: z.boolean(),
  quantidadeAtividades: z.number().int(),
  criadoPor: recordId.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type TrainingPlanSummary = z.output<typeof trainingPlanSummarySchema>;

export const trainingPlanSchema = trainingPlanSummarySchema.extend({ atividades: z.array(subActivitySchema) });
export type TrainingPlan = z.output<typeof trainingPlanSchema>;

export const trainingPlanListSchema = pageOf(trainingPlanSummarySchema);
export type TrainingPlanList = z.output<typeof trainingPlanListSchema>;

/** PATCH /api/planos-treino/:id/favorito: the caller's flag as it now stands. */
export const planFavoriteSchema = z.object({ id: recordId, favorito: z.boolean() });
export type PlanFavorite = z.output<typeof planFavoriteSchema>;

/** A picker row of GET /api/atividades. */
export const activityOptionSchema = z.object({
  id: recordId,
  titulo: z.string(),
  categoria: z.enum(activityCategories),
  modalidade: z.enum(activityModalities),
  tempoTotalEstimado: z.number().int(),
});
export type ActivityOption = z.output<typeof activityOptionSchema>;

/** Spec 2 §5 "Program". Its total time is the server's: the sum of its activities' times. */
export const programInputSchema = z.object({
  titulo: requiredText('Título é obrigatório', 255),
  descricao: optionalText(LONG_TEXT),
  tags: tagList,
  situacao: requiredChoice(programSituacoes, 'Situação é obrigatória', 'Situação inválida'),
});
export type ProgramInput = z.input<typeof programInputSchema>;
export type ProgramData = z.output<typeof programInputSchema>;

/** The program's id in the paths of its activity links (spec 2 §5 "Program-activity link"). */
export const programParam = z.object({
  id: z.coerce
    .number({ error: 'ID do programa é obrigatório' })
    .int('ID do programa é obrigatório')
    .min(1, 'ID do programa é obrigatório')
    .max(2147483647, 'ID do programa é obrigatório'),
});
export const programActivityParam = programParam.extend({
  activityId: z.coerce
    .number({ error: 'ID da atividade é obrigatório' })
    .int('ID da atividade é obrigatório')
    .min(1, 'ID da atividade é obrigatório')
    .max(2147483647, 'ID da atividade é obrigatório'),
});

const ACTIVITY_ID = 'ID da atividade é obrigatório';

/** POST /api/programas-treinamento/:id/atividades (spec 2 §7): one activity, at `ordem` or at the end. */
export const programActivityInputSchema = z.object({
  atividadeId: requiredId(ACTIVITY_ID),
  ordem: order().optional(),
});
export type ProgramActivityInput = z.input<typeof programActivityInputSchema>;

export const MAX_BULK_ACTIVITIES = 50;
const NONE_CHOSEN = 'Selecione pelo menos uma atividade';

/** POST /api/programas-treinamento/:id/atividades/lote: several activities at the end, all or none. */
export const programActivitiesBulkSchema = z.object({
  atividadeIds: z
    .array(requiredId(ACTIVITY_ID), { error: NONE_CHOSEN })
    .min(1, NONE_CHOSEN)
    .max(MAX_BULK_ACTIVITIES, `Selecione no máximo ${MAX_BULK_ACTIVITIES} atividades por vez`)
    .refine((ids) => new Set(ids).size === ids.length, 'Atividade repetida na lista'),
});
export type ProgramActivitiesBulk = z.input<typeof programActivitiesBulkSchema>;

const REORDER_REQUIRED = 'Informe a nova ordem das atividades';

/** PATCH /api/programas-treinamento/:id/atividades/reorder: every activity of the program with its new place. */
export const programReorderSchema = z.object({
  atividades: z
    .array(z.object({ atividadeId: requiredId(ACTIVITY_ID), ordem: order() }), { error: REORDER_REQUIRED })
    .min(1, REORDER_REQUIRED)
    .max(1000, REORDER_REQUIRED)
    .refine((items) => new Set(items.map((i) => i.atividadeId)).size === items.length, 'Atividade repetida na lista'),
});
export type ProgramReorder = z.input<typeof programReorderSchema>;

/** A program as the grid shows it (spec 2 §2.10); tags always a list. */
export const programSummarySchema = z.object({
  id: recordId,
  titulo: z.string(),
  descricao: z.string().nullable(),
  tags: z.array(z.string()),
  /** Minutes: the sum of its activities' times. */
  tempoTotalEstimado: z.number().int(),
  situacao: z.enum(programSituacoes),
  criadoPor: recordId.nullable(),
  /** The creator's name as screens show it (full name, else the short one); null when unknown. */
  criadoPorNome: z.string().nullable().meta({ examples: ['Carlos Mendes Pereira'] }),
  createdAt: timestamp,
  updatedAt: timestamp,
  quantidadeAtividades: z.number().int(),
  /** Every activity's title, in the program's order. */
  titulosAtividades: z.array(z.string()),
});
export type ProgramSummary = z.output<typeof programSummarySchema>;

export const programActivitySchema = z.object({
  id: recordId,
  atividadeId: recordId,
  ordem: z.number().int(),
  atividade: trainingPlanSummarySchema.omit({ favorito: true, quantidadeAtividades: true }),
});
export type ProgramActivity = z.output<typeof programActivitySchema>;

export const programDetailSchema = programSummarySchema.extend({ atividades: z.array(programActivitySchema) });
export type ProgramDetail = z.output<typeof programDetailSchema>;
