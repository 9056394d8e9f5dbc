import { useState } from 'react';
import { CircleCheckIcon, QrCodeIcon } from 'lucide-react';
import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import type { FamilyChild, FamilyInstalment } from '@domain/families';
import { formatDate, formatMoney } from '@domain/format';
import { feeName } from '@domain/instalments';
import { amountDueText } from '@domain/late-fees';
import { groupBy } from '@domain/group-by';
import { fromCents, toCents } from '@domain/money';
import { payAllOffer, type FamilyPixCharge } from '@domain/pix';
import { InstalmentStatusBadge } from '@web/components/instalment-status-badge';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { PixChargeView, PixDialog, useFamilyPixCharges } from '@web/features/pix';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { ClaimPaymentDialog } from './claim-payment-dialog';

type OfferedFee = FamilyInstalment & { athleteNome: string };

/**
 * 'Pagar tudo': one PIX for several fees of the family, shown above the children's cards. It offers
 * the overdue fees and each enrolment's next one (payAllOffer, the server's rule too), ticked; the
 * family unticks what it will not pay now and sees the total before the PIX is made. Fees under
 * review ("Já paguei") are not offered.
 */
export function PayAll({ children }: { children: FamilyChild[] }) {
  const today = todayIn(SCHOOL_TIME_ZONE);
  const payable = children.flatMap((child) =>
    child.parcelasAbertas.filter((fee) => fee.pix && fee.conferencia?.status !== 'em_conferencia').map((fee) => ({ ...fee, athleteNome: child.nomeCompleto })),
  );
  const offered = payAllOffer(payable, today);
  const key = offered.map((fee) => fee.id).join(',');
  return offered.length < 2 ? null : <PayAllCard key={key} offered={offered} />;
}

function PayAllCard({ offered }: { offered: OfferedFee[] }) {
  const dialogs = useRecordDialogs<{ payAll: number[] }>();
  const [unticked, setUnticked] = useState<Set<number>>(new Set());
  const ticked = offered.filter((fee) => !unticked.has(fee.id));
  // An overdue fee is charged with the school's multa e juros, as the PIX the server makes is.
  const total = fromCents(ticked.reduce((sum, fee) => sum + toCents(fee.atraso?.total ?? fee.valor), 0));
  const toggle = (id: number, checked: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (checked) next.delete(id);
      else next.add(id);
      return next;
    });
  const feesOf = groupBy(offered, (fee) => fee.athleteNome);
  const athletes = [...new Set(offered.map((fee) => fee.athleteNome))];

  return (
    <section aria-labelledby="pagar-tudo" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div>
        <h2 id="pagar-tudo" className="font-semibold">
          Pagar tudo com um PIX
        </h2>
        <p className="text-sm text-muted-foreground">As mensalidades vencidas e a próxima de cada matrícula. Desmarque o que não vai pagar agora.</p>
      </div>
      {athletes.map((nome) => (
        // A fieldset is as wide as its content by default: min-w-0 lets it wrap on a phone with large text.
        <fieldset key={nome} className="grid min-w-0 gap-1">
          <legend className="text-sm font-semibold">{nome}</legend>
          {feesOf(nome).map((fee) => (
            <label key={fee.id} className="flex items-start gap-3 py-1 text-sm">
              <Checkbox className="mt-0.5" checked={!unticked.has(fee.id)} onCheckedChange={(checked) => toggle(fee.id, checked === true)} />
              {/* On a narrow screen with large text the amount goes under the fee's name, not off the screen. */}
              <span className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span>
                  {feeName(fee.dataVencimento)} · vence {formatDate(fee.dataVencimento)}
                </span>
                <span className="flex flex-wrap items-center gap-2">
                  {fee.status === 'atrasado' && <InstalmentStatusBadge situacao="atrasado" />}
                  <span className="tabular-nums">{fee.atraso ? amountDueText(fee.atraso) : formatMoney(fee.valor)}</span>
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
        <p aria-live="polite">
          <span className="text-sm text-muted-foreground">Total </span>
          <span className="text-lg font-semibold tabular-nums">{formatMoney(total)}</span>
        </p>
        <Button disabled={ticked.length === 0} onClick={() => dialogs.open('payAll', ticked.map((fee) => fee.id))}>
          <QrCodeIcon aria-hidden="true" />
          Pagar com PIX
        </Button>
      </div>
      {dialogs.isOpen('payAll') && <PayAllDialog parcelas={dialogs.target('payAll')!} onOpenChange={dialogs.onOpenChange} />}
    </section>
  );
}

function PayAllDialog({ parcelas, onOpenChange }: { parcelas: number[]; onOpenChange: (open: boolean) => void }) {
  const charges = useFamilyPixCharges(parcelas);
  const [claiming, setClaiming] = useState<FamilyPixCharge | null>(null);
  if (claiming) {
    return (
      <ClaimPaymentDialog
        fees={claiming.itens.map((item) => ({ id: item.instalmentId, valor: item.valor }))}
        description={`O PIX de ${claiming.itens.length} mensalidades`}
        onOpenChange={(open) => (open ? undefined : setClaiming(null))}
        onClaimed={() => onOpenChange(false)}
      />
    );
  }
  return (
    <PixDialog description="As mensalidades que você marcou, num só PIX." query={charges} open onOpenChange={onOpenChange}>
      {(data) => (
        <div className="grid gap-6">
          {data.cobrancas.map((charge) => (
            <ChargeItems key={charge.txid} charge={charge} onClaim={() => setClaiming(charge)} />
          ))}
        </div>
      )}
    </PixDialog>
  );
}

/** What one charge pays, child by child, above its QR code; "Já paguei" once it is paid. */
function ChargeItems({ charge, onClaim }: { charge: FamilyPixCharge; onClaim: () => void }) {
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
                  {feeName(item.dataVencimento)} · vence {formatDate(item.dataVencimento)}
                </span>
                <span className="tabular-nums">{formatMoney(item.valor)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <PixChargeView charge={charge} />
      <Button variant="outline" onClick={onClaim}>
        <CircleCheckIcon aria-hidden="true" />
        Já paguei este PIX
      </Button>
    </section>
  );
}
