import { z } from 'zod';
import { ActiveStatus, cnpj, optionalCpf, optionalEmail, optionalName, optionalPhone, optionalText, requiredName } from './fields';

export const companyInputSchema = z.object({
  razaoSocial: requiredName('Razão social é obrigatória'),
  nomeFantasia: requiredName('Nome fantasia é obrigatório'),
  cnpj: cnpj('CNPJ inválido'),
  endereco: optionalText(500),
  telefone: optionalPhone(),
  email: optionalEmail('Email inválido'),
  responsavelNome: optionalName(),
  responsavelCpf: optionalCpf('CPF do responsável inválido'),
  responsavelFuncao: optionalText(),
});
export type CompanyInput = z.input<typeof companyInputSchema>;
export type CompanyData = z.output<typeof companyInputSchema>;

export interface Company extends CompanyData {
  id: number;
  status: ActiveStatus;
  createdAt: string;
  updatedAt: string;
}
