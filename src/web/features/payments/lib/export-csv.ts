import { paymentStatusLabels } from '@domain/enrollment-constants';
import type { EnrollmentPayments } from '@domain/enrollments';
import { formatDate, formatMoney } from '@web/lib/format';

/**
 * The financial report of Gestão Financeira (spec 1 §2.14): one line per instalment, written so a
 * Brazilian Excel opens it as it is — UTF-8 with a BOM (else accents break), ';' between fields
 * (',' is the decimal separator there), CRLF line ends.
 */
export const CSV_HEADER = ['Atleta', 'Turma', 'Unidade', 'Valor', 'Vencimento', 'Status', 'Data Pagamento'] as const;

const BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula (a name typed as "=HYPERLINK(...)") is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Intl puts a no-break space after "R$"; a plain one reads the same and survives any editor. */
const money = (value: string) => formatMoney(value).replace(/\u00A0/g, ' ');

export function buildFinanceCsv(enrollments: readonly EnrollmentPayments[]): string {
  const lines = [CSV_HEADER.join(';')];
  for (const enrollment of enrollments) {
    for (const instalment of enrollment.monthlyPayments) {
      const paid = instalment.situacao === 'pago';
      lines.push(
        [
          enrollment.athlete.nomeCompleto,
          enrollment.team.nome,
          enrollment.team.unit.nome,
          // What was received for a paid instalment (after its discount), what is charged otherwise.
          money(paid && instalment.valorPago ? instalment.valorPago : instalment.valor),
          formatDate(instalment.dataVencimento),
          paymentStatusLabels[instalment.situacao],
          paid && instalment.dataPagamento ? formatDate(instalment.dataPagamento) : '',
        ]
          .map(csvField)
          .join(';'),
      );
    }
  }
  return BOM + lines.join('\r\n') + '\r\n';
}

/** relatorio_financeiro_2026-03-15.csv */
export const financeCsvFileName = (today: string) => `relatorio_financeiro_${today}.csv`;

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
