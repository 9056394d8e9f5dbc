import { useId, useState } from 'react';
import { CheckIcon, Loader2Icon, SearchIcon } from 'lucide-react';
import { formatDuration, MAX_BULK_ACTIVITIES, type ActivityOption } from '@domain/training';
import { ListError } from '@web/components/data-table';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useActivityOptions } from '../api/get-activity-options';
import { modalityLabel } from './plan-labels';

export interface AddActivitiesDialogProps {
  programId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** The chosen activities, in the order they were picked. */
  onAdd: (atividadeIds: number[]) => void;
}

/**
 * 'Adicionar' (spec 2 §2.11): search, pick activities as chips, 'Adicionar (n)'. Activities already
 * in the program are not offered (the server leaves them out of GET /api/atividades).
 */
export function AddActivitiesDialog({ programId, open, onOpenChange, pending, onAdd }: AddActivitiesDialogProps) {
  const searchId = useId();
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), 300);
  const [chosen, setChosen] = useState<ActivityOption[]>([]);
  const options = useActivityOptions(programId, search, open);

  const toggle = (option: ActivityOption) =>
    setChosen((current) => (current.some((c) => c.id === option.id) ? current.filter((c) => c.id !== option.id) : [...current, option]));
  const isChosen = (id: number) => chosen.some((c) => c.id === id);
  const tooMany = chosen.length > MAX_BULK_ACTIVITIES;

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Adicionar Atividades</DialogTitle>
          <DialogDescription>Escolha as atividades que entram no fim do programa, na ordem em que forem marcadas.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={searchId}>Buscar atividades</Label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id={searchId}
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              placeholder="Buscar atividades..."
              autoComplete="off"
              className="pl-9"
            />
          </div>
        </div>
        <div className="min-h-32">
          {options.isPending ? (
            <div role="status" aria-label="Carregando atividades" className="flex flex-wrap gap-2">
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} className="h-9 w-40 rounded-full" />
              ))}
            </div>
          ) : options.isError ? (
            <ListError message="Não foi possível carregar as atividades." onRetry={() => void options.refetch()} />
          ) : options.data.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">
              {search ? 'Nenhuma atividade encontrada para esta busca.' : 'Todas as atividades ativas já estão neste programa.'}
            </p>
          ) : (
            <div role="group" aria-label="Atividades disponíveis" className="flex flex-wrap gap-2" aria-busy={options.isPlaceholderData}>
              {options.data.map((option) => {
                const selected = isChosen(option.id);
                return (
                  <button
                    key={option.id}
                    type="button"
                    aria-pressed={selected}
                    onClick={() => toggle(option)}
                    className={cn(
                      'inline-flex max-w-full items-center gap-1.5 rounded-full border px-3 py-1.5 text-left text-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                      selected ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
                    )}
                  >
                    {selected && <CheckIcon className="size-3.5 shrink-0" aria-hidden="true" />}
                    <span className="truncate">{option.titulo}</span>
                    <span className={cn('shrink-0 text-xs', selected ? 'text-primary-foreground' : 'text-muted-foreground')}>
                      {modalityLabel(option.modalidade)} · {formatDuration(option.tempoTotalEstimado)}
                    </span>
                  </button>
                );
              })}
            </div>
          )}
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {chosen.length === 0
            ? 'Nenhuma atividade selecionada.'
            : `${chosen.length} ${chosen.length === 1 ? 'atividade selecionada' : 'atividades selecionadas'}${tooMany ? ` (no máximo ${MAX_BULK_ACTIVITIES} por vez)` : ''}.`}
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button disabled={pending || chosen.length === 0 || tooMany} aria-busy={pending} onClick={() => onAdd(chosen.map((c) => c.id))}>
            {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Adicionar ({chosen.length})
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
