import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { athletes } from '../../db/schema/index';
import { athleteInput } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let ip = 0;
const quickRegister = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/quick-register', payload: payload as object, remoteAddress: `10.1.0.${++ip}` });

const TINY_JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

describe('POST /api/quick-register (public)', () => {
  test('registers an athlete with guardian data, documents stored as digits', async () => {
    const input = athleteInput({ cpf: '529.982.247-25', foto: TINY_JPEG, alergias: 'Amendoim', email: 'joao@familia.com.br' });
    const res = await quickRegister(input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ athlete: { nomeCompleto: input.nomeCompleto }, message: `O atleta ${input.nomeCompleto} foi cadastrado na academia.` });
    const [stored] = await ctx.db.select().from(athletes).where(eq(athletes.cpf, '52998224725'));
    expect(stored).toMatchObject({
      cpf: '52998224725',
      telefone: '11987654321',
      responsavelTelefone: '11912345678',
      alergias: 'Amendoim',
      restricoesMedicas: null,
      status: 'ATIVO',
      foto: expect.stringMatching(/^data:image\/jpeg;base64,/),
    });
  });

  test.each([
    ['nomeCompleto', { nomeCompleto: '' }, 'Nome completo é obrigatório'],
    ['dataNascimento', { dataNascimento: '' }, 'Data de nascimento é obrigatória'],
    ['sexo', { sexo: 'X' }, 'Sexo é obrigatório'],
    ['cpf', { cpf: '123.456.789-00' }, 'CPF inválido'],
    ['telefone', { telefone: '' }, 'Telefone é obrigatório'],
    ['email', { email: 'joao@' }, 'Email inválido'],
    ['responsavelNome', { responsavelNome: ' ' }, 'Nome do responsável é obrigatório'],
    ['responsavelCpf', { responsavelCpf: '11111111111' }, 'CPF do responsável inválido'],
    ['responsavelTelefone', { responsavelTelefone: undefined }, 'Telefone do responsável é obrigatório'],
    ['responsavelTelefone', { responsavelTelefone: '1234567' }, 'Telefone do responsável inválido'],
    ['dataNascimento', { dataNascimento: '2999-01-01' }, 'Data de nascimento não pode ser no futuro.'],
    ['nomeCompleto', { nomeCompleto: 'João \u202Eavlis' }, 'O nome contém caracteres não permitidos.'],
    ['responsavelParentesco', { responsavelParentesco: '' }, 'Parentesco é obrigatório'],
    ['foto', { foto: 'data:text/html;base64,PHNjcmlwdD4=' }, 'Por favor, selecione uma imagem válida.'],
  ])('%s %j → "%s", nothing stored', async (field, override, message) => {
    const before = (await ctx.db.select({ id: athletes.id }).from(athletes)).length;
    const res = await quickRegister(athleteInput(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect((await ctx.db.select({ id: athletes.id }).from(athletes)).length).toBe(before);
  });

  test('malformed bodies never give a 500', async () => {
    await expectNoServerErrorForMalformedBodies(ctx, { method: 'POST', url: '/api/quick-register' });
  });

  test('is limited per address with a Portuguese 429', async () => {
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/quick-register', payload: athleteInput(), remoteAddress: '10.9.9.9' });
      last = res.statusCode;
      if (i < 10) expect(res.statusCode).toBe(201);
    }
    expect(last).toBe(429);
  });
});
