import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { PlusIcon, SettingsIcon } from 'lucide-react';
import {
  competitionModalityLabels,
  gameInputSchema,
  gameModalityOf,
  gameNatureLabels,
  gameNatures,
  gameStatusLabels,
  gameStatuses,
  NO_CHOICE,
  toWallClockInput,
  type ExternalTeam,
  type Game,
  type GameInput,
} from '@domain/competitions';
import { SaveRecordDialog } from '@web/components/form-dialog';
import { SelectField, TextareaField, TextField, type SelectOption } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@web/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { getTeamsQueryOptions } from '@web/features/teams';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCreateGame } from '../api/create-game';
import { useChampionshipOptions } from '../api/get-championship-options';
import { useExternalTeams } from '../api/get-external-teams';
import { useUpdateGame } from '../api/update-game';
import { ExternalTeamFormDialog } from './external-team-form-dialog';
import { ExternalTeamsDialog } from './external-teams-dialog';

const natureOptions: SelectOption[] = gameNatures.map((n) => ({ value: n, label: gameNatureLabels[n] }));
const statusOptions: SelectOption[] = gameStatuses.map((s) => ({ value: s, label: gameStatusLabels[s] }));

const homeLabels = { casa: 'Em casa (a escola é a mandante)', fora: 'Fora de casa (o adversário é o mandante)' };

const text = (value: string | null | undefined) => value ?? '';
const score = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function toFormValues(game: Game | null | undefined, championshipId?: number): GameInput {
  return {
    championshipId: game?.championshipId ? String(game.championshipId) : championshipId ? String(championshipId) : NO_CHOICE,
    homeTeamId: game?.homeTeamId ? String(game.homeTeamId) : '',
    awayTeamId: game?.awayTeamId ? String(game.awayTeamId) : '',
    homeTeamExternal: game?.homeTeamExternal ?? false,
    dataHora: game ? toWallClockInput(game.dataHora) : '',
    local: text(game?.local),
    endereco: text(game?.endereco),
    natureza: game?.natureza ?? '',
    fase: text(game?.fase),
    rodada: text(game?.rodada),
    placarCasa: score(game?.placarCasa),
    placarVisitante: score(game?.placarVisitante),
    status: game?.status ?? 'agendado',
    arbitro: text(game?.arbitro),
    tecnicoResponsavel: text(game?.tecnicoResponsavel),
    observacoes: text(game?.observacoes),
  };
}

/** Options of a select over records: the active ones, plus the record's current choice when it is no longer active. */
function withCurrent(options: SelectOption[], current: { id: number; nome: string } | null | undefined, suffix: string) {
  if (current && !options.some((o) => o.value === String(current.id))) options.push({ value: String(current.id), label: `${current.nome} ${suffix}` });
  return options;
}

const loadingPlaceholder = (pending: boolean, placeholder: string) => (pending ? 'Carregando...' : placeholder);

export interface GameFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The game to edit; none to create one. */
  game?: Game | null;
  /** A new game starts in this championship (the games list filtered by one). */
  championshipId?: number;
}

type Nested = { type: 'new-external-team' } | { type: 'external-teams' } | null;

