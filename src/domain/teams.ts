import { z } from 'zod';
import { type ActiveStatus, optionalName, requiredChoice, requiredId, requiredName, requiredText } from './fields';
import { teamCategories, teamModalities, weekdays } from './organization';

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

export interface Team extends TeamData {
  id: number;
  status: ActiveStatus;
  createdAt: string;
  updatedAt: string;
  unit: { id: number; nome: string };
}
