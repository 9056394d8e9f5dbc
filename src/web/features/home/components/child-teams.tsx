import { CalendarClockIcon } from 'lucide-react';
import type { FamilyTeam } from '@domain/families';
import { formatWeekdays, weekdays } from '@domain/weekdays';
import { ChildSection, EmptyLine } from './child-section';

/** The child's teams with unit and weekly schedule: what a family checks before leaving home. */
export function ChildTeams({ teams }: { teams: FamilyTeam[] }) {
  return (
    <ChildSection title="Turmas">
      {teams.length === 0 ? (
        <EmptyLine>Nenhuma turma ativa no momento.</EmptyLine>
      ) : (
        <ul className="space-y-3">
          {teams.map((team) => (
            <li key={team.id} className="space-y-1">
              <p className="font-medium">{team.nome}</p>
              <p className="text-sm text-muted-foreground">
                {team.modalidade} · {team.unidade}
              </p>
              <p className="flex items-start gap-2 text-sm">
                <CalendarClockIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span>
                  {formatWeekdays(weekdays.filter((day) => team.diasSemana.includes(day)))} · {team.horario}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </ChildSection>
  );
}
