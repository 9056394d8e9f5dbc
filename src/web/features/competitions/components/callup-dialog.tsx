import { useState } from 'react';
import { callupInputSchema, type CallupInput } from '@domain/callups';
import type { LineupCandidate } from '@domain/competitions';
import { managedTeamCategoryLabels } from '@domain/rosters';
import { AthleteChoiceList, AthleteSearchFieldset } from '@web/components/athlete-choice-list';
import { FormDialog } from '@web/components/form-dialog';
import { FormField, FormItem, FormMessage } from '@web/components/ui/form';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCallUpAthletes } from '../api/call-up-athletes';
import { useLineupCandidates } from '../api/get-lineup-candidates';
import { CallupBadge } from './callup-badge';

const defaults: CallupInput = { athleteIds: [] };

/** The line under a candidate's name, as in the lineup picker. */
const describe = (athlete: LineupCandidate) =>
  [managedTeamCategoryLabels[athlete.categoria], athlete.grupo === 'turma' ? 'Da turma do jogo' : null].filter(Boolean).join(' · ');

/**
 * 'Convocar atletas': checkboxes over the lineup's candidates (the game's turma first, then its
 * category, searched by name); several at once, kept across searches. One already called up shows
 * the family's answer and cannot be picked again.
 */
export function CallupDialog({ gameId, open, onOpenChange }: { gameId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useZodForm(callupInputSchema, defaults);
  const [names, setNames] = useState<Record<number, string>>({});
  const callUp = useFormMutation(
    form,
    useCallUpAthletes,
    { success: 'Atletas convocados com sucesso!', failure: 'Erro ao convocar atletas' },
    () => onOpenChange(false),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Convocar atletas"
      description="Cada família responde no portal se o atleta vai ou não vai ao jogo."
      form={form}
      onSubmit={(data) => callUp.submit({ gameId, data })}
      submitLabel="Convocar"
      pending={callUp.pending}
    >
      <FormField
        control={form.control}
        name="athleteIds"
        render={({ field }) => {
          const chosen = field.value ?? [];
          const toggle = (athlete: LineupCandidate, checked: boolean) => {
            setNames((current) => ({ ...current, [athlete.id]: athlete.nomeCompleto }));
            field.onChange(checked ? [...chosen, athlete.id] : chosen.filter((id) => id !== athlete.id));
          };
          return (
            <FormItem>
              <AthleteSearchFieldset legend="Atletas" hint="Primeiro os atletas da turma do jogo, depois os da mesma categoria.">
                {(busca) => <Candidates gameId={gameId} busca={busca} chosen={chosen} onToggle={toggle} />}
              </AthleteSearchFieldset>
              <p className="text-sm break-words" aria-live="polite">
                {chosen.length === 0 ? (
                  <span className="text-muted-foreground">Nenhum atleta selecionado</span>
                ) : (
                  <>
                    {chosen.length === 1 ? '1 atleta selecionado: ' : `${chosen.length} atletas selecionados: `}
                    <strong>{chosen.map((id) => names[id]).join(', ')}</strong>
                  </>
                )}
              </p>
              <FormMessage />
            </FormItem>
          );
        }}
      />
    </FormDialog>
  );
}

function Candidates({
  gameId,
  busca,
  chosen,
  onToggle,
}: {
  gameId: number;
  busca: string;
  chosen: number[];
  onToggle: (athlete: LineupCandidate, checked: boolean) => void;
}) {
  const candidates = useLineupCandidates(gameId, busca || undefined);
  const called = (athlete: LineupCandidate) => athlete.convocacao !== undefined;
  return (
    <AthleteChoiceList
      athletes={candidates.data?.items ?? []}
      status={candidates}
      chosen={chosen}
      onToggle={onToggle}
      locked={called}
      describe={(athlete) => (called(athlete) ? 'Já convocado' : describe(athlete))}
      badge={(athlete) => athlete.convocacao && <CallupBadge status={athlete.convocacao} />}
    />
  );
}
