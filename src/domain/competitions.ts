import { z } from 'zod';
import { sexes } from './athlete-constants';
import { callupAnswers } from './attendance';
import { MIN_SEARCH_LENGTH } from './athletes';
import { parseDateTime, SCHOOL_TIME_ZONE, zonedDateTime } from './dates';
import { documented, isoDate, LONG_TEXT, optionalEmail, optionalPhone, optionalText, pageSizeOf, requiredChoice, requiredId, requiredName, requiredText } from './fields';
import { calendarDate, pageOf, recordId, timestamp } from './responses';
import { managedTeamCategories } from './rosters';

export const championshipStatuses = ['planejado', 'andamento', 'finalizado', 'cancelado'] as const;
export type ChampionshipStatus = (typeof championshipStatuses)[number];
export const championshipStatusLabels: Record<ChampionshipStatus, string> = {
  planejado: 'Planejado',
  andamento: 'Em andamento',
  finalizado: 'Finalizado',
  cancelado: 'Cancelado',
};

export const gameStatuses = ['agendado', 'andamento', 'finalizado', 'cancelado', 'adiado'] as const;
export type GameStatus = (typeof gameStatuses)[number];
export const gameStatusLabels: Record<GameStatus, string> = {
  agendado: 'Agendado',
  andamento: 'Em andamento',
  finalizado: 'Finalizado',
  cancelado: 'Cancelado',
  adiado: 'Adiado',
};

export const gameNatures = ['amistoso', 'oficial', 'treino', 'peneira'] as const;
export type GameNature = (typeof gameNatures)[number];
export const gameNatureLabels: Record<GameNature, string> = {
  amistoso: 'Amistoso',
  oficial: 'Oficial',
  treino: 'Treino',
  peneira: 'Peneira',
};

export const championshipFormats = ['eliminatoria', 'grupos', 'pontos_corridos'] as const;
export type ChampionshipFormat = (typeof championshipFormats)[number];
export const championshipFormatLabels: Record<ChampionshipFormat, string> = {
  eliminatoria: 'Eliminatória',
  grupos: 'Grupos',
  pontos_corridos: 'Pontos corridos',
};

export const competitionModalities = ['futebol', 'futsal', 'basquete', 'volei', 'handebol'] as const;
export type CompetitionModality = (typeof competitionModalities)[number];
export const competitionModalityLabels: Record<CompetitionModality, string> = {
  futebol: 'Futebol',
  futsal: 'Futsal',
  basquete: 'Basquete',
  volei: 'Vôlei',
  handebol: 'Handebol',
};

export const gameEventTypes = ['gol', 'cartao_amarelo', 'cartao_vermelho', 'substituicao'] as const;
export type GameEventType = (typeof gameEventTypes)[number];
export const gameEventTypeLabels: Record<GameEventType, string> = {
  gol: 'Gol',
  cartao_amarelo: 'Cartão amarelo',
  cartao_vermelho: 'Cartão vermelho',
  substituicao: 'Substituição',
};

export const gameSides = ['casa', 'visitante'] as const;
export type GameSide = (typeof gameSides)[number];
export const gameSideLabels: Record<GameSide, string> = { casa: 'Casa', visitante: 'Visitante' };

// ---- shared pieces ----

/**
 * A select may not offer an empty value (spec 1 §5 "Selects"): "none" (no championship, no athlete) has its own.
 * The API takes null, nothing or '' as well.
 */
export const NO_CHOICE = 'nenhum';

const MAX_ID = 2147483647;

