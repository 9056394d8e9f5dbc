import { Link } from 'react-router';
import { CalendarIcon, MapPinIcon, Trash2Icon, UsersIcon } from 'lucide-react';
import { formatDate } from '@domain/format';
import { managedTeamCategoryLabels, managedTeamModalityLabels, type ManagedTeam } from '@domain/rosters';
import { IconButton } from '@web/components/icon-button';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import { paths } from '@web/lib/paths';
import { ManagedTeamStatusBadge } from './managed-team-status-badge';
import { ModalityIcon } from './modality-icon';

export interface ManagedTeamCardProps {
  team: ManagedTeam;
  onDelete: () => void;
}

/** One team of the grid (spec 2 §2.17): modality icon, name, badges, unit, creation date. */
export function ManagedTeamCard({ team, onDelete }: ManagedTeamCardProps) {
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row items-start gap-3">
        <ModalityIcon modalidade={team.modalidade} />
        <div className="min-w-0 space-y-2">
          <h2 className="leading-tight font-semibold break-words">{team.nome}</h2>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="outline">{managedTeamCategoryLabels[team.categoria] ?? team.categoria}</Badge>
            <ManagedTeamStatusBadge status={team.status} />
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-1.5 text-sm text-muted-foreground">
        <p>{managedTeamModalityLabels[team.modalidade] ?? team.modalidade}</p>
        <p className="flex items-center gap-2">
          <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
          {team.unit?.nome ?? 'Sem unidade'}
        </p>
        <p className="flex items-center gap-2">
          <UsersIcon className="size-4 shrink-0" aria-hidden="true" />
          {team.atletasAtivos} de {team.numeroMaximoAtletas} atletas ativos
        </p>
        <p className="flex items-center gap-2">
          <CalendarIcon className="size-4 shrink-0" aria-hidden="true" />
          Criada em {formatDate(team.createdAt)}
        </p>
      </CardContent>
      <CardFooter className="mt-auto gap-2">
        <Button asChild variant="outline" className="flex-1">
          <Link to={paths.roster(team.id)}>
            Ver Equipe<span className="sr-only"> {team.nome}</span>
          </Link>
        </Button>
        <IconButton
          label={`Excluir ${team.nome}`}
          icon={<Trash2Icon />}
          className="text-destructive hover:text-destructive"
          onClick={onDelete}
        />
      </CardFooter>
    </Card>
  );
}
