import { formatCpfDigits } from '@domain/documents';
import { enrollmentTypeLabels, planTypeLabels, type Enrollment } from '@domain/enrollments';
import { formatDate, formatMoney } from '@domain/format';
import { DetailsDialog, DetailsFooter } from '@web/components/details-dialog';
import { EnrollmentStatusBadge } from '@web/components/enrollment-status-badge';
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
            { label: 'CPF', value: formatCpfDigits(enrollment.athlete.cpf) },
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
      footer={<DetailsFooter onEdit={onEdit && (() => onEdit(enrollment))} />}
    />
  );
}
