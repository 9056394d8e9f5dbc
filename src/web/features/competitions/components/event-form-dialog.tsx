import { useWatch } from 'react-hook-form';
import {
  gameEventInputSchema,
  gameEventTypeLabels,
  gameEventTypes,
  NO_CHOICE,
  schoolSide,
  type GameDetail,
  type GameEvent,
  type GameEventData,
  type LineupEntry,
} from '@domain/competitions';
import { FormDialog } from '@web/components/form-dialog';
import { SelectField, TextField, type SelectOption } from '@web/components/form-fields';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useAddGameEvent } from '../api/add-game-event';
import { useUpdateGameEvent } from '../api/update-game-event';
import { gameSides } from '../format';

const typeOptions: SelectOption[] = gameEventTypes.map((t) => ({ value: t, label: gameEventTypeLabels[t] }));
const choice = (id: number | null | undefined) => (id ? String(id) : NO_CHOICE);

export interface EventFormDialogProps {
  game: GameDetail;
  lineup: LineupEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event to edit; none to record one. */
  event?: GameEvent | null;
}

/**
 * 'Registrar evento' / 'Editar evento'. The school's athletes play on its side, so they are offered
 * only there; the second athlete is the assist of a goal or who came on in a substitution.
 */
export function EventFormDialog({ game, lineup, open, onOpenChange, event }: EventFormDialogProps) {
  const ourSide = schoolSide(game);
  const form = useZodForm(gameEventInputSchema, {
    tipoEvento: event?.tipoEvento ?? '',
    minuto: event ? String(event.minuto) : '',
    timeEvento: event?.timeEvento ?? ourSide,
    athleteId: choice(event?.athleteId),
    assistenteId: choice(event?.assistenteId),
    descricao: event?.descricao ?? '',
  });
  const [tipoEvento, timeEvento] = useWatch({ control: form.control, name: ['tipoEvento', 'timeEvento'] });
  const ours = timeEvento === ourSide;
  const secondLabel = tipoEvento === 'gol' ? 'Assistência' : tipoEvento === 'substituicao' ? 'Entrou no lugar' : null;

  const sides = gameSides(game);
  const sideOptions: SelectOption[] = [
    { value: 'casa', label: `Casa — ${sides.casa}` },
    { value: 'visitante', label: `Visitante — ${sides.visitante}` },
  ];
  const optionsOf = (entries: LineupEntry[]): SelectOption[] => [
    { value: NO_CHOICE, label: 'Nenhum' },
    ...entries.map((e) => ({
      value: String(e.athleteId),
      label: e.numeroUniforme !== null ? `${e.numeroUniforme} · ${e.athlete.nomeCompleto}` : e.athlete.nomeCompleto,
    })),
  ];
  const athleteOptions = optionsOf(lineup);
  // Whoever comes on in a substitution starts on the bench.
  const secondOptions = tipoEvento === 'substituicao' ? optionsOf(lineup.filter((e) => !e.titular)) : athleteOptions;

  const close = () => onOpenChange(false);
  const add = useFormMutation(form, useAddGameEvent, { success: 'Evento registrado com sucesso!', failure: 'Erro ao registrar evento' }, close);
  const update = useFormMutation(form, useUpdateGameEvent, { success: 'Evento atualizado com sucesso!', failure: 'Erro ao atualizar evento' }, close);
  // An athlete chosen and then hidden (the side or the type changed) is not sent.
  const save = (data: GameEventData) => {
    const sent = { ...data, athleteId: ours ? data.athleteId : null, assistenteId: ours && secondLabel ? data.assistenteId : null };
    if (event) update.submit({ gameId: game.id, id: event.id, data: sent });
    else add.submit({ gameId: game.id, data: sent });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={event ? 'Editar evento' : 'Registrar evento'}
      description="Gols, cartões e substituições, com o minuto e o lado."
      form={form}
      onSubmit={save}
      submitLabel={event ? 'Salvar' : 'Registrar'}
      pending={add.pending || update.pending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={form.control} name="tipoEvento" label="Tipo de evento" required options={typeOptions} placeholder="Selecione o tipo" />
        <TextField control={form.control} name="minuto" label="Minuto" required type="number" inputMode="numeric" />
        <SelectField control={form.control} name="timeEvento" label="Lado" required options={sideOptions} className="sm:col-span-2" />
        {ours ? (
          <>
            <SelectField control={form.control} name="athleteId" label={tipoEvento === 'substituicao' ? 'Saiu' : 'Atleta'} options={athleteOptions} />
            {secondLabel && <SelectField control={form.control} name="assistenteId" label={secondLabel} options={secondOptions} />}
            {lineup.length === 0 && (
              <p className="text-sm text-muted-foreground sm:col-span-2">Adicione atletas à escalação para indicá-los nos eventos.</p>
            )}
          </>
        ) : (
          <p className="text-sm text-muted-foreground sm:col-span-2">Evento do adversário: descreva o autor abaixo, se quiser.</p>
        )}
        <TextField control={form.control} name="descricao" label="Descrição" className="sm:col-span-2" />
      </div>
    </FormDialog>
  );
}
