import { CalendarPlusIcon } from 'lucide-react';
import { formatDateTime } from '@domain/format';
import { formatWeekdays } from '@domain/organization';
import type { Team } from '@domain/teams';
import { DetailsDialog, DetailsFooter } from '@web/components/details-dialog';
import { StatusBadge } from '@web/components/status-badge';
import { Button } from '@web/components/ui/button';

export interface TeamDetailsDialogProps {
  team: Team;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEdit: (team: Team) => void;
  /** 'Adicionar ao calendário': the team's sessions and games in a calendar app. */
  onCalendar: (team: Team) => void;
}

export function TeamDetailsDialog({ team, open, onOpenChange, onEdit, onCalendar }: TeamDetailsDialogProps) {
  return (
    <DetailsDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Detalhes da Turma"
      description={team.nome}
      sections={[
        {
          title: 'Dados da turma',
          items: [
            { label: 'Nome', value: team.nome },
            { label: 'Unidade', value: team.unit.nome },
            { label: 'Modalidade', value: team.modalidade },
            { label: 'Categoria', value: team.categoria },
            { label: 'Status', value: <StatusBadge status={team.status} /> },
          ],
        },
        {
          title: 'Horário',
          items: [
            { label: 'Horário', value: team.horario },
            { label: 'Dias da semana', value: formatWeekdays(team.diasSemana), wide: true },
          ],
        },
        {
          title: 'Equipe',
          items: [
            { label: 'Professor', value: team.professorNome },
            { label: 'Auxiliar', value: team.auxiliarNome },
          ],
        },
        {
          title: 'Sistema',
          items: [
            { label: 'Data de Cadastro', value: formatDateTime(team.createdAt) },
            { label: 'Última Atualização', value: formatDateTime(team.updatedAt) },
          ],
        },
      ]}
      footer={
        <DetailsFooter onEdit={() => onEdit(team)}>
          {/* Wraps at the largest font on a phone, where its label is wider than the dialog. */}
          <Button variant="outline" className="h-auto min-h-9 whitespace-normal" onClick={() => onCalendar(team)}>
            <CalendarPlusIcon aria-hidden="true" />
            Adicionar ao calendário
          </Button>
        </DetailsFooter>
      }
    />
  );
}
