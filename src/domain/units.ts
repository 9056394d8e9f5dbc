import { z } from 'zod';
import { optionalCpf, optionalEmail, optionalName, optionalPhone, optionalText, requiredId, requiredName, requiredText } from './fields';
import { DEFAULT_COUNTRY, optionalCep } from './organization';
import { activeStatus, recordId, timestamp } from './responses';

/**
 * Spec 1 §5 "Unit". The combined `endereco` is not an input: the server assembles it from the
 * parts with formatAddress (spec 1 §7.2), and the form previews it with the same function.
 */
export const unitInputSchema = z.object({
  companyId: requiredId('Empresa é obrigatória'),
  nome: requiredName('Nome da unidade é obrigatório'),
  rua: requiredText('Nome da rua/avenida é obrigatório'),
  numero: optionalText(20),
  bairro: requiredText('Bairro é obrigatório'),
  cidade: requiredText('Cidade é obrigatória'),
  estado: requiredText('Estado é obrigatório'),
  pais: requiredText('País é obrigatório').default(DEFAULT_COUNTRY),
  cep: optionalCep('CEP inválido'),
  telefone: optionalPhone(),
  email: optionalEmail('Email inválido'),
  responsavelNome: optionalName(),
  responsavelCpf: optionalCpf('CPF do responsável inválido'),
  responsavelFuncao: optionalText(),
});
export type UnitInput = z.input<typeof unitInputSchema>;
export type UnitData = z.output<typeof unitInputSchema>;

/** An active company a unit can belong to (GET /api/units/company-options). */
export const companyOptionSchema = z.object({ id: recordId, nomeFantasia: z.string() });
export type CompanyOption = z.output<typeof companyOptionSchema>;

/** A unit as every units route answers it: its columns and its company's fantasy name. */
export const unitSchema = z.object({
  id: recordId,
  companyId: recordId,
  nome: z.string(),
  rua: z.string(),
  numero: z.string().nullable(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
  pais: z.string(),
  cep: z.string().nullable().meta({ description: 'Só os dígitos', examples: ['01234567'] }),
  endereco: z.string().nullable().meta({ examples: ['Rua X, 100, Centro, São Paulo, SP, Brasil - CEP: 01234-567'] }),
  telefone: z.string().nullable().meta({ examples: ['11987654321'] }),
  email: z.string().nullable(),
  responsavelNome: z.string().nullable(),
  responsavelCpf: z.string().nullable().meta({ examples: ['52998224725'] }),
  responsavelFuncao: z.string().nullable(),
  status: activeStatus,
  createdAt: timestamp,
  updatedAt: timestamp,
  company: companyOptionSchema,
});
export type Unit = z.output<typeof unitSchema>;
