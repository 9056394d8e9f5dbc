import type { ReactNode } from 'react';
import { formatPhoneDigits } from '@domain/documents';
import { dunningStatusLabels, reminderDayLabel, type DunningEvent } from '@domain/dunning';
import { formatDateTime } from '@domain/format';
import { DataTable, EmptyState, type DataTableColumn } from '@web/components/data-table';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '@web/shell/use-media-query';

const channelLabels: Record<DunningEvent['canal'], string> = { email: 'E-mail', whatsapp: 'WhatsApp' };

const statusVariants: Record<DunningEvent['status'], BadgeProps['variant']> = {
  agendado: 'outline',
  enviado: 'success',
  falhou: 'destructive',
  aberto: 'secondary',
};

const EMPTY = 'Nenhuma cobrança registrada';

function DunningStatusBadge({ status }: { status: DunningEvent['status'] }) {
  return <Badge variant={statusVariants[status]}>{dunningStatusLabels[status]}</Badge>;
}

/** A WhatsApp went to the guardian's phone, an e-mail to an address. */
const recipient = (event: DunningEvent) => (event.canal === 'whatsapp' ? formatPhoneDigits(event.destinatario) : event.destinatario) || '—';

/** The régua's day that sent an e-mail ('3 dias após o vencimento'). */
const reminderDay = (event: DunningEvent) => (event.diaLembrete === null ? null : reminderDayLabel(event.diaLembrete));

/** Which reminder day sent an e-mail, and why it failed when it did. */
const detail = (event: DunningEvent) => [reminderDay(event), event.detalhe].filter(Boolean).join(' · ') || '—';

export interface DunningHistoryProps {
  /** Newest first; undefined while they load. */
  events: DunningEvent[] | undefined;
  isLoading?: boolean;
  /** Shown instead of the rows when loading failed. */
  error?: ReactNode;
}

/**
 * An enrolment's dunning history (ADR 0015): each e-mail of the régua de cobrança and each
 * "Cobrar no WhatsApp", with its instalment, status, recipient and who opened it. Cards on phones.
 */
export function DunningHistory({ events, isLoading, error }: DunningHistoryProps) {
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  if (!isWide && events?.length && !error) return <DunningEventList events={events} showInstalment />;

  const columns: DataTableColumn<DunningEvent>[] = [
    { id: 'data', header: 'Data', className: 'whitespace-nowrap', cell: (e) => formatDateTime(e.createdAt) },
    { id: 'parcela', header: 'Parcela', cell: (e) => `${e.numeroParcela}ª` },
    { id: 'canal', header: 'Canal', cell: (e) => channelLabels[e.canal] },
    { id: 'status', header: 'Status', cell: (e) => <DunningStatusBadge status={e.status} /> },
    { id: 'para', header: 'Para', className: 'break-words', cell: recipient },
    { id: 'por', header: 'Por', className: 'min-w-32', cell: (e) => e.por ?? '—' },
    { id: 'detalhe', header: 'Detalhe', className: 'min-w-40 text-muted-foreground', cell: detail },
  ];
  return (
    <DataTable
      caption="Histórico de cobrança"
      columns={columns}
      data={events}
      getRowKey={(e) => e.id}
      isLoading={isLoading}
      loadingRows={2}
      minWidthClassName="min-w-[880px]"
      error={error}
      empty={<EmptyState title={EMPTY} description="Os lembretes por e-mail da régua de cobrança e as cobranças no WhatsApp aparecem aqui." />}
    />
  );
}

/** The history as a list of cards: on phones, and in an instalment's details (`showInstalment` off). */
export function DunningEventList({ events, showInstalment = false }: { events: DunningEvent[]; showInstalment?: boolean }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">{EMPTY}.</p>;
  return (
    <ul aria-label="Histórico de cobrança" className="space-y-2 font-normal">
      {events.map((event) => (
        <li key={event.id} className="space-y-1 rounded-lg border bg-card p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <DunningStatusBadge status={event.status} />
            <span className="text-muted-foreground">{formatDateTime(event.createdAt)}</span>
          </div>
          <p className="font-medium">
            {[showInstalment && `Parcela ${event.numeroParcela}ª`, channelLabels[event.canal], reminderDay(event)].filter(Boolean).join(' · ')}
          </p>
          <p className="wrap-anywhere text-muted-foreground">
            Para {recipient(event)}
            {event.por && ` · aberto por ${event.por}`}
          </p>
          {event.detalhe && <p className="wrap-anywhere text-muted-foreground">{event.detalhe}</p>}
        </li>
      ))}
    </ul>
  );
}
