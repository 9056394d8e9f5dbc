import { useRef, useState, type ChangeEvent } from 'react';
import { FilterIcon, Loader2Icon, UploadIcon } from 'lucide-react';
import { formatCount, formatDate, formatMoney } from '@domain/format';
import {
  bankLineStatuses,
  bankLineStatusLabels,
  confirmBodyOf,
  OFX_MAX_BYTES,
  OFX_TOO_LARGE,
  type BankLine,
  type BankStatementImport,
  type BankTarget,
} from '@domain/reconciliation';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { listLoadError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/components/ui/use-toast';
import { actionToasts, toastFailure } from '@web/lib/outcome-toasts';
import { oneOf, useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useConfirmLine, useDecideLine, useIgnoreLines, useImportStatement } from './api/bank-line-actions';
import { useBankLines } from './api/get-bank-lines';
import { BankLineFilters, type BankLineFilterValues } from './components/bank-line-filters';
import { BankLineRulesDialog } from './components/bank-line-rules-dialog';
import { BankLinesTable } from './components/bank-lines-table';
import { describeTarget } from './components/bank-target';
import { ChooseTargetDialog } from './components/choose-target-dialog';
import { ImportSummary, importNeedsSummary } from './components/import-summary';

const filterKeys = ['status', 'conta', 'de', 'ate', 'valor'] as const;

/** ?status= (the pending tab when absent), ?conta=&de=&ate=&valor= besides the page. */
const readFilters = (params: URLSearchParams) => ({
  status: oneOf(bankLineStatuses, params.get('status')) ?? 'pendente',
  conta: params.get('conta') || undefined,
  de: params.get('de') || undefined,
  ate: params.get('ate') || undefined,
  valor: params.get('valor') || undefined,
});

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** "3 créditos novos, 1 já importado": the import's toast. */
const importSummary = ({ novos, jaImportados }: BankStatementImport) =>
  `${plural(novos, 'crédito novo', 'créditos novos')}, ${plural(jaImportados, 'já importado', 'já importados')}`;

/** The file's bytes in base64: the server reads the bank's own charset (often windows-1252). */
function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Conciliação bancária (docs/pix.md, ADR 0014), administrador and professor: the school's OFX
 * statement imported, each credit with what Plantel proposes it paid; confirming pays by PIX on the
 * credit's date.
 */
export function ReconciliationPage() {
  const { filters, setFilters, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);
  const { busca: _busca, ...query } = filters;
  const lines = useBankLines(query);
  useLastPageFallback(filters.page, lines, update);
  const dialogs = useRecordDialogs<{ confirm: { line: BankLine; target: BankTarget }; choose: BankLine; rules: null }>();

  // A selection belongs to the credits on screen: another page, tab or filter drops it, so nothing out of sight is ignored.
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const listKey = JSON.stringify(query);
  const [seenListKey, setSeenListKey] = useState(listKey);
  if (listKey !== seenListKey) {
    setSeenListKey(listKey);
    setSelected(new Set());
  }
  const ignoreSelected = useIgnoreLines(
    actionToasts(
      () => ({
        success: ({ ignorados }) => ({ title: 'Sucesso', description: `${plural(ignorados, 'crédito ignorado', 'créditos ignorados')}: estão na aba Ignorados.` }),
        failure: 'Não foi possível ignorar os créditos.',
      }),
      () => setSelected(new Set()),
    ),
  );
  const fileInput = useRef<HTMLInputElement>(null);
  const [lastImport, setLastImport] = useState<BankStatementImport | null>(null);

  const importing = useImportStatement({
    onSuccess: (summary) => {
      if (filters.status !== 'pendente') setFilters({ status: undefined });
      setLastImport(importNeedsSummary(summary) ? summary : null);
      const title = summary.contas.length > 1 ? `Extrato importado: ${formatCount(summary.contas.length)} contas` : 'Extrato importado';
      toast({ title, description: importSummary(summary) });
    },
    onError: (error) => toastFailure(error, 'Não foi possível importar o extrato.'),
  });
  const confirm = useConfirmLine(
    actionToasts(() => ({ success: 'Pagamento registrado por PIX: crédito conciliado.', failure: 'Não foi possível conciliar o crédito.' }), dialogs.close),
  );
  const decide = useDecideLine(
    actionToasts(({ decision }) =>
      decision === 'ignore'
        ? { success: 'Crédito ignorado: está na aba Ignorados.', failure: 'Não foi possível ignorar o crédito.' }
        : { success: 'Crédito de volta aos pendentes.', failure: 'Não foi possível restaurar o crédito.' },
    ),
  );

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > OFX_MAX_BYTES) return toastFailure(null, OFX_TOO_LARGE);
    try {
      importing.mutate(await readAsBase64(file));
    } catch {
      toastFailure(null, 'Não foi possível ler o arquivo.');
    }
  }

  const data = lines.data;
  const confirming = dialogs.target('confirm');
  const choosing = dialogs.target('choose');
  const busyId = decide.isPending ? (decide.variables?.lineId ?? null) : null;

  return (
    <>
      <PageHeader
        title="Conciliação bancária"
        subtitle="Os créditos do extrato do banco e as mensalidades que eles pagam"
        actions={
          <>
            <input ref={fileInput} type="file" accept=".ofx,application/x-ofx" className="sr-only" tabIndex={-1} aria-label="Arquivo OFX do extrato" onChange={handleFile} />
            <Button variant="outline" onClick={() => dialogs.open('rules', null)}>
              <FilterIcon aria-hidden="true" />
              Regras
            </Button>
            <Button onClick={() => fileInput.current?.click()} disabled={importing.isPending} aria-busy={importing.isPending}>
              {importing.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <UploadIcon aria-hidden="true" />}
              Importar extrato (OFX)
            </Button>
          </>
        }
      />

      {lastImport && <ImportSummary summary={lastImport} onClose={() => setLastImport(null)} />}

      <BankLineFilters
        values={{ conta: filters.conta, de: filters.de, ate: filters.ate, valor: filters.valor }}
        contas={data?.contas ?? []}
        onChange={(patch: BankLineFilterValues) => setFilters(patch)}
        onClear={() => setFilters({ conta: undefined, de: undefined, ate: undefined, valor: undefined })}
      />

      <Tabs value={filters.status} onValueChange={(value) => setFilters({ status: value === 'pendente' ? undefined : value })}>
        <TabsList className="h-auto w-full flex-wrap sm:w-fit">
          {bankLineStatuses.map((status) => (
            <TabsTrigger key={status} value={status} className="px-3">
              {bankLineStatusLabels[status]}
              {data && <span className="text-muted-foreground tabular-nums">({formatCount(data.totais[status])})</span>}
            </TabsTrigger>
          ))}
        </TabsList>
        {bankLineStatuses.map((status) => (
          <TabsContent key={status} value={status} className="space-y-3 pt-2">
            {status === 'pendente' && selected.size > 0 && (
              <div role="region" aria-label="Créditos selecionados" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card p-3">
                <p className="text-sm font-medium">{plural(selected.size, 'crédito selecionado', 'créditos selecionados')}</p>
                <Button size="sm" variant="outline" disabled={ignoreSelected.isPending} onClick={() => ignoreSelected.mutate([...selected])}>
                  Ignorar selecionados
                </Button>
              </div>
            )}
            <BankLinesTable
              status={status}
              list={data}
              isLoading={lines.isPending}
              error={listLoadError(lines, 'Não foi possível carregar os créditos.')}
              busyId={busyId}
              selected={selected}
              onSelectedChange={setSelected}
              onConfirm={(line, target) => dialogs.open('confirm', { line, target })}
              onChoose={(line) => dialogs.open('choose', line)}
              onIgnore={(line) => decide.mutate({ lineId: line.id, decision: 'ignore' })}
              onRestore={(line) => decide.mutate({ lineId: line.id, decision: 'restore' })}
              onPageChange={setPage}
              onPageSizeChange={setPageSize}
            />
          </TabsContent>
        ))}
      </Tabs>

      {dialogs.isOpen('rules') && <BankLineRulesDialog onOpenChange={dialogs.onOpenChange} />}

      {choosing && <ChooseTargetDialog line={choosing} onOpenChange={dialogs.onOpenChange} onChoose={(target) => dialogs.open('confirm', { line: choosing, target })} />}

      <ConfirmDialog
        open={confirming !== undefined}
        onOpenChange={dialogs.onOpenChange}
        title="Confirmar conciliação"
        description={
          confirming &&
          `O crédito de ${formatMoney(confirming.line.valor)} de ${formatDate(confirming.line.data)} será registrado como pagamento por PIX, nessa data, da ${describeTarget(confirming.target)}.`
        }
        confirmLabel="Confirmar pagamento"
        pending={confirm.isPending}
        onConfirm={() =>
          confirming &&
          confirm.mutate({
            lineId: confirming.line.id,
            target: confirmBodyOf(confirming.target),
          })
        }
      />
    </>
  );
}
