import { EyeIcon, HandCoinsIcon, MessageCircleIcon, QrCodeIcon, ReceiptTextIcon } from 'lucide-react';
import type { Instalment } from '@domain/enrollments';
import { formatDate, formatMoney } from '@domain/format';
import { amountDueText } from '@domain/late-fees';
import { DataTable, EmptyState, type DataTableColumn } from '@web/components/data-table';
import { InstalmentStatusBadge } from '@web/components/instalment-status-badge';
import { Button } from '@web/components/ui/button';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '@web/shell/use-media-query';

export type InstalmentRow = Pick<Instalment, 'id' | 'numeroMensalidade' | 'valor' | 'valorPago' | 'dataVencimento' | 'dataPagamento' | 'situacao' | 'atraso'>;

/** An overdue instalment's amount due today, when the school's multa e juros add to it. */
function AmountDueToday({ instalment }: { instalment: InstalmentRow }) {
  if (!instalment.atraso) return null;
  return <span className="block text-sm font-normal text-destructive">{amountDueText(instalment.atraso)}</span>;
}

export interface InstalmentsTableProps<T extends InstalmentRow> {
  instalments: T[] | undefined;
  /** Staff only: shows 'Processar' on open (pending or overdue) rows. */
  canProcess: boolean;
  onProcess: (instalment: T) => void;
  onView: (instalment: T) => void;
  /** Where the school receives PIX: 'PIX' on open rows shows the charge. */
  onPix?: (instalment: T) => void;
  /** 'Recibo' on paid rows downloads the receipt. */
  onReceipt?: (instalment: T) => void;
  /** Staff: 'WhatsApp' on overdue rows sends the guardian a reminder with the PIX code. */
  onWhatsapp?: (instalment: T) => void;
  isLoading?: boolean;
}

const isOpen = (instalment: InstalmentRow) => instalment.situacao === 'pendente' || instalment.situacao === 'atrasado';

/** The instalments of one enrolment (spec 1 §2.8): open rows can be processed, every row viewed. */
export function InstalmentsTable<T extends InstalmentRow>({
  instalments,
  canProcess,
  onProcess,
  onView,
  onPix,
  onReceipt,
  onWhatsapp,
  isLoading,
}: InstalmentsTableProps<T>) {
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const columns: DataTableColumn<T>[] = [
    { id: 'parcela', header: 'Parcela', cell: (i) => <span className="font-medium">{i.numeroMensalidade}ª</span> },
    {
      id: 'valor',
      header: 'Valor',
      className: 'whitespace-nowrap',
      cell: (i) => (
        <>
          {formatMoney(i.valor)}
          <AmountDueToday instalment={i} />
        </>
      ),
    },
    { id: 'vencimento', header: 'Vencimento', cell: (i) => formatDate(i.dataVencimento) },
    { id: 'pagamento', header: 'Data Pagamento', cell: (i) => (i.dataPagamento ? formatDate(i.dataPagamento) : '—') },
    { id: 'status', header: 'Status', cell: (i) => <InstalmentStatusBadge situacao={i.situacao} /> },
    {
      id: 'acoes',
      header: 'Ações',
      headerClassName: 'text-right',
      className: 'text-right',
      cell: actions,
    },
  ];

  function actions(i: T) {
    return (
      <div className="flex flex-wrap justify-end gap-2">
        {onPix && isOpen(i) && (
          <Button size="sm" variant="outline" onClick={() => onPix(i)}>
            <QrCodeIcon aria-hidden="true" />
            PIX
            <span className="sr-only"> da parcela {i.numeroMensalidade}</span>
          </Button>
        )}
        {onWhatsapp && i.situacao === 'atrasado' && (
          <Button size="sm" variant="outline" onClick={() => onWhatsapp(i)}>
            <MessageCircleIcon aria-hidden="true" />
            <span className="sr-only">Cobrar no </span>
            WhatsApp
            <span className="sr-only"> a parcela {i.numeroMensalidade}</span>
          </Button>
        )}
        {onReceipt && i.situacao === 'pago' && (
          <Button size="sm" variant="outline" onClick={() => onReceipt(i)}>
            <ReceiptTextIcon aria-hidden="true" />
            Recibo
            <span className="sr-only"> da parcela {i.numeroMensalidade}</span>
          </Button>
        )}
        {canProcess && isOpen(i) && (
          <Button size="sm" onClick={() => onProcess(i)}>
            <HandCoinsIcon aria-hidden="true" />
            Processar
            <span className="sr-only"> parcela {i.numeroMensalidade}</span>
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={() => onView(i)}>
          <EyeIcon aria-hidden="true" />
          Ver
          <span className="sr-only"> parcela {i.numeroMensalidade}</span>
        </Button>
      </div>
    );
  }

  // Phones: one card per instalment, so the actions are not scrolled out of sight.
  if (!isWide && instalments?.length) {
    return (
      <ul aria-label="Parcelas da matrícula" className="space-y-3">
        {instalments.map((i) => (
          <li key={i.id} className="space-y-3 rounded-lg border bg-card p-4">
            <div className="flex items-start justify-between gap-2">
              <div>
                <p className="font-medium">
                  Parcela {i.numeroMensalidade}ª · {formatMoney(i.valor)}
                  <AmountDueToday instalment={i} />
                </p>
                <p className="text-sm text-muted-foreground">
                  Vencimento {formatDate(i.dataVencimento)}
                  {i.dataPagamento && ` · Pago em ${formatDate(i.dataPagamento)}`}
                </p>
              </div>
              <InstalmentStatusBadge situacao={i.situacao} />
            </div>
            {actions(i)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DataTable
      caption="Parcelas da matrícula"
      columns={columns}
      data={instalments}
      getRowKey={(i) => i.id}
      isLoading={isLoading}
      loadingRows={3}
      minWidthClassName="min-w-[640px]"
      empty={<EmptyState title="Nenhuma parcela encontrada" />}
    />
  );
}
