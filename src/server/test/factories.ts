import { firstRow } from '../db/rows';
import { generateCnpj, getPixKeyInfo } from '@brazilian-utils/brazilian-utils';
import { addDays, todayIn } from '@domain/dates';
import type { Role } from '@domain/roles';
import { hashPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import type { Executor } from '../db/client';
import { athleteGuardians, athletes, companies, enrollments, instalments, pixSettings, teams, units, users } from '../db/schema/index';

/**
 * Test factories: each builds one valid row with unique documents, overridable field by field.
 * Later areas add theirs here so every test builds data the same way.
 */

let sequence = 0;
const next = () => ++sequence;

/**
 * A valid CPF unique in this process, from the sequence written with the digits 2 to 9 only. A
 * random one made searches flaky: "100%" must find nothing, and one CPF in a few dozen has "100".
 */
function testCpf(): string {
  const digits = next().toString(8).split('').map((d) => String(Number(d) + 2));
  const base = ('34567892' + digits.join('')).slice(-9).split('').map(Number);
  const check = (numbers: number[]) => {
    const rest = (numbers.reduce((sum, d, i) => sum + d * (numbers.length + 1 - i), 0) * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = check(base);
  return [...base, first, check([...base, first])].join('');
}

export const DEFAULT_PASSWORD = 'senha-de-teste-123';
let defaultHash: Promise<string> | undefined;

export async function makeUser(db: Executor, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const user = firstRow(
    await db
    .insert(users)
    .values({
      nome: `Usuário ${n}`,
      nomeCompleto: `Usuário de Teste ${n}`,
      email: `usuario${n}.${Date.now()}@teste.com.br`,
      cpf: testCpf(),
      telefone: '11987654321',
      senha: await defaultHash,
      tipo: 'administrador',
      ...overrides,
    })
    .returning(),
    'insert user',
  );
  return user;
}

/** A signed-in user of the given role and the headers that carry its session. */
export async function signedIn(db: Executor, tipo: Role, overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await makeUser(db, { tipo, ...overrides });
  const token = await createSession(db, user!.id, '127.0.0.1', 'vitest');
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

export function companyInput(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    razaoSocial: `Escola de Esportes ${n} Ltda`,
    nomeFantasia: `Escola ${n}`,
    cnpj: generateCnpj(),
    endereco: 'Rua das Flores, 100 - Centro, São Paulo - SP',
    telefone: '(11) 3333-4444',
    email: `contato${n}@escola.com.br`,
    responsavelNome: 'Maria Souza',
    responsavelCpf: testCpf(),
    responsavelFuncao: 'Diretora',
    ...overrides,
  };
}

export async function makeCompany(db: Executor, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const input = companyInput();
  const company = firstRow(
    await db
    .insert(companies)
    .values({ ...input, cnpj: input.cnpj.replace(/\D/g, ''), telefone: '1133334444', responsavelCpf: null, ...overrides })
    .returning(),
    'insert company',
  );
  return company;
}

export async function makeUnit(db: Executor, companyId: number, overrides: Partial<typeof units.$inferInsert> = {}) {
  const n = next();
  const unit = firstRow(
    await db
    .insert(units)
    .values({
      companyId,
      nome: `Unidade ${n}`,
      rua: 'Avenida Paulista',
      numero: '1000',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
      pais: 'Brasil',
      cep: '01310100',
      endereco: 'Avenida Paulista, 1000, Bela Vista, São Paulo, SP, Brasil - CEP: 01310-100',
      ...overrides,
    })
    .returning(),
    'insert unit',
  );
  return unit;
}

/** A unit as the form sends it: masked CEP and phone, no endereco (the server assembles it). */
export function unitInput(companyId: number, overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    companyId,
    nome: `Unidade ${n}`,
    rua: 'Rua Domingos de Morais',
    numero: '2187',
    bairro: 'Vila Mariana',
    cidade: 'São Paulo',
    estado: 'SP',
    pais: 'Brasil',
    cep: '04035-000',
    telefone: '(11) 5084-1234',
    email: `unidade${n}@escola.com.br`,
    responsavelNome: 'Marcos Pereira',
    responsavelCpf: testCpf(),
    responsavelFuncao: 'Coordenador',
    ...overrides,
  };
}

export function teamInput(unitId: number, overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    unitId,
    nome: `Turma ${n}`,
    categoria: 'Sub-11',
    modalidade: 'Futebol',
    horario: '18:00 - 19:30',
    diasSemana: ['segunda', 'quarta'],
    professorNome: 'Carlos Eduardo Santos',
    auxiliarNome: '',
    ...overrides,
  };
}

/** diasSemana is given as a list and stored, like the service does, as its JSON text. */
export async function makeTeam(
  db: Executor,
  unitId: number,
  { diasSemana = ['segunda', 'quarta'], ...overrides }: Partial<Omit<typeof teams.$inferInsert, 'diasSemana'>> & { diasSemana?: string[] } = {},
) {
  const n = next();
  const team = firstRow(
    await db
    .insert(teams)
    .values({
      unitId,
      nome: `Turma ${n}`,
      categoria: 'Sub-11',
      modalidade: 'Futebol',
      horario: '18:00 - 19:30',
      diasSemana: JSON.stringify(diasSemana),
      professorNome: 'Carlos Eduardo Santos',
      ...overrides,
    })
    .returning(),
    'insert team',
  );
  return team;
}

export async function makeEnrollment(
  db: Executor,
  athleteId: number,
  teamId: number,
  overrides: Partial<typeof enrollments.$inferInsert> = {},
) {
  const enrollment = firstRow(
    await db
    .insert(enrollments)
    .values({
      athleteId,
      teamId,
      tipoMatricula: 'regular',
      tipoPlano: 'mensal',
      valorMensalidade: '180.00',
      dataMatricula: '2025-02-01',
      dataVencimento: '2025-02-10',
      ...overrides,
    })
    .returning(),
    'insert enrollment',
  );
  return enrollment;
}

/** An enrolment as the form sends it: fee as a decimal string, first due date 40 days ahead by default. */
export function enrollmentInput(athleteId: number, teamId: number, overrides: Record<string, unknown> = {}) {
  return {
    athleteId,
    teamId,
    tipoMatricula: 'regular',
    valorMensalidade: '180.00',
    tipoPlano: 'mensal',
    dataVencimento: addDays(todayIn('America/Sao_Paulo'), 40),
    desconto: '0.00',
    ...overrides,
  };
}

/** An open instalment of an enrolment; pass status 'pago' with the payment fields for a paid one. */
export async function makeInstalment(
  db: Executor,
  enrollmentId: number,
  overrides: Partial<typeof instalments.$inferInsert> = {},
) {
  const instalment = firstRow(
    await db
    .insert(instalments)
    .values({ enrollmentId, numeroMensalidade: 1, valor: '180.00', dataVencimento: '2025-02-10', ...overrides })
    .returning(),
    'insert instalment',
  );
  return instalment;
}

/** A public sign-up's body: a cliente with a fresh e-mail and CPF. */
export const registrationInput = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Carla',
  nomeCompleto: 'Carla Mendes da Silva',
  email: `carla.${Math.random().toString(36).slice(2)}@escola.com.br`,
  cpf: testCpf(),
  dataNascimento: '1985-06-20',
  telefone: '(11) 98765-4321',
  senha: 'uma-senha-boa',
  tipo: 'cliente',
  consentimentoLgpd: true,
  ...overrides,
});

