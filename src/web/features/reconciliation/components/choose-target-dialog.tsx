import { useId, useState } from 'react';
import { SearchIcon } from 'lucide-react';
import { formatDate, formatMoney } from '@domain/format';
import { fromCents, toCents } from '@domain/money';
import type { BankLine, BankTarget, InstalmentTarget } from '@domain/reconciliation';
import { ListError } from '@web/components/data-table';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { effectiveSearch } from '@web/lib/use-list-params';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useBankLineOptions } from '../api/get-bank-lines';
import { BankTargetSummary, describeTarget, guardiansLine } from './bank-target';

export interface ChooseTargetDialogProps {
  line: BankLine;
  onOpenChange: (open: boolean) => void;
  onChoose: (target: BankTarget) => void;
}

/**
 * "Escolher parcela": the open instalments and family charges of exactly the credit's amount
 * (a credit pays what is owed, no more, no less), nearest due date first, found by the athlete's or
 * a guardian's name; and a family's open instalments, to tick several the credit paid together.
 */
export function ChooseTargetDialog({ line, onOpenChange, onChoose }: ChooseTargetDialogProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const busca = effectiveSearch(useDebouncedValue(search, 300));
  const options = useBankLineOptions(line.id, busca);
  const opcoes = options.data?.opcoes;
  const family = options.data?.parcelasDaFamilia ?? [];

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Escolher parcela</DialogTitle>
          <DialogDescription>
            Parcelas e cobranças PIX em aberto de {formatMoney(line.valor)}, para o crédito de {formatDate(line.data)}.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={searchId}>Buscar pelo nome do atleta ou do responsável</Label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" className="pl-9" />
          </div>
        </div>
        <div aria-live="polite" aria-busy={options.isFetching} className="max-h-[50vh] overflow-y-auto">
          {options.isPending ? (
            <div className="space-y-2" aria-label="Carregando parcelas">
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
            </div>
          ) : options.isError && !opcoes ? (
            <ListError message="Não foi possível carregar as parcelas." onRetry={() => void options.refetch()} />
          ) : !opcoes || opcoes.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">
              {busca ? 'Nenhuma parcela deste valor em aberto para este nome.' : 'Nenhuma parcela deste valor em aberto.'}
            </p>
          ) : (
            <ul className="divide-y rounded-md border">
              {opcoes.map((option) => (
                <li key={option.parcela ? `p${option.parcela.id}` : `c${option.cobranca?.id}`} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <div className="min-w-0 flex-1">
                    <BankTargetSummary target={option} />
                  </div>
                  <Button size="sm" onClick={() => onChoose(option)} aria-label={`Conciliar com a ${describeTarget(option)}`}>
                    Conciliar
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {family.length > 0 && <SeveralInstalments key={family.map((item) => item.id).join()} line={line} family={family} onChoose={onChoose} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** A family's open instalments to tick, with their sum against the credit: a credit paying siblings, or months together. */
function SeveralInstalments({ line, family, onChoose }: { line: BankLine; family: InstalmentTarget[]; onChoose: (target: BankTarget) => void }) {
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const chosen = family.filter((item) => ticked.has(item.id));
  const sum = fromCents(chosen.reduce((total, item) => total + toCents(item.valor), 0));
  const toggle = (id: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <fieldset className="mt-4 space-y-2">
      <legend className="text-sm font-medium">Várias parcelas pagas juntas</legend>
      <ul className="divide-y rounded-md border">
        {family.map((item) => (
          <li key={item.id}>
            <label className="flex cursor-pointer items-start gap-3 p-3">
              <Checkbox className="mt-1" checked={ticked.has(item.id)} onCheckedChange={(on) => toggle(item.id, on)} />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">
                  {item.athlete.nomeCompleto} · {formatMoney(item.valor)}
                </span>
                <span className="block text-sm text-muted-foreground">
                  {item.numeroParcela}ª parcela · vence {formatDate(item.dataVencimento)}
                </span>
                <span className="block text-sm break-words text-muted-foreground">{guardiansLine(item)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm" aria-live="polite">
          Soma: {formatMoney(sum)} de {formatMoney(line.valor)} (com multa e juros, se houver)
        </p>
        <Button size="sm" disabled={chosen.length < 2} onClick={() => onChoose({ parcela: null, parcelas: chosen, cobranca: null })}>
          Conciliar {chosen.length} parcelas
        </Button>
      </div>
    </fieldset>
  );
}
