import { z } from 'zod';
import { callupAnswers, type CallupAnswer } from './attendance';
import { optionalText } from './fields';
import { calendarDate, recordId, timestamp } from './responses';

/*
 * No import of ./competitions here: the family Início loads this module, and the competitions
 * schemas are not for its first screen.
 */

/**
 * Convocação (docs/attendance-and-calendars.md): a coach calls athletes up for a game, each family
 * answers "vai" or "não vai" (with an optional note) until the game starts, and the coach builds the
 * lineup from those who go.
 */

/** Where a called-up athlete stands: an answer, or none yet. */
export const callupStatuses = [...callupAnswers, 'pendente'] as const;
export type CallupStatus = (typeof callupStatuses)[number];
export const callupStatusLabels: Record<CallupStatus, string> = { vai: 'Vai', nao_vai: 'Não vai', pendente: 'Sem resposta' };
export const callupStatusOf = (resposta: CallupAnswer | null): CallupStatus => resposta ?? 'pendente';

/** How many athletes one call-up may name at once. */
export const CALLUP_MAX_ATHLETES = 100;
export const CALLUP_NOTE_MAX = 200;

export const CALLUP_NOT_FOUND = 'Convocação não encontrada';
export const CALLUP_ATHLETE_NOT_FOUND = 'Atleta não encontrado ou inativo';
export const CALLUP_CLOSED = 'O jogo já começou: a resposta à convocação não pode mais ser alterada';
export const CALLUP_GAME_CANCELLED = 'Este jogo foi cancelado: não há convocação a responder';
export const CALLUP_GAME_OVER = 'Este jogo já foi finalizado ou cancelado: não recebe mais convocações';
const CHOOSE_ATHLETES = 'Selecione pelo menos um atleta';
const ANSWER_REQUIRED = 'Responda se o atleta vai ou não vai ao jogo';

/** POST /api/games/:id/callups: the athletes to call up; one already called stays as it is. */
export const callupInputSchema = z.object({
  athleteIds: z
    .array(z.number({ error: 'Atleta inválido' }).int('Atleta inválido').positive('Atleta inválido').max(2147483647, 'Atleta inválido'), {
      error: CHOOSE_ATHLETES,
    })
    .min(1, CHOOSE_ATHLETES)
    .max(CALLUP_MAX_ATHLETES, `No máximo ${CALLUP_MAX_ATHLETES} atletas por vez`)
    .transform((ids) => [...new Set(ids)]),
});
export type CallupInput = z.input<typeof callupInputSchema>;
export type CallupData = z.output<typeof callupInputSchema>;

/** PUT /api/family/callups/:id: the family's answer, with an optional note for the coach. */
export const callupAnswerInputSchema = z.object({
  resposta: z.enum(callupAnswers, { error: ANSWER_REQUIRED }),
  observacao: optionalText(CALLUP_NOTE_MAX),
});
export type CallupAnswerInput = z.input<typeof callupAnswerInputSchema>;
export type CallupAnswerData = z.output<typeof callupAnswerInputSchema>;

/** A called-up athlete as staff see it on the game's Convocação. */
export const gameCallupSchema = z.object({
  id: recordId,
  gameId: recordId,
  athleteId: recordId,
  nomeCompleto: z.string(),
  fotoUrl: z.string().nullable(),
  resposta: z.enum(callupAnswers).nullable(),
  observacao: z.string().nullable(),
  respondidoEm: timestamp.nullable(),
  /** The family account that answered. */
  respondidoPor: z.string().nullable(),
  convocadoEm: timestamp,
});
export type GameCallup = z.output<typeof gameCallupSchema>;

/** GET /api/games/:id/callups: every call-up of the game by name, and how many answered what. */
export const gameCallupsSchema = z.object({
  resumo: z.object({ vai: z.number().int(), naoVai: z.number().int(), semResposta: z.number().int() }),
  items: z.array(gameCallupSchema),
});
export type GameCallups = z.output<typeof gameCallupsSchema>;

/** A child's call-up as the family sees it on Início: the game, and the answer given. */
export const familyCallupSchema = z.object({
  id: recordId,
  athleteId: recordId,
  atleta: z.string(),
  jogo: z.object({
    id: recordId,
    dataHora: timestamp,
    /** The game's day and time in the school's time zone. */
    data: calendarDate,
    horario: z.string().meta({ examples: ['09:30'] }),
    local: z.string(),
    endereco: z.string().nullable(),
    cancelado: z.boolean(),
    /** The school's team (turma). */
    turma: z.string().nullable(),
    adversario: z.string().nullable(),
    /** The school plays away. */
    fora: z.boolean(),
  }),
  resposta: z.enum(callupAnswers).nullable(),
  observacao: z.string().nullable(),
  respondidoEm: timestamp.nullable(),
  /** The game has not started nor been cancelled: the answer may still change. */
  podeResponder: z.boolean(),
});
export type FamilyCallup = z.output<typeof familyCallupSchema>;
