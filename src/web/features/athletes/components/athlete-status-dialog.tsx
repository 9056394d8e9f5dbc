import type { Athlete } from '@domain/athletes';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import type { AthleteStatusAction } from '../api/set-athlete-status';

export interface AthleteStatusDialogProps {
  athlete: Pick<Athlete, 'nomeCompleto' | 'status'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** Receives the action the confirmation stands for. */
  onConfirm: (action: AthleteStatusAction) => void;
}

/**
 * Confirms inactivating an active athlete (spec 1 §4: it cancels the active enrolments and the open
 * instalments not yet due, and cannot be undone) or reactivating an inactive one.
 */
export function AthleteStatusDialog({ athlete, open, onOpenChange, pending, onConfirm }: AthleteStatusDialogProps) {
  const inactivating = athlete.status === 'ATIVO';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={inactivating ? 'Inativar Atleta' : 'Reativar Atleta'}
      description={
        inactivating
          ? `Tem certeza que deseja inativar o atleta ${athlete.nomeCompleto}? Todas as matrículas ativas e as parcelas em aberto ainda não vencidas serão canceladas. Esta ação não pode ser desfeita.`
          : `Tem certeza que deseja reativar o atleta ${athlete.nomeCompleto}?`
      }
      confirmLabel={inactivating ? 'Inativar' : 'Reativar'}
      destructive={inactivating}
      pending={pending}
      onConfirm={() => onConfirm(inactivating ? 'inactivate' : 'reactivate')}
    />
  );
}
