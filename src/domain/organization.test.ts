import { describe, expect, it } from 'vitest';
import { formatAddress, formatWeekdays, parseWeekdays } from './organization';

const address = { rua: 'Avenida Paulista', numero: '1000', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP', pais: 'Brasil', cep: '01310100' };

describe('formatAddress (spec 1 §7.2)', () => {
  it('joins street, number, neighbourhood, city, state and country, then the masked CEP', () => {
    expect(formatAddress(address)).toBe('Avenida Paulista, 1000, Bela Vista, São Paulo, SP, Brasil - CEP: 01310-100');
  });

  it('leaves out a missing number and CEP, and trims every part', () => {
    expect(formatAddress({ ...address, numero: null, cep: null, rua: ' Rua Tito ' })).toBe('Rua Tito, Bela Vista, São Paulo, SP, Brasil');
    expect(formatAddress({ ...address, numero: '  ' })).toBe('Avenida Paulista, Bela Vista, São Paulo, SP, Brasil - CEP: 01310-100');
  });
});

describe('weekdays', () => {
  it('reads the stored JSON list in week order, and anything unreadable as no day', () => {
    expect(parseWeekdays('["sexta","segunda","feriado"]')).toEqual(['segunda', 'sexta']);
    expect(parseWeekdays('not json')).toEqual([]);
    expect(parseWeekdays('{"segunda":true}')).toEqual([]);
    expect(parseWeekdays(null)).toEqual([]);
  });

  it('labels the days in week order', () => {
    expect(formatWeekdays(['domingo', 'segunda', 'quarta'])).toBe('Segunda-feira, Quarta-feira, Domingo');
    expect(formatWeekdays([])).toBe('');
  });
});
