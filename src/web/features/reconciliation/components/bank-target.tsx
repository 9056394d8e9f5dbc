import { formatDate } from '@domain/format';
import type { BankTarget, InstalmentTarget } from '@domain/reconciliation';

const names = (athletes: { nomeCompleto: string }[]) => [...new Set(athletes.map((athlete) => athlete.nomeCompleto))].join(', ');

/** "2ª parcela de João Conceição Filho", several instalments, or the family charge with its children. */
export function describeTarget({ parcela, parcelas, cobranca }: BankTarget): string {
  if (parcela) return `${parcela.numeroParcela}ª parcela de ${parcela.athlete.nomeCompleto}`;
  if (parcelas) return `${parcelas.length} parcelas (${names(parcelas.map((item) => item.athlete))})`;
  if (!cobranca) return '';
  return `cobrança PIX da família (${cobranca.itens.length} parcelas: ${names(cobranca.itens.map((item) => item.athlete))})`;
}

/** "Resp.: Lohrana Duarte", to tell one family from another. */
export const guardiansLine = (parcela: InstalmentTarget) => (parcela.responsaveis.length ? `Resp.: ${parcela.responsaveis.join(', ')}` : '');

/** What a credit pays or may pay: who (and their guardians), which instalment(s) and when due. */
export function BankTargetSummary({ target }: { target: BankTarget }) {
  const { parcela, parcelas, cobranca } = target;
  if (parcela) {
    return (
      <div className="min-w-0">
        <p className="font-medium">{parcela.athlete.nomeCompleto}</p>
        <p className="text-sm text-muted-foreground">
          {parcela.numeroParcela}ª parcela · vence {formatDate(parcela.dataVencimento)}
        </p>
        <p className="text-sm break-words text-muted-foreground">{guardiansLine(parcela)}</p>
      </div>
    );
  }
  if (parcelas) {
    return (
      <div className="min-w-0">
        <p className="font-medium">{parcelas.length} parcelas da família</p>
        <ul className="text-sm text-muted-foreground">
          {parcelas.map((item) => (
            <li key={item.id}>
              {item.athlete.nomeCompleto} · {item.numeroParcela}ª parcela · vence {formatDate(item.dataVencimento)}
            </li>
          ))}
        </ul>
        <p className="text-sm break-words text-muted-foreground">{guardiansLine(parcelas[0]!)}</p>
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
