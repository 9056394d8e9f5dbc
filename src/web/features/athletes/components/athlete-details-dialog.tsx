import { AthleteAvatar } from '@web/components/athlete-avatar';
import { DetailsDialog, DetailsFooter } from '@web/components/details-dialog';
import { errorMessage } from '@web/lib/api';
import { useAthlete } from '../api/get-athlete';
import { athleteSections } from './athlete-profile-sections';

export interface AthleteDetailsDialogProps {
  athleteId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** administrador and professor: the footer also offers Editar. */
  canModify: boolean;
  onEdit: (athleteId: number) => void;
}


/** 'Detalhes do Atleta' (spec 1 §2.5): the whole record, loaded from GET /api/athletes/:id. */
export function AthleteDetailsDialog({ athleteId, open, onOpenChange, canModify, onEdit }: AthleteDetailsDialogProps) {
  const athlete = useAthlete(athleteId);
  const data = athlete.data;
  return (
    <DetailsDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Detalhes do Atleta"
      description={
        data ? (
          <span className="flex items-center gap-3">
            <AthleteAvatar nome={data.nomeCompleto} fotoUrl={data.fotoUrl} size="md" />
            <span className="font-medium text-foreground">{data.nomeCompleto}</span>
          </span>
        ) : athlete.isError ? (
          <span role="alert">{errorMessage(athlete.error, 'Não foi possível carregar o atleta.')}</span>
        ) : (
          'Carregando...'
        )
      }
      sections={data ? athleteSections(data) : []}
      footer={<DetailsFooter onEdit={canModify ? () => onEdit(athleteId) : undefined} />}
    />
  );
}
