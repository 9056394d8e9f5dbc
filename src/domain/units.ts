import { z } from 'zod';
import { type ActiveStatus, optionalCpf, optionalEmail, optionalName, optionalPhone, optionalText, requiredId, requiredName, requiredText } from './fields';
import { DEFAULT_COUNTRY, optionalCep } from './organization';

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

export interface Unit extends UnitData {
  id: number;
  endereco: string | null;
  status: ActiveStatus;
  createdAt: string;
  updatedAt: string;
  company: { id: number; nomeFantasia: string };
}

/** An active company a unit can belong to (GET /api/units/company-options). */
export interface CompanyOption {
  id: number;
  nomeFantasia: string;
}
