import { PencilIcon, Trash2Icon, UserCheckIcon, UserMinusIcon, UserPlusIcon } from 'lucide-react';
import { formatDate } from '@domain/format';
import { positionLabel, type RosterAthlete } from '@domain/rosters';
import { AthleteAvatar } from '@web/components/athlete-avatar';
import { ListError } from '@web/components/data-table';
import { IconButton } from '@web/components/icon-button';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

export interface RosterAthletesProps {
  roster: RosterAthlete[] | undefined;
  isLoading: boolean;
  onRetry?: () => void;
  /** "n de max atletas ativos" under the title. */
  summary: string;
  onAdd: () => void;
  onEdit: (link: RosterAthlete) => void;
  onToggle: (link: RosterAthlete) => void;
  onRemove: (link: RosterAthlete) => void;
}

/** The left column of the team detail (spec 2 §2.18): 'Atletas (n)' and one row per athlete. */
export function RosterAthletes({ roster, isLoading, onRetry, summary, onAdd, onEdit, onToggle, onRemove }: RosterAthletesProps) {
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-lg leading-none font-semibold">Atletas ({roster?.length ?? 0})</h2>
          <CardDescription>{summary}</CardDescription>
        </div>
        <Button onClick={onAdd}>
          <UserPlusIcon aria-hidden="true" />
          Adicionar Atleta
        </Button>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div role="status" aria-label="Carregando atletas" className="space-y-3">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="flex items-center gap-3">
                <Skeleton className="size-12 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-4 w-1/3" />
                </div>
              </div>
            ))}
          </div>
        ) : !roster ? (
          onRetry && <ListError message="Não foi possível carregar os atletas da equipe." onRetry={onRetry} />
        ) : roster.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">Nenhum atleta na equipe</p>
        ) : (
          <ul className="divide-y" aria-label="Atletas da equipe">
            {roster.map((link) => (
              <RosterRow key={link.id} link={link} onEdit={() => onEdit(link)} onToggle={() => onToggle(link)} onRemove={() => onRemove(link)} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RosterRow({ link, onEdit, onToggle, onRemove }: { link: RosterAthlete; onEdit: () => void; onToggle: () => void; onRemove: () => void }) {
  const nome = link.athlete?.nomeCompleto ?? 'Atleta não encontrado';
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <AthleteAvatar nome={nome} fotoUrl={link.athlete?.fotoUrl} />
        <div className="min-w-0 space-y-0.5">
          <p className="font-medium break-words">{nome}</p>
          <p className="text-sm text-muted-foreground">{link.posicaoPreferencial ? positionLabel(link.posicaoPreferencial) : 'Sem posição'}</p>
          <p className="text-sm text-muted-foreground">
            Desde {formatDate(link.dataEntrada)}
            {link.dataSaida && <> · Até {formatDate(link.dataSaida)}</>}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-1 pl-15 sm:justify-end sm:pl-0">
        <Badge variant={link.ativo ? 'success' : 'secondary'} className="mr-2">
          {link.ativo ? 'Ativo' : 'Inativo'}
        </Badge>
        <IconButton label="Editar" icon={<PencilIcon />} onClick={onEdit} />
        {link.ativo ? (
          <IconButton label="Inativar" icon={<UserMinusIcon />} onClick={onToggle} />
        ) : (
          <IconButton label="Ativar" icon={<UserCheckIcon />} className="text-success hover:text-success" onClick={onToggle} />
        )}
        <IconButton label="Remover" icon={<Trash2Icon />} className="text-destructive hover:text-destructive" onClick={onRemove} />
      </div>
    </li>
  );
}
