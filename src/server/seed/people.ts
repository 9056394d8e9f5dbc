import { cpfFromBase } from './random';

/** The demo's named people: the three accounts and the family behind the cliente account. */

export const DEMO_PASSWORD = 'Plantel@2026';

export const demoAdmin = {
  nome: 'Ana Paula',
  nomeCompleto: 'Ana Paula Ribeiro',
  email: 'admin@plantel.demo',
  cpf: cpfFromBase('274816390'),
  dataNascimento: '1983-04-18',
  telefone: '11991427730',
  tipo: 'administrador',
} as const;

export const demoProfessor = {
  nome: 'Carlos Eduardo',
  nomeCompleto: 'Carlos Eduardo Lima',
  email: 'professor@plantel.demo',
  cpf: cpfFromBase('318705264'),
  dataNascimento: '1990-09-02',
  telefone: '11984561203',
  tipo: 'professor',
} as const;

/** The cliente account is the mother of two enrolled athletes (her CPF is their responsavelCpf). */
export const demoFamily = {
  nome: 'Fernanda',
  nomeCompleto: 'Fernanda Oliveira Santos',
  email: 'familia@plantel.demo',
  cpf: cpfFromBase('405129873'),
  dataNascimento: '1987-11-25',
  telefone: '11975318842',
  tipo: 'cliente',
} as const;

/** Her children: the first two generated athletes take these names and her as guardian. */
export const demoFamilyChildren = [
  { nome: 'Lucas Oliveira Santos', sexo: 'M', age: 9 },
  { nome: 'Beatriz Oliveira Santos', sexo: 'F', age: 12 },
] as const;

export const RESERVED_CPFS = [demoAdmin.cpf, demoProfessor.cpf, demoFamily.cpf];
