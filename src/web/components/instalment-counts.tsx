import type { InstalmentSummary } from '@domain/enrollments';
import { Badge } from '@web/components/ui/badge';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Paid, overdue and pending-not-overdue counts of an enrolment (spec 1 §2.7, §2.14), or 'Sem parcelas'. */
export function InstalmentCounts({ resumo }: { resumo: InstalmentSummary }) {
  if (resumo.pagas + resumo.vencidas + resumo.pendentes === 0) return <span className="text-sm text-muted-foreground">Sem parcelas</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {resumo.pagas > 0 && <Badge variant="success">{plural(resumo.pagas, 'paga', 'pagas')}</Badge>}
      {resumo.vencidas > 0 && <Badge variant="destructive">{plural(resumo.vencidas, 'vencida', 'vencidas')}</Badge>}
      {resumo.pendentes > 0 && <Badge variant="outline">{plural(resumo.pendentes, 'pendente', 'pendentes')}</Badge>}
    </div>
  );
}
