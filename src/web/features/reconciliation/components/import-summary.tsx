import { TriangleAlertIcon, XIcon } from 'lucide-react';
import { formatCount } from '@domain/format';
import type { BankStatementImport } from '@domain/reconciliation';
import { Button } from '@web/components/ui/button';

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** Worth showing beyond the toast: a file of several accounts, or of an account never imported. */
export const importNeedsSummary = ({ contas }: BankStatementImport) => contas.length > 1 || contas.some((account) => account.nova);

/**
 * What the last imported file held, account by account, with a warning for an account no credit was
 * imported from before: a statement of another account (the owner's, a card's) is caught before its
 * credits are reconciled as fees.
 */
export function ImportSummary({ summary, onClose }: { summary: BankStatementImport; onClose: () => void }) {
  const novas = summary.contas.filter((account) => account.nova);
  return (
    <section aria-label="Extrato importado" className="relative space-y-2 rounded-md border p-3 pr-10 text-sm">
      <Button variant="ghost" size="icon" className="absolute top-1 right-1" aria-label="Fechar o resumo da importação" onClick={onClose}>
        <XIcon aria-hidden="true" />
      </Button>
      <p className="font-medium">{summary.contas.length > 1 ? `O extrato trouxe ${formatCount(summary.contas.length)} contas:` : 'O extrato trouxe a conta:'}</p>
      <ul className="space-y-1">
        {summary.contas.map((account) => (
          <li key={account.conta} className="flex flex-wrap gap-x-2">
            <span className="font-medium break-all">{account.conta}</span>
            <span className="text-muted-foreground">
              {plural(account.creditos, 'crédito', 'créditos')} ({plural(account.novos, 'novo', 'novos')})
            </span>
          </li>
        ))}
      </ul>
      {novas.length > 0 && (
        <p role="status" className="flex items-start gap-2 rounded-md border border-amber-500 bg-amber-50 p-2 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {novas.length === 1 ? `Conta nova: ${novas[0]!.conta}. Nenhum crédito dela` : `Contas novas: ${novas.map((account) => account.conta).join('; ')}. Nenhum crédito delas`} tinha
            sido importado antes: confira se é a conta da escola antes de conciliar.
          </span>
        </p>
      )}
    </section>
  );
}
