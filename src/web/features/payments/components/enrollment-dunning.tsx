import { Loader2Icon, MessageCircleIcon } from 'lucide-react';
import type { EnrollmentPayments } from '@domain/enrollments';
import { ListError } from '@web/components/data-table';
import { Button } from '@web/components/ui/button';
import { useCan } from '@web/lib/session';
import { useEnrollmentDunning } from '../api/dunning';
import { DunningHistory } from './dunning-history';
import { useWhatsappCharge } from './use-whatsapp-charge';

/** "Cobrar no WhatsApp" for every overdue instalment of the enrolment (staff who charge; with something overdue). */
export function FamilyWhatsappButton({ enrollment }: { enrollment: EnrollmentPayments | undefined }) {
  const dunning = useCan('manageDunning');
  const whatsapp = useWhatsappCharge();
  if (!dunning || !enrollment?.monthlyPayments.some((instalment) => instalment.situacao === 'atrasado')) return null;
  return (
    <Button disabled={whatsapp.pending} onClick={() => whatsapp.charge({ enrollmentId: enrollment.id })}>
      {whatsapp.pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <MessageCircleIcon aria-hidden="true" />}
      Cobrar no WhatsApp
    </Button>
  );
}

/**
 * Staff: the reminders e-mailed by the régua de cobrança and the WhatsApp charges, newest first, on
 * every view of an enrolment (its page, Pagamentos, the athlete's Matrículas).
 */
export function EnrollmentDunningSection({ enrollmentId, headingLevel = 2 }: { enrollmentId: number; headingLevel?: 2 | 3 }) {
  const dunning = useCan('manageDunning');
  const history = useEnrollmentDunning(enrollmentId, { enabled: dunning });
  if (!dunning) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `cobranca-${enrollmentId}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <Heading id={headingId} className={headingLevel === 2 ? 'text-lg font-semibold' : 'text-sm font-semibold'}>
        Histórico de cobrança
      </Heading>
      <DunningHistory
        events={history.data}
        isLoading={history.isPending}
        error={history.isError && <ListError message="Não foi possível carregar o histórico de cobrança." onRetry={() => void history.refetch()} />}
      />
    </section>
  );
}