export function athleteInput(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    nomeCompleto: `Atleta de Teste ${n}`,
    dataNascimento: '2014-03-15',
    sexo: 'M',
    cpf: testCpf(),
    telefone: '(11) 98765-4321',
    email: '',
    endereco: '',
    alergias: '',
    restricoesMedicas: '',
    observacoesSaude: '',
    responsavelNome: 'Ana Pereira',
    responsavelCpf: testCpf(),
    responsavelTelefone: '(11) 91234-5678',
    responsavelParentesco: 'mae',
    responsavelEmail: '',
    consentimentoLgpd: true,
    ...overrides,
  };
}

/**
 * An active guardian link, as an accepted invitation leaves it: the only way a family account sees
 * an athlete.
 */
export async function linkGuardian(db: Executor, athleteId: number, userId: number, overrides: Partial<typeof athleteGuardians.$inferInsert> = {}) {
  const link = firstRow(
    await db
    .insert(athleteGuardians)
    .values({ athleteId, userId, nome: 'Responsável de Teste', parentesco: 'mae', verificacao: 'convite', principal: true, ...overrides })
    .returning(),
    'insert link',
  );
  return link;
}

export async function makeAthlete(db: Executor, overrides: Partial<typeof athletes.$inferInsert> = {}) {
  const input = athleteInput();
  const athlete = firstRow(
    await db
    .insert(athletes)
    .values({
      nomeCompleto: input.nomeCompleto,
      dataNascimento: input.dataNascimento,
      sexo: 'M',
      cpf: input.cpf,
      telefone: '11987654321',
      responsavelNome: input.responsavelNome,
      responsavelCpf: input.responsavelCpf,
      responsavelTelefone: '11912345678',
      responsavelParentesco: 'mae',
      ...overrides,
    })
    .returning(),
    'insert athlete',
  );
  return athlete;
}

/**
 * A company (or a unit) that receives by PIX, its key in the DICT's canonical form as the PIX
 * settings screen stores it: by default the school's CNPJ key, "Craque do Amanhã", São Paulo.
 */
export async function makePixSettings(
  db: Executor,
  owner: { companyId: number } | { unitId: number },
  { chave = '11.222.333/0001-81', nomeRecebedor = 'Craque do Amanhã', cidade = 'São Paulo' }: { chave?: string; nomeRecebedor?: string; cidade?: string } = {},
) {
  const key = getPixKeyInfo(chave);
  if (!key) throw new Error(`chave PIX inválida: ${chave}`);
  const [row] = await db.insert(pixSettings).values({ ...owner, chave: key.value, tipoChave: key.type, nomeRecebedor, cidade }).returning();
  return row!;
}
