import { useQuery } from '@tanstack/react-query';
import type { Enrollment } from '@domain/enrollments';
import { getTeamsQueryOptions } from '@web/features/teams';
import { recordSelect } from '@web/lib/record-select';

/**
 * The active teams as 'Turma - Unidade' (GET /api/teams, so any team write refreshes them), plus
 * the enrolment's own team when it is no longer active, so the select still names it.
 */
export function useTeamOptions(current?: Pick<Enrollment, 'team'> | null) {
  const teams = useQuery(getTeamsQueryOptions());
  return recordSelect(
    teams,
    (teams.data ?? []).filter((t) => t.status === 'ativo').map((t) => ({ value: String(t.id), label: `${t.nome} - ${t.unit.nome}` })),
    { placeholder: 'Selecione a turma', loadError: 'Não foi possível carregar as turmas.', none: 'Nenhuma turma ativa cadastrada.' },
    current && { value: String(current.team.id), label: `${current.team.nome} - ${current.team.unit.nome} (inativa)` },
  );
}
