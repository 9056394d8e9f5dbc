import { useState } from 'react';
import { CalendarPlusIcon, RefreshCwIcon } from 'lucide-react';
import { AlertNotice } from '@web/components/alert-notice';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { CopyValueField } from '@web/components/copy-value-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { toastFailure } from '@web/lib/outcome-toasts';
import { useCalendarFeed, useRenewCalendarFeed, type CalendarFeedOwner } from '../api/calendar-feed';

export interface CalendarFeedDialogProps {
  owner: CalendarFeedOwner;
  /** What the calendar holds, e.g. 'Os treinos e jogos da turma Futebol Sub-11.' */
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Adicionar ao calendário': the secret address of a team's or a family's calendar, to copy into
 * Google Calendar or open in the phone's calendar app (webcal://), with the steps for each, and
 * 'Gerar novo endereço' for when the address reached someone it should not (the old one stops).
 */
export function CalendarFeedDialog({ owner, description, open, onOpenChange }: CalendarFeedDialogProps) {
  const feed = useCalendarFeed(owner, { enabled: open });
  const [confirming, setConfirming] = useState(false);
  const renew = useRenewCalendarFeed(owner, {
    onSuccess: () => {
      setConfirming(false);
      toast({ title: 'Novo endereço gerado', description: 'O endereço anterior não funciona mais. Adicione o novo nos calendários que ainda devem recebê-lo.' });
    },
    onError: (error) => toastFailure(error, 'Não foi possível gerar um novo endereço. Tente novamente.'),
  });

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="sm:max-w-lg" showCloseButton={false}>
          <DialogHeader>
            <DialogTitle>Adicionar ao calendário</DialogTitle>
            <DialogDescription>{description} Os dias e horários se atualizam sozinhos, inclusive os treinos cancelados.</DialogDescription>
          </DialogHeader>
          {feed.isPending ? (
            <div className="grid gap-3" aria-busy="true">
              <span className="sr-only">Gerando o endereço do calendário</span>
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-9 w-full" />
            </div>
          ) : feed.isError ? (
            <AlertNotice>{errorMessage(feed.error, 'Não foi possível gerar o endereço do calendário. Tente novamente.')}</AlertNotice>
          ) : (
            <div className="grid min-w-0 gap-4">
              <CopyValueField
                label="Endereço do calendário"
                value={feed.data.url}
                copyLabel="Copiar endereço"
                copied={{ title: 'Endereço copiado', description: 'Cole no Google Agenda, em Outras agendas › Do URL.' }}
                valueName="O endereço"
                multiline
                extraAction={
                  <Button asChild>
                    <a href={feed.data.webcal}>
                      <CalendarPlusIcon aria-hidden="true" />
                      Abrir no calendário
                    </a>
                  </Button>
                }
              />
              <section aria-labelledby="calendario-como" className="grid gap-2 text-sm">
                <h3 id="calendario-como" className="font-semibold">
                  Como adicionar
                </h3>
                <ul className="grid list-disc gap-2 pl-5 break-words">
                  <li>
                    <strong>Google Agenda</strong> (no computador): em <strong>Outras agendas</strong>, clique em + e escolha{' '}
                    <strong>Do URL</strong>; cole o endereço e clique em Adicionar agenda. No Android, a agenda aparece no celular em seguida.
                  </li>
                  <li>
                    <strong>iPhone e iPad</strong>: toque em Abrir no calendário; ou vá em <strong>Ajustes › Calendário › Contas</strong> ›
                    Adicionar Conta › Outra › <strong>Adicionar assinatura de calendário</strong> e cole o endereço.
                  </li>
                  <li>
                    <strong>Mac</strong>: no Calendário, Arquivo › Nova Assinatura de Calendário, e cole o endereço.
                  </li>
                </ul>
                <p className="text-muted-foreground">
                  Quem tiver este endereço vê esta agenda: compartilhe só com quem deve vê-la. O Google pode levar algumas horas para mostrar uma mudança.
                </p>
              </section>
            </div>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Fechar</Button>
            </DialogClose>
            {feed.isSuccess && (
              <Button variant="outline" onClick={() => setConfirming(true)}>
                <RefreshCwIcon aria-hidden="true" />
                Gerar novo endereço
              </Button>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Gerar novo endereço?"
        description="O endereço atual deixa de funcionar: os calendários que o assinaram param de receber os treinos e jogos até que o novo endereço seja adicionado."
        confirmLabel="Gerar novo endereço"
        cancelLabel="Voltar"
        destructive
        pending={renew.isPending}
        onConfirm={() => renew.mutate()}
      />
    </>
  );
}