/** 'Novo Jogo' / 'Editar Jogo' (spec 2 §5 "Game"), with the opponents' dialogs one click away. */
export function GameFormDialog({ open, onOpenChange, game, championshipId }: GameFormDialogProps) {
  const isEdit = Boolean(game);
  const form = useZodForm(gameInputSchema, toFormValues(game, championshipId));
  const [nested, setNested] = useState<Nested>(null);

  const teams = useQuery(getTeamsQueryOptions());
  const externalTeams = useExternalTeams();
  const championships = useChampionshipOptions();

  // A game is of its turma's modality: only turmas of a sport with opponents, and only opponents of that sport.
  const homeTeamId = useWatch({ control: form.control, name: 'homeTeamId' });
  const chosenTeam = (teams.data ?? []).find((t) => String(t.id) === String(homeTeamId));
  const modality = chosenTeam ? gameModalityOf(chosenTeam.modalidade) ?? undefined : undefined;
  const teamOptions = withCurrent(
    (teams.data ?? [])
      .filter((t) => t.status === 'ativo' && gameModalityOf(t.modalidade) !== null)
      .map((t) => ({ value: String(t.id), label: `${t.nome} (${t.unit.nome})` })),
    game?.turma,
    '(inativa)',
  );
  const externalTeamOptions = withCurrent(
    (externalTeams.data ?? [])
      .filter((t) => t.ativo && (!modality || t.modalidade === modality))
      .map((t) => ({ value: String(t.id), label: t.categoria ? `${t.nome} (${t.categoria})` : t.nome })),
    game?.adversario?.modalidade === modality ? game?.adversario : null,
    '(inativa)',
  );
  // A turma of another sport leaves no room for the opponent chosen before it.
  const awayTeamId = useWatch({ control: form.control, name: 'awayTeamId' });
  const externalTeamModality = (externalTeams.data ?? []).find((t) => String(t.id) === String(awayTeamId))?.modalidade;
  useEffect(() => {
    if (modality && externalTeamModality && externalTeamModality !== modality) form.setValue('awayTeamId', '', { shouldDirty: true });
  }, [form, modality, externalTeamModality]);
  const championshipOptions: SelectOption[] = [
    { value: NO_CHOICE, label: 'Nenhum (jogo avulso)' },
    ...(championships.data ?? []).map((c) => ({ value: String(c.id), label: `${c.nome} (${c.temporada})` })),
  ];

  const chooseExternalTeam = (team: ExternalTeam) => {
    if (!modality || team.modalidade === modality) form.setValue('awayTeamId', String(team.id), { shouldValidate: true, shouldDirty: true });
  };

  return (
    <>
      <SaveRecordDialog
        open={open}
        onOpenChange={onOpenChange}
        title={isEdit ? 'Editar Jogo' : 'Novo Jogo'}
        description={isEdit ? 'Atualize os dados do jogo.' : 'Preencha os dados do novo jogo.'}
        form={form}
        record={game}
        useCreate={useCreateGame}
        useUpdate={useUpdateGame}
        messages={{
          created: 'Jogo criado com sucesso!',
          updated: 'Jogo atualizado com sucesso!',
          createError: 'Erro ao criar jogo',
          updateError: 'Erro ao atualizar jogo',
        }}
        submitLabel={isEdit ? 'Salvar' : 'Criar Jogo'}
        className="sm:max-w-3xl"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="championshipId"
            label="Campeonato"
            options={championshipOptions}
            className="sm:col-span-2"
          />
          <SelectField
            control={form.control}
            name="homeTeamId"
            label="Equipe da escola"
            required
            options={teamOptions}
            placeholder={loadingPlaceholder(teams.isPending, 'Selecione a turma')}
            description={teams.isSuccess && teamOptions.length === 0 ? 'Nenhuma turma ativa cadastrada.' : undefined}
          />
          <SelectField
            control={form.control}
            name="awayTeamId"
            label="Equipe adversária"
            required
            options={externalTeamOptions}
            placeholder={loadingPlaceholder(externalTeams.isPending, 'Selecione o adversário')}
            description={modality ? `Adversários de ${competitionModalityLabels[modality]}, a modalidade da turma.` : undefined}
          />
          <div className="-mt-2 flex flex-wrap gap-2 sm:col-span-2 sm:justify-end">
            <Button type="button" variant="outline" size="sm" onClick={() => setNested({ type: 'new-external-team' })}>
              <PlusIcon aria-hidden="true" />
              Nova equipe adversária
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setNested({ type: 'external-teams' })}>
              <SettingsIcon aria-hidden="true" />
              Gerenciar adversários
            </Button>
          </div>
          <FormField
            control={form.control}
            name="homeTeamExternal"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Mando de campo</FormLabel>
                <Select value={field.value ? 'fora' : 'casa'} onValueChange={(value) => field.onChange(value === 'fora')}>
                  <FormControl>
                    <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                      <SelectValue>{homeLabels[field.value ? 'fora' : 'casa']}</SelectValue>
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    <SelectItem value="casa">{homeLabels.casa}</SelectItem>
                    <SelectItem value="fora">{homeLabels.fora}</SelectItem>
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
          <TextField control={form.control} name="dataHora" label="Data e hora" required type="datetime-local" description="Horário de Brasília" />
          <TextField control={form.control} name="local" label="Local" required placeholder="Ex.: Campo do Ibirapuera" />
          <SelectField control={form.control} name="natureza" label="Natureza" required options={natureOptions} placeholder="Selecione a natureza" />
          <TextField control={form.control} name="endereco" label="Endereço" className="sm:col-span-2" />
          <TextField control={form.control} name="fase" label="Fase" placeholder="Ex.: Grupos, Semifinal" />
          <TextField control={form.control} name="rodada" label="Rodada" />
          <TextField control={form.control} name="placarCasa" label="Placar da casa" inputMode="numeric" type="number" />
          <TextField control={form.control} name="placarVisitante" label="Placar do visitante" inputMode="numeric" type="number" />
          <p className="-mt-2 text-sm text-muted-foreground sm:col-span-2">
            Deixe o placar em branco para que ele acompanhe os gols registrados na súmula.
          </p>
          <SelectField control={form.control} name="status" label="Status" options={statusOptions} />
          <TextField control={form.control} name="arbitro" label="Árbitro" />
          <TextField control={form.control} name="tecnicoResponsavel" label="Técnico responsável" />
          <TextareaField control={form.control} name="observacoes" label="Observações" className="sm:col-span-2" />
        </div>
      </SaveRecordDialog>

      {nested?.type === 'new-external-team' && (
        <ExternalTeamFormDialog open onOpenChange={(next) => !next && setNested(null)} onSaved={chooseExternalTeam} modalidade={modality} />
      )}
      {nested?.type === 'external-teams' && <ExternalTeamsDialog open onOpenChange={(next) => !next && setNested(null)} />}
    </>
  );
}
