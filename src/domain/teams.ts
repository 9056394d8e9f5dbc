import { z } from 'zod';
import { optionalName, requiredChoice, requiredId, requiredName, requiredText } from './fields';
import { teamCategories, teamModalities, weekdays } from './organization';
import { activeStatus, recordId, timestamp } from './responses';

const NO_DAY = 'Selecione pelo menos um dia';

/** The days a team meets, deduplicated and in week order. */
const weekdayList = z
  .array(z.enum(weekdays, { error: 'Dia da semana inválido' }), { error: NO_DAY })
  .min(1, NO_DAY)
  .transform((days) => weekdays.filter((d) => days.includes(d)));

/** Spec 1 §5 "Team". */
export const teamInputSchema = z.object({
  unitId: requiredId('Unidade é obrigatória'),
  nome: requiredName('Nome da turma é obrigatório'),
  categoria: requiredChoice(teamCategories, 'Categoria é obrigatória', 'Categoria inválida'),
  modalidade: requiredChoice(teamModalities, 'Modalidade é obrigatória', 'Modalidade inválida'),
  horario: requiredText('Horário é obrigatório', 100),
  diasSemana: weekdayList,
  professorNome: optionalName(),
  auxiliarNome: optionalName(),
});
export type TeamInput = z.input<typeof teamInputSchema>;
export type TeamData = z.output<typeof teamInputSchema>;

function parseJsonText(value: unknown) {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** What POST and PUT /api/teams accept: diasSemana as a list, or as that list's JSON text (spec 1 §7.2). */
export const teamRequestSchema = teamInputSchema.extend({ diasSemana: z.preprocess(parseJsonText, weekdayList) });

/**
 * A team as every teams route answers it, with its unit's name and diasSemana read from the stored
 * JSON text. categoria and modalidade are free text in the database (the lists only bind the form),
 * so the answer does not narrow them: a list that loses an option must not break the teams list.
 */
export const teamSchema = z.object({
  id: recordId,
  unitId: recordId,
  nome: z.string(),
  categoria: z.string().meta({ examples: ['Sub-11'] }),
  modalidade: z.string().meta({ examples: ['Futebol'] }),
  horario: z.string().meta({ examples: ['18:00 - 19:30'] }),
  diasSemana: z.array(z.enum(weekdays)),
  professorNome: z.string().nullable(),
  auxiliarNome: z.string().nullable(),
  status: activeStatus,
  createdAt: timestamp,
  updatedAt: timestamp,
  unit: z.object({ id: recordId, nome: z.string() }),
});
export type Team = z.output<typeof teamSchema>;
