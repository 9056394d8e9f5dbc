import { formatDate } from '@domain/format';
import type { BankTarget } from '@domain/reconciliation';

/** "2ª parcela de João Conceição Filho", or the family charge with its children. */
export function describeTarget({ parcela, cobranca }: BankTarget): string {
  if (parcela) return `${parcela.numeroParcela}ª parcela de ${parcela.athlete.nomeCompleto}`;
  if (!cobranca) return '';
  const names = [...new Set(cobranca.itens.map((item) => item.athlete.nomeCompleto))].join(', ');
  return `cobrança PIX da família (${cobranca.itens.length} parcelas: ${names})`;
}

/** What a credit pays or may pay: who, which instalment(s) and when due. */
export function BankTargetSummary({ target }: { target: BankTarget }) {
  const { parcela, cobranca } = target;
  if (parcela) {
    return (
      <div className="min-w-0">
        <p className="font-medium">{parcela.athlete.nomeCompleto}</p>
        <p className="text-sm text-muted-foreground">
          {parcela.numeroParcela}ª parcela · vence {formatDate(parcela.dataVencimento)}
        </p>
      </div>
    );
  }
  if (!cobranca) return null;
  return (
    <div className="min-w-0">
      <p className="font-medium">Cobrança PIX da família</p>
      <ul className="text-sm text-muted-foreground">
        {cobranca.itens.map((item) => (
          <li key={item.instalmentId}>
            {item.athlete.nomeCompleto} · {item.numeroParcela}ª parcela
          </li>
        ))}
      </ul>
    </div>
  );
}
