import { z } from 'zod';
import { sexes } from './athlete-constants';
import { athleteListQuerySchema } from './athletes';
import { addYears } from './dates';
import { idParam, isoDate, LONG_TEXT, optionalText, requiredChoice, requiredId, requiredName } from './fields';
import { dateBR } from './format';
import { calendarDate, pageOf, recordId, timestamp } from './responses';

export const managedTeamStatuses = ['ativa', 'inativa', 'arquivada'] as const;
export type ManagedTeamStatus = (typeof managedTeamStatuses)[number];
export const managedTeamStatusLabels: Record<ManagedTeamStatus, string> = {
  ativa: 'Ativa',
  inativa: 'Inativa',
  arquivada: 'Arquivada',
};

/** Options of the new-team form (spec 2 §9). */
export const managedTeamCategories = ['sub-7', 'sub-9', 'sub-11', 'sub-13', 'sub-15', 'sub-17', 'sub-20', 'adulto'] as const;
export type ManagedTeamCategory = (typeof managedTeamCategories)[number];
export const managedTeamCategoryLabels: Record<ManagedTeamCategory, string> = {
  'sub-7': 'Sub-7',
  'sub-9': 'Sub-9',
  'sub-11': 'Sub-11',
  'sub-13': 'Sub-13',
  'sub-15': 'Sub-15',
  'sub-17': 'Sub-17',
  'sub-20': 'Sub-20',
  adulto: 'Adulto',
};
/**
 * The category a label names, written as any screen writes it ('Sub-11', 'sub-11', 'SUB 11',
 * 'Adulto'): a turma's category read as the roster's. Null when no band has that label ('Sub-8').
 */
export function managedTeamCategoryOf(label: string): ManagedTeamCategory | null {
  const key = label.trim().toLowerCase().replace(/[\s_-]+/g, '');
  return managedTeamCategories.find((c) => c.replace('-', '') === key) ?? null;
}
export const managedTeamModalities = ['futebol', 'futsal', 'basquete', 'volei'] as const;
export type ManagedTeamModality = (typeof managedTeamModalities)[number];
export const managedTeamModalityLabels: Record<ManagedTeamModality, string> = {
  futebol: 'Futebol',
  futsal: 'Futsal',
  basquete: 'Basquete',
  volei: 'Vôlei',
};

export const MANAGED_TEAM_MAX_ATHLETES = { min: 1, max: 50, default: 25 } as const;

export const rosterActions = ['adicionado', 'removido', 'alterado'] as const;
export type RosterAction = (typeof rosterActions)[number];
export const rosterActionLabels: Record<RosterAction, string> = {
  adicionado: 'Adicionado',
  removido: 'Removido',
  alterado: 'Alterado',
};

export const preferredPositions = [
  'goleiro',
  'zagueiro',
  'lateral-direito',
  'lateral-esquerdo',
  'volante',
  'meio-campo',
  'atacante',
  'ponta-direita',
  'ponta-esquerda',
] as const;
export type PreferredPosition = (typeof preferredPositions)[number];
export const preferredPositionLabels: Record<PreferredPosition, string> = {
  goleiro: 'Goleiro',
  zagueiro: 'Zagueiro',
  'lateral-direito': 'Lateral direito',
  'lateral-esquerdo': 'Lateral esquerdo',
  volante: 'Volante',
  'meio-campo': 'Meio-campo',
  atacante: 'Atacante',
  'ponta-direita': 'Ponta direita',
  'ponta-esquerda': 'Ponta esquerda',
};

/**
 * The add dialog takes the position as free text (spec 2 §2.18) and the edit dialog offers the
 * list of §9, so a stored position is either a listed value (shown by its label) or what was typed.
 */
export const positionLabel = (posicao: string) =>
  (preferredPositionLabels as Record<string, string | undefined>)[posicao] ?? posicao;

// ---- requests (spec 2 §5 "Managed team") ----

/** Spec 2 §5: the new-team form has one message for every missing required field. */
export const REQUIRED_TEAM_FIELDS = 'Por favor, preencha todos os campos obrigatórios.';
export const MAX_ATHLETES_RANGE = `O número máximo de atletas deve estar entre ${MANAGED_TEAM_MAX_ATHLETES.min} e ${MANAGED_TEAM_MAX_ATHLETES.max}`;

