import { z } from 'zod';
import { ageCategories, type AgeCategory } from './age';
import { athleteStatuses, kinships, MIN_SEARCH_LENGTH, sexes, type AthleteStatus } from './athlete-constants';
import { birthDate, cpf, LONG_TEXT, optionalEmail, optionalText, requiredName, requiredPhone } from './fields';
import { lgpdConsent } from './privacy';

// The lists, labels and answers without a schema live apart, so a screen that only shows athletes
// does not build every schema here when it loads (issue 10).
export * from './athlete-constants';

/** Photos travel as data URLs already cropped and resized to 300×300 by the browser. */
export const PHOTO_MAX_DATA_URL = 700_000;
export const photoDataUrl = z
  .string({ error: 'Por favor, selecione uma imagem válida.' })
  .max(PHOTO_MAX_DATA_URL, 'A imagem deve ter no máximo 5MB.')
  .regex(/^data:image\/(jpeg|png|gif|webp);base64,[A-Za-z0-9+/=]+$/, 'Por favor, selecione uma imagem válida.');

/** Spec 1 §5 "Athlete registration"; the quick registration of spec 2 §2.5 uses the same rules. */
export const athleteRegistrationSchema = z.object({
  nomeCompleto: requiredName('Nome completo é obrigatório'),
  dataNascimento: birthDate('Data de nascimento é obrigatória'),
  sexo: z.enum(sexes, { error: 'Sexo é obrigatório' }),
  cpf: cpf('CPF inválido'),
  telefone: requiredPhone('Telefone é obrigatório'),
  email: optionalEmail('Email inválido'),
  endereco: optionalText(500),
  foto: photoDataUrl.nullish().or(z.literal('').transform(() => null)),
  alergias: optionalText(LONG_TEXT),
  restricoesMedicas: optionalText(LONG_TEXT),
  observacoesSaude: optionalText(LONG_TEXT),
  responsavelNome: requiredName('Nome do responsável é obrigatório'),
  responsavelCpf: cpf('CPF do responsável inválido'),
  responsavelTelefone: requiredPhone('Telefone do responsável é obrigatório', 'Telefone do responsável inválido'),
  responsavelParentesco: z.enum(kinships, { error: 'Parentesco é obrigatório' }),
  responsavelEmail: optionalEmail('Email inválido'),
});
export type AthleteRegistrationInput = z.input<typeof athleteRegistrationSchema>;
export type AthleteRegistration = z.output<typeof athleteRegistrationSchema>;

/**
 * Creating an athlete (POST /api/athletes and the public quick registration) also records the
 * guardian's consent to the processing of the child's personal and health data (LGPD art. 14).
 */
export const athleteCreateSchema = athleteRegistrationSchema.extend({ consentimentoLgpd: lgpdConsent });
export type AthleteCreateInput = z.input<typeof athleteCreateSchema>;
export type AthleteCreate = z.output<typeof athleteCreateSchema>;

/**
 * The athlete's health data, sensitive under LGPD art. 5, II: masked wherever the audit log records
 * changes, logged when staff read it, removed by anonymisation.
 */
export const healthFields = ['alergias', 'restricoesMedicas', 'observacoesSaude'] as const satisfies readonly (keyof AthleteRegistration)[];

/**
 * Spec 1 §5 "Athlete profile/detail edit": the same fields, with the form's own messages for
 * missing CPFs; the check digits are still checked, so no edit stores a CPF that is not one.
 * The photo is changed on its own (PUT {foto}), so saving the form never touches it.
 */
export const athleteEditSchema = athleteRegistrationSchema.omit({ foto: true }).extend({
  cpf: cpf('CPF inválido', 'CPF é obrigatório'),
  responsavelCpf: cpf('CPF do responsável inválido', 'CPF do responsável é obrigatório'),
  email: optionalEmail('E-mail inválido'),
  responsavelEmail: optionalEmail('E-mail inválido'),
});
export type AthleteEditInput = z.input<typeof athleteEditSchema>;

/** Filters of the athletes list; a search shorter than 2 characters is ignored (spec 1 §5 "Search"). */
export const athleteListQuerySchema = z.object({
  busca: z
    .string()
    .trim()
    .max(100, 'Busca muito longa')
    .optional()
    .transform((v) => (v && v.length >= MIN_SEARCH_LENGTH ? v : undefined)),
  status: z.enum(athleteStatuses, { error: 'Status inválido' }).optional(),
  sexo: z.enum(sexes, { error: 'Sexo inválido' }).optional(),
  categoria: z.enum(ageCategories, { error: 'Categoria inválida' }).optional(),
  page: z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(1, 'Página inválida').max(100_000, 'Página inválida').default(1),
  pageSize: z.coerce.number({ error: 'Tamanho de página inválido' }).int().min(1).max(100, 'Tamanho de página inválido').default(25),
});
export type AthleteListQuery = z.input<typeof athleteListQuerySchema>;

export interface Athlete extends Omit<AthleteRegistration, 'foto'> {
  id: number;
  idade: number;
  categoria: AgeCategory;
  status: AthleteStatus;
  fotoUrl: string | null;
  /** When the family last changed the contact data itself, in Minha família (issue 19). */
  contatoAtualizadoPelaFamiliaEm: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface InactivationResult {
  athlete: Athlete;
  inactivatedEnrollments: number;
  inactivatedPayments: number;
}

/** Header search (spec 1 §7.2 GET /api/search): athletes and enrolments the caller may see. */
export const searchQuerySchema = z.object({ q: z.string().trim().max(100, 'Busca muito longa').default('') });
