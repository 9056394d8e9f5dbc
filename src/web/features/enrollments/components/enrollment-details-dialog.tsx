import { PencilIcon } from 'lucide-react';
import { enrollmentTypeLabels, planTypeLabels, type Enrollment } from '@domain/enrollments';
import { DetailsDialog } from '@web/components/details-dialog';
import { EnrollmentStatusBadge } from '@web/components/enrollment-status-badge';
import { Button } from '@web/components/ui/button';
import { formatCpf, formatDate, formatMoney } from '@web/lib/format';
import { dueDay, teamAndUnit } from './enrollments-table';

export interface EnrollmentDetailsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  enrollment: Enrollment;
  /** administrador only (spec 1 §6): without it there is no Editar. */
  onEdit?: (enrollment: Enrollment) => void;
}

/** 'Detalhes da Matrícula' with Fechar and, for an administrador, Editar. */
export function EnrollmentDetailsDialog({ open, onOpenChange, enrollment, onEdit }: EnrollmentDetailsDialogProps) {
  return (
    <DetailsDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Detalhes da Matrícula"
      description={enrollment.athlete.nomeCompleto}
      sections={[
        {
          title: 'Atleta e turma',
          items: [
            { label: 'Atleta', value: enrollment.athlete.nomeCompleto },
            { label: 'CPF', value: formatCpf(enrollment.athlete.cpf) },
            { label: 'Turma', value: teamAndUnit(enrollment), wide: true },
          ],
        },
        {
          title: 'Plano',
          items: [
            { label: 'Tipo de Matrícula', value: enrollmentTypeLabels[enrollment.tipoMatricula] },
            { label: 'Tipo de Plano', value: planTypeLabels[enrollment.tipoPlano] },
            { label: 'Mensalidade', value: formatMoney(enrollment.valorMensalidade) },
            { label: 'Desconto', value: formatMoney(enrollment.desconto) },
            { label: 'Vencimento', value: `${dueDay(enrollment)} (desde ${formatDate(enrollment.dataVencimento)})` },
            { label: 'Data da Matrícula', value: formatDate(enrollment.dataMatricula) },
            { label: 'Status', value: <EnrollmentStatusBadge status={enrollment.status} /> },
            ...(enrollment.dataInativacao ? [{ label: 'Inativada em', value: formatDate(enrollment.dataInativacao) }] : []),
          ],
        },
      ]}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Fechar
          </Button>
          {onEdit && (
            <Button onClick={() => onEdit(enrollment)}>
              <PencilIcon aria-hidden="true" />
              Editar
            </Button>
          )}
        </>
      }
    />
  );
}
