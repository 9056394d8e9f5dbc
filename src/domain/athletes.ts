import { z } from 'zod';
import { cpf, isoDate, LONG_TEXT, optionalEmail, optionalText, requiredPhone, requiredText } from './fields';

export const sexes = ['M', 'F'] as const;
export type Sex = (typeof sexes)[number];
export const sexLabels: Record<Sex, string> = { M: 'Masculino', F: 'Feminino' };

export const kinships = ['avo', 'mae', 'outro', 'pai', 'responsavel_legal', 'tio'] as const;
export type Kinship = (typeof kinships)[number];
export const kinshipLabels: Record<Kinship, string> = {
  avo: 'Avô/Avó',
  mae: 'Mãe',
  outro: 'Outro',
  pai: 'Pai',
  responsavel_legal: 'Responsável Legal',
  tio: 'Tio/Tia',
};

/** Photos travel as data URLs already cropped and resized to 300×300 by the browser. */
export const PHOTO_MAX_DATA_URL = 700_000;
export const photoDataUrl = z
  .string({ error: 'Por favor, selecione uma imagem válida.' })
  .max(PHOTO_MAX_DATA_URL, 'A imagem deve ter no máximo 5MB.')
  .regex(/^data:image\/(jpeg|png|gif|webp);base64,[A-Za-z0-9+/=]+$/, 'Por favor, selecione uma imagem válida.');

/** Spec 1 §5 "Athlete registration"; the quick registration of spec 2 §2.5 uses the same rules. */
export const athleteRegistrationSchema = z.object({
  nomeCompleto: requiredText('Nome completo é obrigatório'),
  dataNascimento: isoDate('Data de nascimento é obrigatória'),
  sexo: z.enum(sexes, { error: 'Sexo é obrigatório' }),
  cpf: cpf('CPF inválido'),
  telefone: requiredPhone('Telefone é obrigatório'),
  email: optionalEmail('Email inválido'),
  endereco: optionalText(500),
  foto: photoDataUrl.nullish().or(z.literal('').transform(() => null)),
  alergias: optionalText(LONG_TEXT),
  restricoesMedicas: optionalText(LONG_TEXT),
  observacoesSaude: optionalText(LONG_TEXT),
  responsavelNome: requiredText('Nome do responsável é obrigatório'),
  responsavelCpf: cpf('CPF do responsável inválido'),
  responsavelTelefone: requiredPhone('Telefone do responsável é obrigatório'),
  responsavelParentesco: z.enum(kinships, { error: 'Parentesco é obrigatório' }),
  responsavelEmail: optionalEmail('Email inválido'),
});
export type AthleteRegistrationInput = z.input<typeof athleteRegistrationSchema>;
export type AthleteRegistration = z.output<typeof athleteRegistrationSchema>;

export const athleteStatuses = ['ATIVO', 'inativo'] as const;
export type AthleteStatus = (typeof athleteStatuses)[number];
