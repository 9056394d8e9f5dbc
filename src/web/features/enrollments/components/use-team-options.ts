import { useQuery } from '@tanstack/react-query';
import type { Enrollment } from '@domain/enrollments';
import type { SelectOption } from '@web/components/form-fields';
import { getTeamsQueryOptions } from '@web/features/teams';

/**
 * The active teams as 'Turma - Unidade' (GET /api/teams, so any team write refreshes them), plus
 * the enrolment's own team when it is no longer active, so the select still names it.
 */
export function useTeamOptions(current?: Pick<Enrollment, 'team'> | null) {
  const teams = useQuery(getTeamsQueryOptions());
  const options: SelectOption[] = (teams.data ?? [])
    .filter((t) => t.status === 'ativo')
    .map((t) => ({ value: String(t.id), label: `${t.nome} - ${t.unit.nome}` }));
  if (current && !options.some((o) => o.value === String(current.team.id))) {
    options.push({ value: String(current.team.id), label: `${current.team.nome} - ${current.team.unit.nome} (inativa)` });
  }
  const description = teams.isError
    ? 'Não foi possível carregar as turmas.'
    : teams.isSuccess && options.length === 0
      ? 'Nenhuma turma ativa cadastrada.'
      : undefined;
  return { options, description, placeholder: teams.isPending ? 'Carregando...' : 'Selecione a turma' };
}
