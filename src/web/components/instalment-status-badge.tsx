import { paymentStatusLabels, type PaymentStatus } from '@domain/enrollment-constants';
import { Badge, type BadgeProps } from '@web/components/ui/badge';

const variants: Record<PaymentStatus, BadgeProps['variant']> = {
  pago: 'success',
  atrasado: 'destructive',
  pendente: 'outline',
  cancelado: 'secondary',
};

/** Paga / Vencida (red) / Pendente / Cancelada; `situacao` comes from the server, overdue rule applied. */
export function InstalmentStatusBadge({ situacao }: { situacao: PaymentStatus }) {
  return <Badge variant={variants[situacao]}>{paymentStatusLabels[situacao]}</Badge>;
}
