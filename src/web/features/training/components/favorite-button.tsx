import { StarIcon } from 'lucide-react';
import { IconButton } from '@web/components/icon-button';
import { cn } from '@web/lib/utils';

/** The signed-in user's favourite mark on a plan: a toggle named after the plan. */
export function FavoriteButton({
  titulo,
  favorito,
  disabled,
  onToggle,
}: {
  titulo: string;
  favorito: boolean;
  disabled?: boolean;
  onToggle: () => void;
}) {
  return (
    <IconButton
      label={favorito ? `Remover ${titulo} dos favoritos` : `Favoritar ${titulo}`}
      aria-pressed={favorito}
      disabled={disabled}
      icon={<StarIcon className={cn(favorito && 'fill-amber-400 text-amber-500')} />}
      onClick={onToggle}
    />
  );
}
