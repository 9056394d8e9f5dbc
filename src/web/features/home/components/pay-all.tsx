import { QrCodeIcon } from 'lucide-react';
import type { FamilyChild } from '@domain/families';
import { formatDate, formatMoney } from '@domain/format';
import type { FamilyPixCharge } from '@domain/pix';
import { Button } from '@web/components/ui/button';
import { PixChargeView, PixDialog, useFamilyPixCharges } from '@web/features/pix';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { groupBy } from '@domain/group-by';

/**
 * 'Pagar tudo': with several open instalments payable by PIX (one child or several), one PIX pays
 * them all. Shown above the children's cards.
 */
export function PayAll({ children }: { children: FamilyChild[] }) {
  const dialogs = useRecordDialogs<{ payAll: null }>();
  const payable = children.flatMap((child) => child.parcelasAbertas.filter((instalment) => instalment.pix));
  if (payable.length < 2) return null;
  return (
    <section aria-labelledby="pagar-tudo" className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div>
        <h2 id="pagar-tudo" className="font-semibold">
          Pagar tudo com um PIX
        </h2>
        <p className="text-sm text-muted-foreground">As mensalidades em aberto de {children.length > 1 ? 'todos os seus atletas' : 'seu atleta'} num só pagamento.</p>
      </div>
      <Button onClick={() => dialogs.open('payAll', null)}>
        <QrCodeIcon aria-hidden="true" />
        Pagar tudo com PIX
      </Button>
      {dialogs.isOpen('payAll') && <PayAllDialog onOpenChange={dialogs.onOpenChange} />}
    </section>
  );
}

function PayAllDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const charges = useFamilyPixCharges();
  return (
    <PixDialog description="Todas as mensalidades em aberto, num só PIX." query={charges} open onOpenChange={onOpenChange}>
      {(data) => (
        <div className="grid gap-6">
          {data.cobrancas.map((charge) => (
            <ChargeItems key={charge.txid} charge={charge} />
          ))}
        </div>
      )}
    </PixDialog>
  );
}

/** What one charge pays, child by child, above its QR code. */
function ChargeItems({ charge }: { charge: FamilyPixCharge }) {
  const itemsOf = groupBy(charge.itens, (item) => item.athlete.id);
  const athletes = [...new Map(charge.itens.map((item) => [item.athlete.id, item.athlete.nomeCompleto])).entries()];
  return (
    <section aria-label={`PIX para ${charge.recebedor.nome}`} className="grid gap-4">
      {athletes.map(([id, nome]) => (
        <div key={id}>
          <h3 className="text-sm font-semibold">{nome}</h3>
          <ul className="divide-y text-sm">
            {itemsOf(id).map((item) => (
              <li key={item.instalmentId} className="flex justify-between gap-3 py-1.5">
                <span>
                  {item.numeroParcela}ª parcela · vence {formatDate(item.dataVencimento)}
                </span>
                <span className="tabular-nums">{formatMoney(item.valor)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <PixChargeView charge={charge} />
    </section>
  );
}
