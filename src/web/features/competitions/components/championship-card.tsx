import { CalendarRangeIcon, ListIcon, MapPinIcon, PencilIcon, TrashIcon, UserRoundIcon } from 'lucide-react';
import { Link } from 'react-router';
import { championshipFormatLabels, competitionModalityLabels, type Championship } from '@domain/competitions';
import { formatDate } from '@domain/format';
import { IconButton } from '@web/components/icon-button';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { paths } from '@web/lib/paths';
import { ChampionshipStatusBadge } from './status-badges';

export interface ChampionshipCardProps {
  championship: Championship;
  canModify: boolean;
  onEdit: (championship: Championship) => void;
  onDelete: (championship: Championship) => void;
}

/** Spec 2 §2.16: name, status, modality, format, season, start, end, location, organizer, description. */
export function ChampionshipCard({ championship: c, canModify, onEdit, onDelete }: ChampionshipCardProps) {
  return (
    <Card className="w-full gap-4">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="text-lg leading-snug">{c.nome}</CardTitle>
          <ChampionshipStatusBadge status={c.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {competitionModalityLabels[c.modalidade]} · {championshipFormatLabels[c.formato]} · Temporada {c.temporada}
        </p>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-2 text-sm">
        <p className="flex items-center gap-1.5">
          <CalendarRangeIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>
            <span className="sr-only">Período: </span>
            {formatDate(c.dataInicio)}
            {c.dataFim ? ` a ${formatDate(c.dataFim)}` : ' (sem data de término)'}
          </span>
        </p>
        {c.local && (
          <p className="flex items-start gap-1.5">
            <MapPinIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="break-words">
              <span className="sr-only">Local: </span>
              {c.local}
            </span>
          </p>
        )}
        {c.organizador && (
          <p className="flex items-center gap-1.5">
            <UserRoundIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              <span className="text-muted-foreground">Organização: </span>
              {c.organizador}
            </span>
          </p>
        )}
        {c.descricao && <p className="line-clamp-3 break-words text-muted-foreground">{c.descricao}</p>}
      </CardContent>
      <CardFooter className="justify-between gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.championshipGames(c.id)}>
            <ListIcon aria-hidden="true" />
            {c.jogos === 1 ? '1 jogo' : `${c.jogos} jogos`}
            <span className="sr-only"> de {c.nome}</span>
          </Link>
        </Button>
        {canModify && (
          <div className="flex gap-1">
            <IconButton label="Editar" icon={<PencilIcon />} onClick={() => onEdit(c)} />
            <IconButton label="Excluir" icon={<TrashIcon />} className="text-destructive hover:text-destructive" onClick={() => onDelete(c)} />
          </div>
        )}
      </CardFooter>
    </Card>
  );
}
