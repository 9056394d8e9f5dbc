import { EyeIcon, PencilIcon, PowerIcon, RotateCcwIcon } from 'lucide-react';
import type { ActiveStatus } from '@domain/fields';
import { IconButton } from '@web/components/icon-button';

export interface RowActionsProps {
  status: ActiveStatus;
  onView: () => void;
  onEdit: () => void;
  /** Inactivate an active record, reactivate an inactive one (after the page's confirmation). */
  onToggleStatus: () => void;
}

/** The Ações cell of the organisational lists: Ver detalhes, Editar, and Inativar or Reativar. */
export function RowActions({ status, onView, onEdit, onToggleStatus }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <IconButton label="Ver detalhes" icon={<EyeIcon />} onClick={onView} />
      <IconButton label="Editar" icon={<PencilIcon />} onClick={onEdit} />
      {status === 'ativo' ? (
        <IconButton label="Inativar" icon={<PowerIcon />} className="text-destructive hover:text-destructive" onClick={onToggleStatus} />
      ) : (
        <IconButton label="Reativar" icon={<RotateCcwIcon />} className="text-success hover:text-success" onClick={onToggleStatus} />
      )}
    </div>
  );
}
