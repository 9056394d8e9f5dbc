import { EyeIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import type { TrainingPlanSummary } from '@domain/training';
import { IconButton } from '@web/components/icon-button';
import { FavoriteButton } from './favorite-button';

export interface PlanActionHandlers {
  onFavorite: (plan: TrainingPlanSummary) => void;
  onView: (plan: TrainingPlanSummary) => void;
  onEdit: (plan: TrainingPlanSummary) => void;
  onDelete: (plan: TrainingPlanSummary) => void;
  /** The plan whose favourite is being saved (its star waits). */
  favoritePending?: number | null;
}

/** Favourite, view, edit and delete of one plan (spec 2 §2.9). */
export function PlanActions({ plan, onFavorite, onView, onEdit, onDelete, favoritePending }: PlanActionHandlers & { plan: TrainingPlanSummary }) {
  return (
    <div className="flex justify-end gap-1">
      <FavoriteButton titulo={plan.titulo} favorito={plan.favorito} disabled={favoritePending === plan.id} onToggle={() => onFavorite(plan)} />
      <IconButton label={`Ver detalhes de ${plan.titulo}`} icon={<EyeIcon />} onClick={() => onView(plan)} />
      <IconButton label={`Editar ${plan.titulo}`} icon={<PencilIcon />} onClick={() => onEdit(plan)} />
      <IconButton
        label={`Excluir ${plan.titulo}`}
        icon={<Trash2Icon />}
        className="text-destructive hover:text-destructive"
        onClick={() => onDelete(plan)}
      />
    </div>
  );
}