/** The id of an optional choice: null when none was made, else an id >= 1 (`message` otherwise). */
const optionalId = (message: string) =>
  z
    .union([z.number(), z.string().trim(), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '' || v === NO_CHOICE) return null;
      const n = typeof v === 'string' ? (/^\d+$/.test(v) ? Number(v) : Number.NaN) : v;
      if (!Number.isInteger(n) || n < 1 || n > MAX_ID) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

/**
 * A whole number from the API or a form's text, between 0 and `max`. Blank is null when
 * `nullable`, else 0 (a statistic not counted yet).
 */
const wholeNumber = (message: string, { max, nullable }: { max: number; nullable: boolean }) =>
  documented({ anyOf: [{ type: 'integer', minimum: 0, maximum: max }, { type: 'string', pattern: '^\\s*\\d*\\s*$' }, { type: 'null' }] })
    .optional()
    .transform((value, ctx): number | null => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return nullable ? null : 0;
      const n = typeof value === 'string' ? (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN) : value;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const requiredWholeNumber = (message: string, max: number) =>
  wholeNumber(message, { max, nullable: false }).transform((v) => v ?? 0);

/** A list's ?page=&pageSize= (10, 25 or 50, spec 2 §9) and the search box (from 2 characters). */
export const COMPETITION_PAGE_SIZES = [10, 25, 50] as const;
const listQuery = {
  busca: z
    .string()
    .trim()
    .max(100, 'Busca muito longa')
    .optional()
    .transform((v) => (v && v.length >= MIN_SEARCH_LENGTH ? v : undefined)),
  page: z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(1, 'Página inválida').max(100_000, 'Página inválida').default(1),
  pageSize: pageSizeOf(COMPETITION_PAGE_SIZES).default(25),
};

/** A select's "all" sends nothing or ''; both mean no filter. */
const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

// ---- game date and time (America/Sao_Paulo) ----

export const GAME_DATE_TIME_REQUIRED = 'Data e hora são obrigatórias';
export const GAME_DATE_TIME_INVALID = 'Data e hora inválidas';

/**
 * dataHora: an ISO 8601 instant with its offset, or the wall clock of a datetime-local input
 * ('2025-03-10T15:30'), which is read in the school's zone (SCHOOL_TIME_ZONE). Answered as the
 * instant in UTC ('2025-03-10T18:30:00.000Z').
 */
export const gameDateTime = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? GAME_DATE_TIME_REQUIRED : GAME_DATE_TIME_INVALID) })
  .trim()
  .min(1, GAME_DATE_TIME_REQUIRED)
  .max(40, GAME_DATE_TIME_INVALID)
  .transform((value, ctx) => {
    const instant = parseDateTime(value, SCHOOL_TIME_ZONE);
    if (instant) return instant.toISOString();
    ctx.addIssue({ code: 'custom', message: GAME_DATE_TIME_INVALID });
    return z.NEVER;
  });

/** The school's calendar date ('yyyy-MM-dd') and clock time ('HH:mm') of an instant. */
export const schoolDateTime = (instant: string | Date) => zonedDateTime(instant, SCHOOL_TIME_ZONE);

/** The value of a datetime-local input showing the instant in the school's zone. */
export function toWallClockInput(instant: string | Date): string {
  const { date, time } = schoolDateTime(instant);
  return `${date}T${time}`;
}

// ---- championships (spec 2 §5 "Championship") ----

export const championshipInputSchema = z
  .object({
    nome: requiredName('Nome do campeonato é obrigatório'),
    descricao: optionalText(LONG_TEXT),
    modalidade: requiredChoice(competitionModalities, 'Modalidade é obrigatória', 'Modalidade inválida'),
    formato: requiredChoice(championshipFormats, 'Formato é obrigatório', 'Formato inválido'),
    temporada: requiredText('Temporada é obrigatória', 50),
    dataInicio: isoDate('Data de início é obrigatória'),
    dataFim: z
      .union([isoDate('Data de término inválida'), z.literal(''), z.null()], { error: 'Data de término inválida' })
      .optional()
      .transform((v) => v || null),
    status: z.enum(championshipStatuses, { error: 'Status inválido' }).default('planejado'),
    organizador: optionalText(),
    local: optionalText(),
    observacoes: optionalText(LONG_TEXT),
  })
  .refine((v) => !v.dataFim || v.dataFim >= v.dataInicio, {
    path: ['dataFim'],
    message: 'Data de término não pode ser anterior à data de início',
  });
export type ChampionshipInput = z.input<typeof championshipInputSchema>;
export type ChampionshipData = z.output<typeof championshipInputSchema>;

export const championshipListQuerySchema = z.object({
  ...listQuery,
  status: optionalFilter(z.enum(championshipStatuses, { error: 'Status inválido' })),
});
export type ChampionshipListQuery = z.input<typeof championshipListQuerySchema>;

