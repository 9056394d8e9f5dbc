import { Link } from 'react-router';
import { ArrowLeftIcon, CameraIcon, PowerIcon, RotateCcwIcon } from 'lucide-react';
import { sexLabels, type Athlete } from '@domain/athletes';
import { formatAge } from '@domain/format';
import { AthleteAvatar } from '@web/components/athlete-avatar';
import { StatusBadge } from '@web/components/status-badge';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';

export interface AthleteHeaderProps {
  athlete: Athlete;
  /** administrador or professor: the photo opens its dialog and the status can change. */
  canModify: boolean;
  onOpenPhoto: () => void;
  onToggleStatus: () => void;
}


/** The detail page's header: back to the list, photo, name, age, sex, status and Inativar/Reativar. */
export function AthleteHeader({ athlete, canModify, onOpenPhoto, onToggleStatus }: AthleteHeaderProps) {
  const active = athlete.status === 'ATIVO';
  const avatar = <AthleteAvatar nome={athlete.nomeCompleto} fotoUrl={athlete.fotoUrl} size="lg" className="size-20 sm:size-24" />;
  // An inactive athlete cannot be edited, photo included (spec 1 §4).
  const photoEditable = canModify && active;

  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={paths.athletes}>
          <ArrowLeftIcon aria-hidden="true" />
          Voltar
        </Link>
      </Button>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          {photoEditable ? (
            <button
              type="button"
              onClick={onOpenPhoto}
              aria-label={athlete.fotoUrl ? 'Alterar foto do atleta' : 'Adicionar foto do atleta'}
              className="group relative shrink-0 rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {avatar}
              <span
                aria-hidden="true"
                className="absolute right-0 bottom-0 flex size-8 items-center justify-center rounded-full border-2 border-background bg-primary text-primary-foreground group-hover:bg-[color-mix(in_oklab,var(--primary),black_12%)]"
              >
                <CameraIcon className="size-4" />
              </span>
            </button>
          ) : (
            avatar
          )}
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{athlete.nomeCompleto}</h1>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
              <span>{formatAge(athlete.idade)}</span>
              <span aria-hidden="true">·</span>
              <span>{sexLabels[athlete.sexo]}</span>
              <StatusBadge status={active ? 'ativo' : 'inativo'} />
            </p>
          </div>
        </div>
        {canModify &&
          (active ? (
            <Button variant="outline" className="text-destructive hover:text-destructive" onClick={onToggleStatus}>
              <PowerIcon aria-hidden="true" />
              Inativar
            </Button>
          ) : (
            <Button variant="outline" onClick={onToggleStatus}>
              <RotateCcwIcon aria-hidden="true" />
              Reativar
            </Button>
          ))}
      </div>
    </div>
  );
}
