import type { ReactNode } from 'react';
import type { Enrollment, PaymentValueChange } from '@domain/enrollments';
import { formatDateTime, formatMoney } from '@domain/format';
import { instalmentValue } from '@domain/instalments';
import { toCents } from '@domain/money';
import { ListError } from '@web/components/data-table';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useEnrollmentHistory } from '../api/get-enrollment-history';

export interface EnrollmentHistoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  enrollment: Enrollment;
}

/** 'Histórico de Alterações': team changes and value changes, newest first as the server sends them. */
export function EnrollmentHistoryDialog({ open, onOpenChange, enrollment }: EnrollmentHistoryDialogProps) {
  const { teamChanges, paymentChanges } = useEnrollmentHistory(enrollment.id, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Histórico de Alterações</DialogTitle>
          <DialogDescription>
            {enrollment.athlete.nomeCompleto} · {enrollment.team.nome}
          </DialogDescription>
        </DialogHeader>
        <div className="max-h-[60vh] space-y-6 overflow-y-auto">
          <HistorySection
            title="Mudanças de Turma"
            query={teamChanges}
            empty="Nenhuma mudança de turma registrada."
            render={(change) => (
              <>
                De {change.oldTeam?.nome ?? '—'} para {change.newTeam?.nome ?? '—'}
              </>
            )}
          />
          <HistorySection
            title="Alterações de Valor"
            query={paymentChanges}
            empty="Nenhuma alteração de valor registrada."
            render={(change) => <ValueChange change={change} />}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Fechar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** "R$ 200,00" when it stayed, "de R$ 0,00 para R$ 25,00" when it changed. */
function moneyChange(before: string, after: string) {
  return toCents(before) === toCents(after) ? formatMoney(after) : `de ${formatMoney(before)} para ${formatMoney(after)}`;
}

/**
 * The fee and the discount before and after, and, when a discount is involved, what each
 * instalment charges. Changes recorded before the discount was kept show the fee alone.
 */
function ValueChange({ change }: { change: PaymentValueChange }) {
  const lines: [string, string][] = [['Mensalidade', moneyChange(change.oldValue, change.newValue)]];
  const { oldDiscount, newDiscount } = change;
  if (oldDiscount !== null && newDiscount !== null) {
    lines.push(['Desconto', moneyChange(oldDiscount, newDiscount)]);
    if (toCents(oldDiscount) > 0 || toCents(newDiscount) > 0) {
      lines.push(['Valor da parcela', moneyChange(instalmentValue(change.oldValue, oldDiscount), instalmentValue(change.newValue, newDiscount))]);
    }
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
      {lines.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-normal text-muted-foreground">{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface HistoryQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

function HistorySection<T extends { id: number; changeDate: string }>({
  title,
  query,
  empty,
  render,
}: {
  title: string;
  query: HistoryQuery<T>;
  empty: string;
  render: (change: T) => ReactNode;
}) {
  let content: ReactNode;
  if (query.isError) content = <ListError message="Não foi possível carregar o histórico." onRetry={() => void query.refetch()} />;
  else if (query.isPending) content = <Skeleton className="h-10 w-full" />;
  else if (!query.data?.length) content = <p className="text-sm text-muted-foreground">{empty}</p>;
  else
    content = (
      <ul className="divide-y rounded-md border">
        {query.data.map((change) => (
          <li key={change.id} className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 font-medium">{render(change)}</div>
            <time dateTime={change.changeDate} className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">
              {formatDateTime(change.changeDate)}
            </time>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-muted-foreground uppercase">{title}</h3>
      {content}
    </section>
  );
}
