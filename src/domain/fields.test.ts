import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { athleteCreateSchema, athleteEditSchema } from './athletes';
import { registerSchema } from './auth';
import { addDays, SCHOOL_TIME_ZONE, todayIn } from './dates';
import { paymentProcessSchema } from './enrollments';
import { familyContactSchema } from './families';
import { financialRecordInputSchema } from './ledger';
import { teamInputSchema } from './teams';
import { systemUserInputSchema } from './users';

/** Each field's first message, as the 400 body's `errors` carries it. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const today = todayIn(SCHOOL_TIME_ZONE);

const athlete = {
  nomeCompleto: 'João da Silva',
  dataNascimento: '2014-03-15',
  sexo: 'M',
  cpf: '529.982.247-25',
  telefone: '(11) 98765-4321',
  responsavelNome: 'Ana da Silva',
  responsavelCpf: '111.444.777-35',
  responsavelTelefone: '(11) 3333-4444',
  responsavelParentesco: 'mae',
  consentimentoLgpd: true,
};

describe('CPF: the check digits on every write', () => {
  test('the edit form refuses what is not a CPF, as the registration does; empty keeps its own message', () => {
    expect(athleteEditSchema.safeParse(athlete).success).toBe(true);
    expect(errorsOf(athleteEditSchema, { ...athlete, cpf: '123', responsavelCpf: '1' })).toEqual({
      cpf: 'CPF inválido',
      responsavelCpf: 'CPF do responsável inválido',
    });
    expect(errorsOf(athleteEditSchema, { ...athlete, cpf: '529.982.247-2599' })).toEqual({ cpf: 'CPF inválido' });
    expect(errorsOf(athleteEditSchema, { ...athlete, cpf: '', responsavelCpf: ' ' })).toEqual({
      cpf: 'CPF é obrigatório',
      responsavelCpf: 'CPF do responsável é obrigatório',
    });
  });
});

describe('phones', () => {
  test.each([
    ['1234567', 'Telefone inválido'],
    ['(11) 98765-432', 'Telefone inválido'],
    ['(00) 98765-4321', 'Telefone inválido'],
    ['(11) 98765-43210', 'Telefone inválido'],
  ])('%s is refused', (telefone, message) => {
    expect(errorsOf(athleteCreateSchema, { ...athlete, telefone, responsavelTelefone: telefone })).toEqual({
      telefone: message,
      responsavelTelefone: 'Telefone do responsável inválido',
    });
  });

  test('a mobile or a landline with its area code is stored as its digits, without the country code', () => {
    const parsed = athleteCreateSchema.parse({ ...athlete, telefone: '+55 (11) 98765-4321', responsavelTelefone: '(21) 2345-6789' });
    expect(parsed).toMatchObject({ telefone: '11987654321', responsavelTelefone: '2123456789' });
  });

  test('the family contact form and sign-up follow the same rule', () => {
    expect(errorsOf(familyContactSchema, { telefone: '1234567', responsavelTelefone: '11987654321' })).toEqual({ telefone: 'Telefone inválido' });
    expect(errorsOf(registerSchema.pick({ telefone: true }), { telefone: '1112345678' })).toEqual({ telefone: 'Telefone inválido' });
  });
});

describe('e-mails', () => {
  const userEmail = systemUserInputSchema.pick({ email: true });
  const athleteEmails = athleteEditSchema.pick({ email: true, responsavelEmail: true });

  test('stored trimmed and in lower case', () => {
    expect(userEmail.parse({ email: '  Ana.Souza+Escola@Exemplo.COM.br ' })).toEqual({ email: 'ana.souza+escola@exemplo.com.br' });
    expect(athleteEmails.parse({ email: " O'Neil@Exemplo.com", responsavelEmail: 'PAI@exemplo.com ' })).toEqual({
      email: "o'neil@exemplo.com",
      responsavelEmail: 'pai@exemplo.com',
    });
  });

  test.each([
    'ana',
    'ana@',
    '@exemplo.com',
    'ana@exemplo',
    'ana@exemplo.c',
    '.ana@exemplo.com',
    'ana.@exemplo.com',
    'ana..souza@exemplo.com',
    'ana souza@exemplo.com',
    'ana@-exemplo.com',
    'ana@exemplo..com',
    'joão@exemplo.com',
  ])('%s is refused with the field’s message', (value) => {
    expect(errorsOf(userEmail, { email: value })).toEqual({ email: 'Email inválido' });
    expect(errorsOf(athleteEmails, { email: value, responsavelEmail: value })).toEqual({
      email: 'E-mail inválido',
      responsavelEmail: 'E-mail inválido',
    });
  });

  test('255 characters at most, counted after the trim', () => {
    const longest = `${'a'.repeat(243)}@exemplo.com`;
    expect(userEmail.parse({ email: ` ${longest} ` })).toEqual({ email: longest });
    expect(errorsOf(userEmail, { email: `a${longest}` })).toEqual({ email: 'Email inválido' });
    expect(errorsOf(athleteEmails, { email: `a${longest}` })).toEqual({ email: 'E-mail inválido' });
  });

  test('required where it is required; an optional one left blank is stored as null', () => {
    for (const missing of [undefined, null, '', '   ']) {
      expect(errorsOf(userEmail, { email: missing })).toEqual({ email: 'Email inválido' });
    }
    expect(athleteEmails.parse({ email: '', responsavelEmail: '  ' })).toEqual({ email: null, responsavelEmail: null });
    expect(athleteEmails.parse({ email: null })).toEqual({ email: null, responsavelEmail: null });
    expect(athleteEmails.parse({})).toEqual({ email: null, responsavelEmail: null });
    expect(errorsOf(athleteEmails, { email: 42 })).toEqual({ email: 'E-mail inválido' });
  });
});

describe('birth dates', () => {
  test('today is accepted, tomorrow is not', () => {
    expect(athleteCreateSchema.safeParse({ ...athlete, dataNascimento: today }).success).toBe(true);
    expect(errorsOf(athleteCreateSchema, { ...athlete, dataNascimento: addDays(today, 1) })).toEqual({
      dataNascimento: 'Data de nascimento não pode ser no futuro.',
    });
    expect(errorsOf(athleteEditSchema, { ...athlete, dataNascimento: '2999-01-01' })).toEqual({
      dataNascimento: 'Data de nascimento não pode ser no futuro.',
    });
    expect(errorsOf(registerSchema.pick({ dataNascimento: true }), { dataNascimento: addDays(today, 1) })).toEqual({
      dataNascimento: 'Data de nascimento não pode ser no futuro.',
    });
  });

  test('a date before 1900 is a typo', () => {
    expect(errorsOf(athleteCreateSchema, { ...athlete, dataNascimento: '1899-12-31' })).toEqual({ dataNascimento: 'Data de nascimento inválida' });
    expect(athleteCreateSchema.safeParse({ ...athlete, dataNascimento: '1900-01-01' }).success).toBe(true);
  });
});

describe('money dates start on 2000-01-01', () => {
  const payment = { dataPagamento: '2000-01-01', metodoPagamento: 'pix' };
  const record = { tipo: 'despesa', categoria: 'Aluguel', valor: '10', data: '2000-01-01' };

  test('a payment date', () => {
    expect(paymentProcessSchema.safeParse(payment).success).toBe(true);
    expect(errorsOf(paymentProcessSchema, { ...payment, dataPagamento: '1900-01-01' })).toEqual({
      dataPagamento: 'Data do pagamento deve ser a partir de 01/01/2000',
    });
  });

  test('a ledger entry', () => {
    expect(financialRecordInputSchema.safeParse(record).success).toBe(true);
    expect(errorsOf(financialRecordInputSchema, { ...record, data: '1999-12-31' })).toEqual({ data: 'Data deve ser a partir de 01/01/2000' });
  });
});

describe('characters that hide or reorder text', () => {
  const NAME = 'O nome contém caracteres não permitidos.';
  const TEXT = 'O texto contém caracteres não permitidos.';

  test.each([
    ['a right-to-left override', 'Ana\u202Egpj.exe'],
    ['a left-to-right embedding', 'Ana\u202A Souza'],
    ['a first-strong isolate', 'Ana\u2068Souza\u2069'],
    ['a right-to-left mark', 'Ana\u200FSouza'],
    ['a zero-width space', 'Ana\u200BSouza'],
    ['a byte order mark', 'Ana\uFEFFSouza'],
    ['a NUL', 'Ana\u0000Souza'],
    ['an escape', 'Ana\u001B[31mSouza'],
    ['a C1 control', 'Ana\u0085Souza'],
    ['a line break', 'Ana\nSouza'],
    ['a tab', 'Ana\tSouza'],
  ])('a name with %s is refused', (_, nome) => {
    expect(errorsOf(athleteCreateSchema, { ...athlete, nomeCompleto: nome, responsavelNome: nome })).toEqual({
      nomeCompleto: NAME,
      responsavelNome: NAME,
    });
    expect(errorsOf(systemUserInputSchema.pick({ nomeCompleto: true }), { nomeCompleto: nome })).toEqual({ nomeCompleto: NAME });
    expect(errorsOf(teamInputSchema.pick({ nome: true, professorNome: true }), { nome, professorNome: nome })).toEqual({
      nome: NAME,
      professorNome: NAME,
    });
  });

  test('free text keeps its line breaks and tabs, and refuses the rest', () => {
    expect(athleteCreateSchema.parse({ ...athlete, alergias: 'Amendoim\n\tCamarão' }).alergias).toBe('Amendoim\n\tCamarão');
    expect(errorsOf(athleteCreateSchema, { ...athlete, alergias: 'Amendoim\u202E', endereco: 'Rua A\u0000' })).toEqual({
      alergias: TEXT,
      endereco: TEXT,
    });
  });

  test('accents, apostrophes and emoji sequences are names like any other', () => {
    for (const nome of ["Maria da Conceição D'Ávila", 'Zoë Müller-Øster', 'Equipe 👨‍👩‍👧 Azul']) {
      expect(errorsOf(teamInputSchema.pick({ nome: true }), { nome })).toEqual({});
    }
  });
});
