import { describe, expect, it } from 'vitest';
import { formatDuration, parseTags, planInputSchema, programInputSchema, subActivityInputSchema } from './training';

describe('formatDuration (spec 2 §9)', () => {
  it.each([
    [0, '0 min'],
    [1, '1 min'],
    [45, '45 min'],
    [59, '59 min'],
    [60, '1h'],
    [61, '1h 1min'],
    [90, '1h 30min'],
    [120, '2h'],
    [135, '2h 15min'],
    [1440, '24h'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});

describe('parseTags', () => {
  it('reads a list, its JSON text or comma-separated text, trimmed and without repeats', () => {
    expect(parseTags(['passe', ' Passe ', '', 'drible'])).toEqual(['passe', 'drible']);
    expect(parseTags('["tático", "Tatico", "defesa"]')).toEqual(['tático', 'defesa']);
    expect(parseTags('passe, domínio,, coordenação ')).toEqual(['passe', 'domínio', 'coordenação']);
    expect(parseTags('[não é json')).toEqual(['[não é json']);
    expect(parseTags(null)).toEqual([]);
    expect(parseTags(42)).toEqual([]);
  });
});

const plan = {
  titulo: 'Passe curto',
  objetivoGeral: 'Passar bem',
  categoria: 'infantil',
  modalidade: 'futebol',
  tempoTotalEstimado: '60',
};

describe('plan and program schemas', () => {
  it('takes the time as typed text or a number, as a whole number of minutes', () => {
    expect(planInputSchema.parse(plan).tempoTotalEstimado).toBe(60);
    expect(planInputSchema.parse({ ...plan, tempoTotalEstimado: 45 }).tempoTotalEstimado).toBe(45);
    for (const [value, message] of [
      ['', 'Tempo é obrigatório'],
      [undefined, 'Tempo é obrigatório'],
      ['1,5', 'Tempo deve ser de 1 a 1440 minutos'],
      [0, 'Tempo deve ser de 1 a 1440 minutos'],
      [1441, 'Tempo deve ser de 1 a 1440 minutos'],
      [true, 'Tempo deve ser de 1 a 1440 minutos'],
    ] as const) {
      const result = planInputSchema.safeParse({ ...plan, tempoTotalEstimado: value });
      expect(result.error?.issues[0]!.message, String(value)).toBe(message);
    }
  });

  it('stores plan tags as normalised comma-separated text and program tags as a list', () => {
    expect(planInputSchema.parse({ ...plan, tags: ' passe,drible , passe' }).tags).toBe('passe, drible');
    expect(planInputSchema.parse({ ...plan, tags: '' }).tags).toBeNull();
    expect(programInputSchema.parse({ titulo: 'P', situacao: 'ativo', tags: 'a, b' }).tags).toEqual(['a', 'b']);
    expect(programInputSchema.parse({ titulo: 'P', situacao: 'ativo', tags: '["a","b"]' }).tags).toEqual(['a', 'b']);
    expect(programInputSchema.safeParse({ titulo: 'P', situacao: 'ativo', tags: [1] }).error?.issues[0]!.message).toBe(
      'Informe até 20 tags de até 50 caracteres',
    );
  });

  it('gives a sub-activity the spec messages', () => {
    const result = subActivityInputSchema.safeParse({ ordem: 0, tipo: '', descricao: ' ', nivel: '', tempoEstimado: '' });
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      ordem: 'Ordem deve ser maior que 0',
      tipo: 'Tipo é obrigatório',
      descricao: 'Descrição é obrigatória',
      nivel: 'Nível é obrigatório',
      tempoEstimado: 'Tempo é obrigatório',
    });
  });
});
