import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatMoney } from '@domain/format';
import { toCents } from '@domain/money';
import type { PixCharge } from '@domain/pix';
import { AlertNotice } from '@web/components/alert-notice';
import { CopyValueField } from '@web/components/copy-value-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api';
import { useInstalmentPix } from '../api/pix';

export interface PixChargeDialogProps {
  instalmentId: number;
  /** What is being paid, e.g. 'Parcela 3 de Bruno Almeida Costa, vencimento 10/12/2026'. */
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Pagar com PIX' of one instalment: the QR code to scan with another phone, and the copia e cola
 * code for paying from this one. The school confirms the payment (by hand or from the bank statement).
 */
export function PixChargeDialog({ instalmentId, description, open, onOpenChange }: PixChargeDialogProps) {
  const charge = useInstalmentPix(instalmentId);
  return (
    <PixDialog description={description} query={charge} open={open} onOpenChange={onOpenChange}>
      {(data) => <PixChargeView charge={data} />}
    </PixDialog>
  );
}

export interface PixDialogProps<T> {
  description: string;
  /** The charge(s) being generated: a skeleton while they load, the server's reason if refused. */
  query: UseQueryResult<T>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: (data: T) => ReactNode;
}

/** The 'Pagar com PIX' dialog around one or several charges. */
export function PixDialog<T>({ description, query, open, onOpenChange, children }: PixDialogProps<T>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Pagar com PIX</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <div className="grid justify-items-center gap-3" aria-busy="true">
            <span className="sr-only">Gerando o PIX</span>
            <Skeleton className="h-8 w-32" />
            <Skeleton className="size-56" />
          </div>
        ) : query.isError ? (
          <AlertNotice>{errorMessage(query.error, 'Não foi possível gerar o PIX. Tente novamente.')}</AlertNotice>
        ) : (
          children(query.data)
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Fechar</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** One charge: its value, the QR code to scan from another phone and the code to paste on this one. */
export function PixChargeView({ charge }: { charge: PixCharge }) {
  return (
    <div className="grid gap-4">
      <p className="text-center">
        <span className="block text-sm text-muted-foreground">Valor</span>
        <span className="text-2xl font-bold tabular-nums">{formatMoney(charge.valor)}</span>
        {toCents(charge.acrescimo) > 0 && <span className="block text-sm text-destructive">com {formatMoney(charge.acrescimo)} de multa e juros</span>}
      </p>
      {/* The QR code is dark on white in either theme: bank apps read it best that way. */}
      <img src={charge.qrCode} alt={`QR code do PIX de ${formatMoney(charge.valor)}`} className="mx-auto size-56 rounded-md bg-white p-1" />
      <p className="text-center text-sm text-muted-foreground">
        Para {charge.recebedor.nome} · {charge.recebedor.cidade}
      </p>
      <CopyValueField
        label="PIX copia e cola"
        value={charge.payload}
        copyLabel="Copiar código PIX"
        copied={{ title: 'Código PIX copiado', description: 'Cole no app do seu banco, em PIX › Pix Copia e Cola.' }}
        valueName="O código PIX"
        monospace
        multiline
      />
      <p className="text-sm text-muted-foreground">
        No app do banco, escolha PIX e leia o QR code ou cole o código. A escola confirma o pagamento assim que ele aparecer no extrato.
      </p>
    </div>
  );
}