/** A number from the API or the form's text; blank or missing is the default of 25. */
const maxAthletes = z
  .union([z.number(), z.string().trim()], { error: MAX_ATHLETES_RANGE })
  .nullish()
  .transform((v) => (v === undefined || v === null || v === '' ? MANAGED_TEAM_MAX_ATHLETES.default : /^\d+$/.test(String(v)) ? Number(v) : Number.NaN))
  .pipe(
    z
      .number({ error: MAX_ATHLETES_RANGE })
      .int(MAX_ATHLETES_RANGE)
      .min(MANAGED_TEAM_MAX_ATHLETES.min, MAX_ATHLETES_RANGE)
      .max(MANAGED_TEAM_MAX_ATHLETES.max, MAX_ATHLETES_RANGE),
  );

export const managedTeamInputSchema = z.object({
  nome: requiredName(REQUIRED_TEAM_FIELDS),
  categoria: requiredChoice(managedTeamCategories, REQUIRED_TEAM_FIELDS, 'Categoria inválida'),
  modalidade: requiredChoice(managedTeamModalities, REQUIRED_TEAM_FIELDS, 'Modalidade inválida'),
  unitId: requiredId(REQUIRED_TEAM_FIELDS),
  /** Spec 2 §4: a new team is active; no screen offers another status. */
  status: z.enum(managedTeamStatuses, { error: 'Status inválido' }).default('ativa'),
  numeroMaximoAtletas: maxAthletes,
  tecnicoResponsavel: optionalText(),
  corUniforme: optionalText(50),
  observacoes: optionalText(LONG_TEXT),
});
export type ManagedTeamInput = z.input<typeof managedTeamInputSchema>;
export type ManagedTeamData = z.output<typeof managedTeamInputSchema>;

/** Spec 2 §5 "Team-athlete: team id and athlete id >= 1". */
export const rosterAthleteParams = idParam.extend({ athleteId: idParam.shape.id });

/** A typed position that names a listed one ('goleiro', 'Lateral Direito') is stored as that one's value. */
export function canonicalPosition(text: string) {
  const key = text.trim().toLowerCase().replace(/\s+/g, '-');
  return preferredPositions.find((p) => p === key || preferredPositionLabels[p].toLowerCase().replace(/\s+/g, '-') === key) ?? text;
}

const position = optionalText(50).transform((v) => (v ? canonicalPosition(v) : null));
const rosterNotes = optionalText(1000);

/** POST /api/managed-teams/:id/athletes; without dataEntrada the athlete enters today (school time zone). */
export const rosterAddSchema = z.object({
  athleteId: requiredId('Selecione um atleta'),
  posicaoPreferencial: position,
  dataEntrada: z
    .union([isoDate('Data de entrada inválida'), z.literal('')])
    .nullish()
    .transform((v) => v || null),
  observacoes: rosterNotes,
});
export type RosterAddInput = z.input<typeof rosterAddSchema>;
export type RosterAdd = z.output<typeof rosterAddSchema>;

/** PUT /api/managed-teams/:id/athletes/:athleteId ('Editar Atleta na Equipe'). */
export const rosterUpdateSchema = z.object({
  posicaoPreferencial: position,
  dataEntrada: isoDate('Data de entrada é obrigatória'),
  observacoes: rosterNotes,
});
export type RosterUpdateInput = z.input<typeof rosterUpdateSchema>;
export type RosterUpdate = z.output<typeof rosterUpdateSchema>;

export const rosterToggleSchema = z.object({ ativo: z.boolean({ error: 'Informe se o atleta fica ativo ou inativo' }) });

/** The history's notes for what its columns do not hold. */
export const rosterHistoryNotes = {
  deactivated: 'Atleta inativado na equipe',
  reactivated: 'Atleta reativado na equipe',
  notesChanged: 'Observações atualizadas',
  entryDateChanged: (from: string, to: string) => `Data de entrada: ${dateBR(from)} → ${dateBR(to)}`,
} as const;

// ---- the add dialog's athlete filter (spec 2 §9) ----

/**
 * 'Filtrar por categoria' offers Sub-9 to Sub-20 and Adulto. Each category is the age band of the
 * report (spec 2 §9 "Report age bands"): Sub-7 up to 7, Sub-9 8–9, … Sub-20 18–20, Adulto above 20.
 */
export const rosterCategoryFilters = ['sub-9', 'sub-11', 'sub-13', 'sub-15', 'sub-17', 'sub-20', 'adulto'] as const satisfies readonly ManagedTeamCategory[];

