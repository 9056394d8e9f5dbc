import { z } from 'zod';
import { ageCategories } from './age';
import { athleteStatuses, kinships, MIN_SEARCH_LENGTH, sexes } from './athlete-constants';
import { birthDate, cpf, LONG_TEXT, optionalEmail, optionalText, requiredName, requiredPhone } from './fields';
import { lgpdConsent } from './privacy';
import { calendarDate, pageOf, recordId, timestamp } from './responses';

// The lists, labels and answers without a schema live apart, so a screen that only shows athletes
// does not build every schema here when it loads.
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

const cpfDigits = z.string().meta({ examples: ['52998224725'] });
const phoneDigits = z.string().meta({ examples: ['11987654321'] });
/** URL of the 300×300 photo, versioned by the last change so it may be cached for good; null without a photo. */
const photoUrl = z.string().nullable().meta({ examples: ['/api/athletes/42/photo?v=1767225600000'] });

/** One athlete with its health data and guardian on file: its page, and the answer of every write to it. */
export const athleteSchema = z.object({
  id: recordId,
  nomeCompleto: z.string(),
  dataNascimento: calendarDate,
  idade: z.number().int(),
  categoria: z.enum(ageCategories),
  sexo: z.enum(sexes),
  cpf: cpfDigits,
  telefone: phoneDigits,
  email: z.string().nullable(),
  endereco: z.string().nullable(),
  alergias: z.string().nullable(),
  restricoesMedicas: z.string().nullable(),
  observacoesSaude: z.string().nullable(),
  responsavelNome: z.string(),
  responsavelCpf: cpfDigits,
  responsavelTelefone: phoneDigits,
  responsavelParentesco: z.enum(kinships),
  responsavelEmail: z.string().nullable(),
  status: z.enum(athleteStatuses),
  fotoUrl: photoUrl,
  /** When the family last changed the contact data itself, in Minha família. */
  contatoAtualizadoPelaFamiliaEm: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Athlete = z.output<typeof athleteSchema>;

/** PATCH /api/athletes/:id/inactivate: the athlete and how many enrolments and instalments it cancelled. */
export const inactivationResultSchema = z.object({
  athlete: athleteSchema,
  inactivatedEnrollments: z.number().int(),
  inactivatedPayments: z.number().int(),
});
export type InactivationResult = z.output<typeof inactivationResultSchema>;

export const athleteListItemSchema = athleteSchema.pick({
  id: true,
  nomeCompleto: true,
  dataNascimento: true,
  idade: true,
  categoria: true,
  sexo: true,
  cpf: true,
  telefone: true,
  responsavelNome: true,
  responsavelTelefone: true,
  status: true,
  fotoUrl: true,
});
export type AthleteListItem = z.output<typeof athleteListItemSchema>;

export const athleteListSchema = pageOf(athleteListItemSchema).extend({
  /** Whole school (within the caller's scope), whatever the filters. */
  stats: z.object({ total: z.number().int(), ativos: z.number().int() }),
});
export type AthleteList = z.output<typeof athleteListSchema>;

/** The public quick registration: the same answer for a child already registered (the school is told), so no id. */
export const quickRegisterResultSchema = z.object({ athlete: athleteSchema.pick({ nomeCompleto: true }), message: z.string() });
export type QuickRegisterResult = z.output<typeof quickRegisterResultSchema>;

/** Header search (spec 1 §7.2 GET /api/search): athletes and enrolments the caller may see. */
export const searchQuerySchema = z.object({ q: z.string().trim().max(100, 'Busca muito longa').default('') });

export const searchResultsSchema = z.object({
  athletes: z.array(athleteSchema.pick({ id: true, nomeCompleto: true, cpf: true, responsavelNome: true })),
  enrollments: z.array(z.object({ id: recordId, athleteId: recordId, athleteNome: z.string(), teamNome: z.string() })),
});
