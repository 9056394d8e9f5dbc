import type { ActiveStatus } from '@domain/fields';
import { ConfirmDialog } from '@web/components/confirm-dialog';

export interface StatusConfirmDialogProps {
  /** The record whose status is about to change; null keeps the dialog closed. */
  target: { name: string; status: ActiveStatus } | null;
  /** The kind of record as a title word and with its article: 'Unidade' and 'a unidade'. */
  entity: { title: string; withArticle: string };
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  /** Receives the action the confirmation stands for. */
  onConfirm: (action: 'deactivate' | 'reactivate') => void;
}

/** 'Tem certeza que deseja inativar/reativar ...' (spec 1 §4) for companies, units and teams. */
export function StatusConfirmDialog({ target, entity, pending, onOpenChange, onConfirm }: StatusConfirmDialogProps) {
  const deactivating = target?.status === 'ativo';
  const verb = deactivating ? 'inativar' : 'reativar';
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title={`${deactivating ? 'Inativar' : 'Reativar'} ${entity.title}`}
      description={target ? `Tem certeza que deseja ${verb} ${entity.withArticle} ${target.name}?` : ''}
      confirmLabel={deactivating ? 'Inativar' : 'Reativar'}
      destructive={deactivating}
      pending={pending}
      onConfirm={() => onConfirm(deactivating ? 'deactivate' : 'reactivate')}
    />
  );
}
