import type { ReactNode } from 'react';
import type { Enrollment } from '@domain/enrollments';
import { ListError } from '@web/components/data-table';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatDateTime, formatMoney } from '@web/lib/format';
import { useEnrollmentHistory } from '../api/get-enrollment-history';

export interface EnrollmentHistoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  enrollment: Enrollment;
}

/** 'Histórico de Alterações': team changes and fee changes, newest first as the server sends them. */
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
            render={(change) => (
              <span className="tabular-nums">
                {formatMoney(change.oldValue)} → {formatMoney(change.newValue)}
              </span>
            )}
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
            <span className="font-medium">{render(change)}</span>
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
