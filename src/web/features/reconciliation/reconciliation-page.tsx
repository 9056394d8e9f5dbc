import { useRef, type ChangeEvent } from 'react';
import { Loader2Icon, UploadIcon } from 'lucide-react';
import { formatCount, formatDate, formatMoney } from '@domain/format';
import { bankLineStatuses, bankLineStatusLabels, OFX_MAX_BYTES, OFX_TOO_LARGE, type BankLine, type BankStatementImport, type BankTarget } from '@domain/reconciliation';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { listLoadError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/components/ui/use-toast';
import { actionToasts, toastFailure } from '@web/lib/outcome-toasts';
import { oneOf, useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useConfirmLine, useDecideLine, useImportStatement } from './api/bank-line-actions';
import { useBankLines } from './api/get-bank-lines';
import { BankLinesTable } from './components/bank-lines-table';
import { describeTarget } from './components/bank-target';
import { ChooseTargetDialog } from './components/choose-target-dialog';

/** ?status= (the pending tab when absent) besides the page. */
const readFilters = (params: URLSearchParams) => ({ status: oneOf(bankLineStatuses, params.get('status')) ?? 'pendente' });

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
  const { filters, setFilters, setPage, setPageSize, update } = useListParams(['status'], readFilters);
  const lines = useBankLines({ status: filters.status, page: filters.page, pageSize: filters.pageSize });
  useLastPageFallback(filters.page, lines, update);
  const dialogs = useRecordDialogs<{ confirm: { line: BankLine; target: BankTarget }; choose: BankLine }>();
  const fileInput = useRef<HTMLInputElement>(null);

  const importing = useImportStatement({
    onSuccess: (summary) => {
      if (filters.status !== 'pendente') setFilters({ status: undefined });
      toast({ title: 'Extrato importado', description: importSummary(summary) });
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
            <Button onClick={() => fileInput.current?.click()} disabled={importing.isPending} aria-busy={importing.isPending}>
              {importing.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <UploadIcon aria-hidden="true" />}
              Importar extrato (OFX)
            </Button>
          </>
        }
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
          <TabsContent key={status} value={status} className="pt-2">
            <BankLinesTable
              status={status}
              list={data}
              isLoading={lines.isPending}
              error={listLoadError(lines, 'Não foi possível carregar os créditos.')}
              busyId={busyId}
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
            target: confirming.target.parcela ? { instalmentId: confirming.target.parcela.id } : { chargeId: confirming.target.cobranca!.id },
          })
        }
      />
    </>
  );
}
