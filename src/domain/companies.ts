import { z } from 'zod';
import { cnpj, optionalCpf, optionalEmail, optionalName, optionalPhone, optionalText, requiredName } from './fields';
import { activeStatus, recordId, timestamp } from './responses';

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

export const companySchema = z.object({
  id: recordId,
  razaoSocial: z.string(),
  nomeFantasia: z.string(),
  cnpj: z.string().meta({ examples: ['11222333000181'] }),
  endereco: z.string().nullable(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  responsavelNome: z.string().nullable(),
  responsavelCpf: z.string().nullable(),
  responsavelFuncao: z.string().nullable(),
  status: activeStatus,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Company = z.output<typeof companySchema>;
