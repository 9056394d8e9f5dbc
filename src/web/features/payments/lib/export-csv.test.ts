import { describe, expect, test } from 'vitest';
import type { EnrollmentPayments, Instalment } from '@domain/enrollments';
import { buildFinanceCsv, financeCsvFileName } from './export-csv';

const instalment = (overrides: Partial<Instalment>): Instalment => ({
  id: 1,
  enrollmentId: 7,
  numeroMensalidade: 1,
  valor: '1234.56',
  valorDesconto: '0.00',
  valorPago: null,
  dataVencimento: '2026-03-10',
  dataPagamento: null,
  metodoPagamento: null,
  observacoes: null,
  status: 'pendente',
  situacao: 'pendente',
  processedByUserId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const enrollment = (monthlyPayments: Instalment[], nomeCompleto = 'Ana Souza'): EnrollmentPayments => ({
  id: 7,
  tipoMatricula: 'regular',
  tipoPlano: 'mensal',
  valorMensalidade: '1234.56',
  desconto: '0.00',
  status: 'ativa',
  dataMatricula: '2026-01-05',
  dataVencimento: '2026-03-10',
  athlete: { id: 3, nomeCompleto },
  team: { id: 4, nome: 'Sub-11 "A"; manhã', unit: { id: 5, nome: 'Centro' } },
  monthlyPayments,
  totals: { emAberto: { valor: '0.00', quantidade: 0 }, pago: { valor: '0.00', quantidade: 0 }, geral: { valor: '0.00', quantidade: 0 } },
});

describe('buildFinanceCsv', () => {
  test('starts with a BOM and the header, separated by ";" and ended by CRLF', () => {
    const csv = buildFinanceCsv([]);
    expect(csv).toBe('\uFEFFAtleta;Turma;Unidade;Valor;Vencimento;Status;Data Pagamento\r\n');
  });

  test('writes one line per instalment with pt-BR money, dates and status labels', () => {
    const csv = buildFinanceCsv([
      enrollment([
        instalment({ situacao: 'atrasado', dataVencimento: '2026-02-10' }),
        instalment({ id: 2, status: 'pago', situacao: 'pago', valorPago: '1200.00', dataPagamento: '2026-03-09' }),
        instalment({ id: 3, status: 'cancelado', situacao: 'cancelado', dataVencimento: '2026-04-10' }),
        instalment({ id: 4, dataVencimento: '2026-05-10' }),
      ]),
    ]);
    const lines = csv.slice(1).split('\r\n');
    expect(lines.slice(1)).toEqual([
      'Ana Souza;"Sub-11 ""A""; manhã";Centro;R$ 1.234,56;10/02/2026;Vencida;',
      'Ana Souza;"Sub-11 ""A""; manhã";Centro;R$ 1.200,00;10/03/2026;Paga;09/03/2026',
      'Ana Souza;"Sub-11 ""A""; manhã";Centro;R$ 1.234,56;10/04/2026;Cancelada;',
      'Ana Souza;"Sub-11 ""A""; manhã";Centro;R$ 1.234,56;10/05/2026;Pendente;',
      '',
    ]);
  });

  test('keeps a field a spreadsheet would run as a formula as text, and quotes line breaks', () => {
    const csv = buildFinanceCsv([enrollment([instalment({})], '=HYPERLINK("x")\nB')]);
    expect(csv.split('\r\n')[1].startsWith(`"'=HYPERLINK(""x"")\nB";`)).toBe(true);
  });
});

test('the file is named after the day', () => {
  expect(financeCsvFileName('2026-03-15')).toBe('relatorio_financeiro_2026-03-15.csv');
});