const ageBands: Record<ManagedTeamCategory, { min: number; max: number | null }> = {
  'sub-7': { min: 0, max: 7 },
  'sub-9': { min: 8, max: 9 },
  'sub-11': { min: 10, max: 11 },
  'sub-13': { min: 12, max: 13 },
  'sub-15': { min: 14, max: 15 },
  'sub-17': { min: 16, max: 17 },
  'sub-20': { min: 18, max: 20 },
  adulto: { min: 21, max: null },
};

export function ageBandOf(age: number): ManagedTeamCategory {
  return managedTeamCategories.find((c) => ageBands[c].max === null || age <= ageBands[c].max!)!;
}

/** Birth dates of the band on `today`: after `after` (exclusive), on or before `onOrBefore`; either may be open. */
export function ageBandBirthRange(category: ManagedTeamCategory, today: string) {
  const { min, max } = ageBands[category];
  return { after: max === null ? null : addYears(today, -(max + 1)), onOrBefore: min === 0 ? null : addYears(today, -min) };
}

export const availableAthletesQuerySchema = athleteListQuerySchema.pick({ busca: true }).extend({
  categoria: z.preprocess((v) => (v === '' || v === 'todas' ? undefined : v), z.enum(rosterCategoryFilters, { error: 'Categoria inválida' }).optional()),
});
export type AvailableAthletesQuery = z.input<typeof availableAthletesQuerySchema>;

/** How many athletes the add dialog lists at once; a search narrows the rest. */
export const AVAILABLE_ATHLETES_LIMIT = 50;

export const rosterHistoryQuerySchema = z.object({
  page: z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(1, 'Página inválida').max(100_000, 'Página inválida').default(1),
  pageSize: z.coerce.number({ error: 'Tamanho de página inválido' }).int('Tamanho de página inválido').min(1, 'Tamanho de página inválido').max(100, 'Tamanho de página inválido').default(50),
});

// ---- answers ----

export const managedTeamSchema = z.object({
  id: recordId,
  nome: z.string(),
  categoria: z.enum(managedTeamCategories),
  modalidade: z.enum(managedTeamModalities),
  status: z.enum(managedTeamStatuses),
  tecnicoResponsavel: z.string().nullable(),
  corUniforme: z.string().nullable(),
  observacoes: z.string().nullable(),
  numeroMaximoAtletas: z.number().int(),
  unitId: recordId,
  unit: z.object({ id: recordId, nome: z.string() }).nullable(),
  /** Athletes active in the roster, counted against numeroMaximoAtletas. */
  atletasAtivos: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ManagedTeam = z.output<typeof managedTeamSchema>;

/** A photo URL changes with the photo, so a browser never shows a stale one. */
const photoUrl = z.string().nullable().meta({ examples: ['/api/athletes/42/photo?v=1772459100000'] });

export const rosterAthleteSchema = z.object({
  id: recordId,
  teamId: recordId,
  athleteId: recordId,
  posicaoPreferencial: z.string().nullable().meta({ examples: ['goleiro'] }),
  dataEntrada: calendarDate,
  dataSaida: calendarDate.nullable(),
  observacoes: z.string().nullable(),
  ativo: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
  athlete: z.object({
    id: recordId,
    nomeCompleto: z.string(),
    fotoUrl: photoUrl,
    telefone: z.string().meta({ examples: ['11987654321'] }),
    email: z.string().nullable(),
  }),
});
export type RosterAthlete = z.output<typeof rosterAthleteSchema>;

export const availableAthleteSchema = z.object({
  id: recordId,
  nomeCompleto: z.string(),
  fotoUrl: photoUrl,
  categoria: z.enum(managedTeamCategories),
  sexo: z.enum(sexes),
});
export type AvailableAthlete = z.output<typeof availableAthleteSchema>;

export const availableAthletesSchema = z.object({
  items: z.array(availableAthleteSchema),
  /** All matches; only AVAILABLE_ATHLETES_LIMIT are listed. */
  total: z.number().int(),
});
export type AvailableAthletes = z.output<typeof availableAthletesSchema>;

export const rosterHistoryEntrySchema = z.object({
  id: recordId,
  acao: z.enum(rosterActions),
  dataAcao: timestamp,
  posicaoAnterior: z.string().nullable(),
  posicaoNova: z.string().nullable(),
  observacoes: z.string().nullable(),
  athlete: z.object({ id: recordId, nomeCompleto: z.string() }),
  usuario: z.object({ id: recordId, nome: z.string() }).nullable(),
});
export type RosterHistoryEntry = z.output<typeof rosterHistoryEntrySchema>;

export const rosterHistorySchema = pageOf(rosterHistoryEntrySchema);
export type RosterHistory = z.output<typeof rosterHistorySchema>;