export const championshipSchema = z.object({
  id: recordId,
  nome: z.string(),
  descricao: z.string().nullable(),
  modalidade: z.enum(competitionModalities),
  formato: z.enum(championshipFormats),
  temporada: z.string().meta({ examples: ['2026'] }),
  dataInicio: calendarDate,
  dataFim: calendarDate.nullable(),
  status: z.enum(championshipStatuses),
  organizador: z.string().nullable(),
  local: z.string().nullable(),
  observacoes: z.string().nullable(),
  /** Games played in it. */
  jogos: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Championship = z.output<typeof championshipSchema>;

export const championshipPageSchema = pageOf(championshipSchema);

/** GET /api/championships/options: every championship, for the game form and the games filter. */
export const championshipOptionSchema = z.object({
  id: recordId,
  nome: z.string(),
  temporada: z.string(),
  status: z.enum(championshipStatuses),
});
export type ChampionshipOption = z.output<typeof championshipOptionSchema>;

// ---- external teams (spec 2 §5 "External team") ----

export const externalTeamInputSchema = z.object({
  nome: requiredName('Nome da equipe é obrigatório'),
  modalidade: requiredChoice(competitionModalities, 'Modalidade é obrigatória', 'Modalidade inválida'),
  categoria: optionalText(50),
  cidade: optionalText(100),
  estado: optionalText(50),
  contato: optionalText(),
  telefone: optionalPhone(),
  email: optionalEmail('Email inválido'),
  observacoes: optionalText(LONG_TEXT),
  ativo: z.boolean({ error: 'Situação inválida' }).default(true),
});
export type ExternalTeamInput = z.input<typeof externalTeamInputSchema>;
export type ExternalTeamData = z.output<typeof externalTeamInputSchema>;

export const externalTeamSchema = z.object({
  id: recordId,
  nome: z.string(),
  modalidade: z.enum(competitionModalities),
  categoria: z.string().nullable().meta({ examples: ['Sub-11'] }),
  cidade: z.string().nullable(),
  estado: z.string().nullable(),
  contato: z.string().nullable(),
  telefone: z.string().nullable().meta({ examples: ['11977778888'] }),
  email: z.string().nullable(),
  observacoes: z.string().nullable(),
  ativo: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ExternalTeam = z.output<typeof externalTeamSchema>;

// ---- games (spec 2 §5 "Game") ----

export const SCORE_INVALID = 'Placar deve ser um número inteiro maior ou igual a zero';
export const MAX_SCORE = 999;
const score = wholeNumber(SCORE_INVALID, { max: MAX_SCORE, nullable: true });

export const gameInputSchema = z.object({
  championshipId: optionalId('Campeonato inválido'),
  /** One of the school's teams (turmas). */
  homeTeamId: requiredId('Equipe da escola é obrigatória'),
  /** The opponent, an external team. */
  awayTeamId: requiredId('Equipe adversária é obrigatória'),
  /** The school plays away: the opponent is the home side (placarCasa, events on 'casa'). */
  homeTeamExternal: z.boolean({ error: 'Mando de campo inválido' }).default(false),
  dataHora: gameDateTime,
  local: requiredText('Local é obrigatório'),
  endereco: optionalText(500),
  natureza: requiredChoice(gameNatures, 'Natureza é obrigatória', 'Natureza inválida'),
  fase: optionalText(100),
  rodada: optionalText(50),
  placarCasa: score,
  placarVisitante: score,
  status: z.enum(gameStatuses, { error: 'Status inválido' }).default('agendado'),
  arbitro: optionalText(),
  tecnicoResponsavel: optionalText(),
  observacoes: optionalText(LONG_TEXT),
});
export type GameInput = z.input<typeof gameInputSchema>;
export type GameData = z.output<typeof gameInputSchema>;

export const gameListQuerySchema = z.object({
  ...listQuery,
  status: optionalFilter(z.enum(gameStatuses, { error: 'Status inválido' })),
  championshipId: optionalFilter(requiredId('Campeonato inválido')),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;

const scoreAnswer = z.number().int().nullable();

export const gameSchema = z.object({
  id: recordId,
  championshipId: recordId.nullable(),
  /** Null once the team is deleted (a turma without enrolments may be). */
  homeTeamId: recordId.nullable(),
  awayTeamId: recordId.nullable(),
  homeTeamExternal: z.boolean(),
  awayTeamInternal: z.boolean(),
  dataHora: timestamp,
  local: z.string(),
  endereco: z.string().nullable(),
  natureza: z.enum(gameNatures),
  fase: z.string().nullable(),
  rodada: z.string().nullable(),
  placarCasa: scoreAnswer,
  placarVisitante: scoreAnswer,
  status: z.enum(gameStatuses),
  arbitro: z.string().nullable(),
  tecnicoResponsavel: z.string().nullable(),
  observacoes: z.string().nullable(),
  championship: z.object({ id: recordId, nome: z.string() }).nullable(),
  /** The school's team (homeTeamId). */
  turma: z.object({ id: recordId, nome: z.string(), categoria: z.string(), modalidade: z.string() }).nullable(),
  /** The opponent (awayTeamId). */
  adversario: z.object({ id: recordId, nome: z.string(), categoria: z.string().nullable(), modalidade: z.enum(competitionModalities) }).nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Game = z.output<typeof gameSchema>;

export const gamePageSchema = pageOf(gameSchema);

export const goalCountSchema = z.object({ casa: z.number().int(), visitante: z.number().int() });
export type GoalCount = z.output<typeof goalCountSchema>;

/** GET /api/games/:id: the game, the goals of its events per side, and whether the score follows them. */
export const gameDetailSchema = gameSchema.extend({ gols: goalCountSchema, placarSegueGols: z.boolean() });
export type GameDetail = z.output<typeof gameDetailSchema>;

/**
 * The score follows the goal events while it agrees with them: no score and no goal yet, or the
 * score equal to the goals counted per side. A score typed in the game form that differs from the
 * goals was set by hand, and events leave it alone.
 */
export function scoreFollowsGoals(placar: { placarCasa: number | null; placarVisitante: number | null }, gols: GoalCount) {
  if (placar.placarCasa === null && placar.placarVisitante === null) return gols.casa === 0 && gols.visitante === 0;
  return placar.placarCasa === gols.casa && placar.placarVisitante === gols.visitante;
}

// ---- the game's modality ----

const gameModalityByName: Record<string, CompetitionModality> = {
  futebol: 'futebol',
  futsal: 'futsal',
  basquete: 'basquete',
  volei: 'volei',
  handball: 'handebol',
  handebol: 'handebol',
};

/**
 * A game is of its turma's modality. Turmas store theirs as the team form shows it ('Futebol',
 * 'Vôlei', 'Handball'); null for a sport without games against opponents (Natação, Judô...).
 */
export function gameModalityOf(teamModality: string): CompetitionModality | null {
  const name = teamModality.normalize('NFD').replace(/\p{Diacritic}/gu, '').trim().toLowerCase();
  return gameModalityByName[name] ?? null;
}

export const externalTeamModalityMismatch = (externalTeam: CompetitionModality, game: CompetitionModality) =>
  `A equipe adversária é de ${competitionModalityLabels[externalTeam]} e o jogo é de ${competitionModalityLabels[game]}, a modalidade da turma: ` +
  `escolha um adversário de ${competitionModalityLabels[game]}.`;

const modalityList = Object.values(competitionModalityLabels);
export const teamWithoutGames = (nome: string, modalidade: string) =>
  `A turma ${nome} é de ${modalidade}, que não tem jogos contra adversários: ` +
  `escolha uma turma de ${modalityList.slice(0, -1).join(', ')} ou ${modalityList.at(-1)}.`;

/** Which side the school plays on. */
export const schoolSide = (game: Pick<GameData, 'homeTeamExternal'>): GameSide => (game.homeTeamExternal ? 'visitante' : 'casa');

// ---- game sheet: lineup, events, statistics ----

export const MINUTE_MAX = 300;
const minute = (message: string) => wholeNumber(message, { max: MINUTE_MAX, nullable: true });

const lineupFields = z.object({
  posicao: requiredText('Posição é obrigatória', 50),
  titular: z.boolean({ error: 'Titular inválido' }).default(true),
  numeroUniforme: wholeNumber('Número da camisa deve ser um inteiro de 0 a 999', { max: 999, nullable: true }),
  entradaMinuto: minute('Minuto de entrada inválido').transform((v) => v ?? 0),
  saidaMinuto: minute('Minuto de saída inválido'),
  substituido: z.boolean({ error: 'Substituído inválido' }).default(false),
  substitutoId: optionalId('Substituto inválido'),
  observacoes: optionalText(1000),
});

function lineupRules(v: z.output<typeof lineupFields>, ctx: z.RefinementCtx) {
  if (v.saidaMinuto !== null && v.saidaMinuto < v.entradaMinuto) {
    ctx.addIssue({ code: 'custom', path: ['saidaMinuto'], message: 'Minuto de saída não pode ser anterior ao de entrada' });
  }
  if (!v.substituido && v.substitutoId !== null) {
    ctx.addIssue({ code: 'custom', path: ['substitutoId'], message: 'Marque o atleta como substituído para informar o substituto' });
  }
}

/** PUT /api/games/:id/lineup/:lineupId: the athlete of an entry does not change. */
export const lineupEditSchema = lineupFields.superRefine(lineupRules);
export type LineupEditInput = z.input<typeof lineupEditSchema>;
export type LineupEdit = z.output<typeof lineupEditSchema>;

export const lineupInputSchema = lineupFields.extend({ athleteId: requiredId('Selecione um atleta') }).superRefine(lineupRules);
export type LineupInput = z.input<typeof lineupInputSchema>;
export type LineupData = z.output<typeof lineupInputSchema>;

const namedAthlete = z.object({ id: recordId, nomeCompleto: z.string() });

export const lineupEntrySchema = z.object({
  id: recordId,
  gameId: recordId,
  athleteId: recordId,
  posicao: z.string(),
  titular: z.boolean(),
  numeroUniforme: z.number().int().nullable(),
  entradaMinuto: z.number().int(),
  saidaMinuto: z.number().int().nullable(),
  substituido: z.boolean(),
  substitutoId: recordId.nullable(),
  observacoes: z.string().nullable(),
  athlete: namedAthlete,
  substituto: namedAthlete.nullable(),
});
export type LineupEntry = z.output<typeof lineupEntrySchema>;

/**
 * GET /api/games/:id/lineup/candidates: who may join the lineup, the game's turma first (athletes
 * enrolled in it), then its category (the roster's age bands, managedTeamCategories), then the rest.
 */
export const lineupCandidateGroups = ['turma', 'categoria', 'outros'] as const;
export type LineupCandidateGroup = (typeof lineupCandidateGroups)[number];

export const lineupCandidatesQuerySchema = z.object({ busca: listQuery.busca });
export type LineupCandidatesQuery = z.input<typeof lineupCandidatesQuerySchema>;

/** How many candidates the picker lists at once; a search narrows the rest. */
export const LINEUP_CANDIDATES_LIMIT = 50;

export const lineupCandidateSchema = z.object({
  id: recordId,
  nomeCompleto: z.string(),
  fotoUrl: z.string().nullable(),
  sexo: z.enum(sexes),
  /** The athlete's age band today, labelled by managedTeamCategoryLabels as in the roster. */
  categoria: z.enum(managedTeamCategories),
  grupo: z.enum(lineupCandidateGroups),
  /** Called up for the game: the family's answer, or 'pendente'; absent when not called up. Those who go come first. */
  convocacao: z.enum([...callupAnswers, 'pendente']).optional(),
});
export type LineupCandidate = z.output<typeof lineupCandidateSchema>;

export const lineupCandidatesSchema = z.object({
  items: z.array(lineupCandidateSchema),
  /** All matches; only LINEUP_CANDIDATES_LIMIT are listed. */
  total: z.number().int(),
});
export type LineupCandidates = z.output<typeof lineupCandidatesSchema>;

export const MINUTE_INVALID = 'Minuto deve ser positivo';

/**
 * athleteId is the school's athlete the event is about (none for an opponent's). assistenteId is
 * the athlete who assisted a goal, or the one who came on in a substitution.
 */
export const gameEventInputSchema = z
  .object({
    tipoEvento: requiredChoice(gameEventTypes, 'Tipo de evento é obrigatório', 'Tipo de evento inválido'),
    minuto: documented({ anyOf: [{ type: 'integer', minimum: 0, maximum: MINUTE_MAX }, { type: 'string', pattern: '^\\s*\\d+\\s*$' }] })
      .transform((value, ctx) => {
        const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
        if (value === undefined || value === null || value === '') {
          ctx.addIssue({ code: 'custom', message: 'Minuto é obrigatório' });
          return z.NEVER;
        }
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
          ctx.addIssue({ code: 'custom', message: MINUTE_INVALID });
          return z.NEVER;
        }
        if (n > MINUTE_MAX) {
          ctx.addIssue({ code: 'custom', message: `Minuto deve ser no máximo ${MINUTE_MAX}` });
          return z.NEVER;
        }
        return n;
      }),
    timeEvento: requiredChoice(gameSides, 'Lado é obrigatório', 'Lado inválido'),
    athleteId: optionalId('Atleta inválido'),
    assistenteId: optionalId('Atleta inválido'),
    descricao: optionalText(500),
  })
  .refine((v) => v.assistenteId === null || v.tipoEvento === 'gol' || v.tipoEvento === 'substituicao', {
    path: ['assistenteId'],
    message: 'Só gols têm assistência e só substituições têm quem entrou',
  })
  .refine((v) => v.assistenteId === null || v.assistenteId !== v.athleteId, {
    path: ['assistenteId'],
    message: 'Escolha outro atleta: é o mesmo do evento',
  })
  .superRefine((v, ctx) => {
    // A substitution of the school is one athlete off and one on; the opponent's names nobody.
    if (v.tipoEvento !== 'substituicao' || (v.athleteId === null) === (v.assistenteId === null)) return;
    if (v.assistenteId === null) ctx.addIssue({ code: 'custom', path: ['assistenteId'], message: 'Informe quem entrou' });
    else ctx.addIssue({ code: 'custom', path: ['athleteId'], message: 'Informe quem saiu' });
  });
export type GameEventInput = z.input<typeof gameEventInputSchema>;
export type GameEventData = z.output<typeof gameEventInputSchema>;

export const gameEventSchema = z.object({
  id: recordId,
  gameId: recordId,
  tipoEvento: z.enum(gameEventTypes),
  minuto: z.number().int(),
  timeEvento: z.enum(gameSides),
  athleteId: recordId.nullable(),
  assistenteId: recordId.nullable(),
  descricao: z.string().nullable(),
  athlete: namedAthlete.nullable(),
  assistente: namedAthlete.nullable(),
});
export type GameEvent = z.output<typeof gameEventSchema>;

const STAT_INVALID = 'Informe um número inteiro de 0 a 999';
/** The statistics the events cannot give; goals, assists and cards are counted from the events. */
export const playerStatsInputSchema = z.object({
  minutosJogados: requiredWholeNumber('Minutos jogados deve ser um inteiro de 0 a 300', MINUTE_MAX),
  faltas: requiredWholeNumber(STAT_INVALID, 999),
  faltasSofridas: requiredWholeNumber(STAT_INVALID, 999),
  chutesGol: requiredWholeNumber(STAT_INVALID, 999),
  chutesForaGol: requiredWholeNumber(STAT_INVALID, 999),
  defesas: requiredWholeNumber(STAT_INVALID, 999),
  observacoes: optionalText(1000),
});
export type PlayerStatsInput = z.input<typeof playerStatsInputSchema>;
export type PlayerStatsData = z.output<typeof playerStatsInputSchema>;

export const editableStats = ['minutosJogados', 'faltas', 'faltasSofridas', 'chutesGol', 'chutesForaGol', 'defesas'] as const;
export const computedStats = ['gols', 'assistencias', 'cartoesAmarelos', 'cartoesVermelhos'] as const;
export const statLabels: Record<(typeof editableStats)[number] | (typeof computedStats)[number], string> = {
  gols: 'Gols',
  assistencias: 'Assistências',
  cartoesAmarelos: 'Cartões amarelos',
  cartoesVermelhos: 'Cartões vermelhos',
  minutosJogados: 'Minutos jogados',
  faltas: 'Faltas cometidas',
  faltasSofridas: 'Faltas sofridas',
  chutesGol: 'Chutes no gol',
  chutesForaGol: 'Chutes para fora',
  defesas: 'Defesas',
};

const statCount = z.number().int();

/** One line per athlete of the lineup: counted columns from the events, the rest as typed. */
export const playerStatsSchema = z.object({
  athleteId: recordId,
  athlete: namedAthlete,
  gols: statCount,
  assistencias: statCount,
  cartoesAmarelos: statCount,
  cartoesVermelhos: statCount,
  minutosJogados: statCount,
  faltas: statCount,
  faltasSofridas: statCount,
  chutesGol: statCount,
  chutesForaGol: statCount,
  defesas: statCount,
  observacoes: z.string().nullable(),
});
export type PlayerStats = z.output<typeof playerStatsSchema>;
