import { useId, type ReactNode } from 'react';
import { CheckIcon, MailPlusIcon, UserMinusIcon, XIcon } from 'lucide-react';
import { kinshipLabels, type Athlete } from '@domain/athletes';
import { formatPhoneDigits } from '@domain/documents';
import {
  invitationStatusLabels,
  linkVerificationLabels,
  type AccessRequest,
  type GuardianLink,
  type Invitation,
  type InvitationStatus,
} from '@domain/families';
import { formatDate } from '@domain/format';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ListError } from '@web/components/data-table';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { type AccessRequestDecision, AccessRequestDecisionDialog, type AccessRequestDecisionTarget } from '@web/features/access-requests';
import { errorMessage } from '@web/lib/api';
import { useCan } from '@web/lib/session';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useAthleteGuardians } from '../api/get-athlete-guardians';
import { useRemoveGuardian } from '../api/remove-guardian';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { GuardianRemindersSwitch } from './guardian-reminders-switch';
import { InviteGuardianDialog } from './invite-guardian-dialog';

const invitationVariants: Record<InvitationStatus, BadgeProps['variant']> = { enviado: 'default', aceito: 'success', expirado: 'secondary', revogado: 'outline' };

/** The parts that are there, joined as one line of small print. */
const detail = (...parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join(' · ');

/**
 * 'Responsáveis', for staff: the family accounts that see this athlete, the invitations
 * sent and the access requests waiting. A family sees an athlete only through a link made here.
 */
export function AthleteGuardiansSection({ athlete }: { athlete: Athlete }) {
  const guardians = useAthleteGuardians(athlete.id);
  // The assistente links families but has no say over the payment reminders.
  const setsReminders = useCan('manageDunning');
  const dialogs = useRecordDialogs<{ invite: null; remove: GuardianLink; revoke: Invitation; decide: AccessRequestDecisionTarget }>();

  const remove = useRemoveGuardian({
    onSuccess: () => {
      toast({ title: 'Acesso removido', description: `A conta não vê mais ${athlete.nomeCompleto}.` });
      dialogs.close();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Não foi possível remover o acesso.') });
      dialogs.close();
    },
  });
  const revoke = useRevokeInvitation({
    onSuccess: () => {
      toast({ title: 'Convite revogado', description: 'O link enviado deixou de funcionar.' });
      dialogs.close();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Não foi possível revogar o convite.') });
      dialogs.close();
    },
  });

  const removing = dialogs.target('remove') ?? null;
  const revoking = dialogs.target('revoke') ?? null;
  const data = guardians.data;

  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <h2 className="text-lg leading-none font-semibold">Responsáveis</h2>
          <CardDescription>Contas da família que acompanham o atleta no Plantel. Só a escola libera o acesso: por convite ou aprovando uma solicitação.</CardDescription>
        </div>
        <Button className="shrink-0" onClick={() => dialogs.open('invite', null)}>
          <MailPlusIcon aria-hidden="true" />
          Convidar responsável
        </Button>
      </CardHeader>
      <CardContent className="space-y-6">
        {guardians.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : guardians.isError || !data ? (
          <ListError message="Não foi possível carregar os responsáveis." onRetry={() => void guardians.refetch()} />
        ) : (
          <>
            <GuardianList title="Com acesso" empty="Nenhuma conta da família tem acesso a este atleta.">
              {data.vinculos.map((link) => (
                <GuardianItem
                  key={link.userId}
                  name={link.nome}
                  badge={link.principal && <Badge variant="secondary">Principal</Badge>}
                  lines={[
                    detail(kinshipLabels[link.parentesco], link.email, formatPhoneDigits(link.telefone)),
                    detail(linkVerificationLabels[link.verificacao], `desde ${formatDate(link.criadoEm)}`, link.criadoPor && `por ${link.criadoPor}`),
                  ]}
                  setting={setsReminders && <GuardianRemindersSwitch name={link.nome} email={link.email} />}
                  actions={
                    <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={() => dialogs.open('remove', link)}>
                      <UserMinusIcon aria-hidden="true" />
                      Remover acesso<span className="sr-only"> de {link.nome}</span>
                    </Button>
                  }
                />
              ))}
            </GuardianList>

            {data.solicitacoes.length > 0 && (
              <GuardianList title="Solicitações pendentes">
                {data.solicitacoes.map((request) => (
                  <RequestItem key={request.id} request={request} onDecide={(action) => dialogs.open('decide', { request, action, athlete })} />
                ))}
              </GuardianList>
            )}

            {data.convites.length > 0 && (
              <GuardianList title="Convites">
                {data.convites.map((invitation) => (
                  <GuardianItem
                    key={invitation.id}
                    name={invitation.email}
                    badge={<Badge variant={invitationVariants[invitation.status]}>{invitationStatusLabels[invitation.status]}</Badge>}
                    lines={[
                      detail(kinshipLabels[invitation.parentesco], `enviado em ${formatDate(invitation.criadoEm)}`, invitation.criadoPor && `por ${invitation.criadoPor}`),
                      invitation.status === 'aceito'
                        ? detail(invitation.aceitoEm && `Aceito em ${formatDate(invitation.aceitoEm)}`, invitation.aceitoPor && `por ${invitation.aceitoPor}`)
                        : invitation.status === 'enviado'
                          ? `Vale até ${formatDate(invitation.expiraEm)}`
                          : '',
                    ]}
                    actions={
                      invitation.status === 'enviado' && (
                        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={() => dialogs.open('revoke', invitation)}>
                          <XIcon aria-hidden="true" />
                          Revogar<span className="sr-only"> o convite para {invitation.email}</span>
                        </Button>
                      )
                    }
                  />
                ))}
              </GuardianList>
            )}
          </>
        )}
      </CardContent>

      {dialogs.isOpen('invite') && <InviteGuardianDialog open athlete={athlete} onOpenChange={dialogs.onOpenChange} />}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={dialogs.onOpenChange}
        title="Remover acesso?"
        description={
          removing
            ? `${removing.nome} deixará de ver ${athlete.nomeCompleto} no Plantel imediatamente. Para voltar, será preciso um novo convite ou uma nova solicitação aprovada.`
            : ''
        }
        confirmLabel="Remover acesso"
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate({ athleteId: athlete.id, userId: removing.userId })}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={dialogs.onOpenChange}
        title="Revogar convite?"
        description={revoking ? `O link enviado para ${revoking.email} deixará de funcionar.` : ''}
        confirmLabel="Revogar"
        destructive
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate({ athleteId: athlete.id, invitationId: revoking.id })}
      />
      <AccessRequestDecisionDialog target={dialogs.target('decide') ?? null} onOpenChange={dialogs.onOpenChange} />
    </Card>
  );
}

function GuardianList({ title, empty, children }: { title: string; empty?: string; children: ReactNode[] }) {
  const headingId = useId();
  return (
    <section className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-muted-foreground uppercase">
        {title}
      </h3>
      {children.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="space-y-2">
          {children}
        </ul>
      )}
    </section>
  );
}

/** `setting`: a switch about this person, under their details. */
function GuardianItem({ name, badge, lines, setting, actions }: { name: string; badge?: ReactNode; lines: string[]; setting?: ReactNode; actions?: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium wrap-anywhere">
          {name}
          {badge}
        </p>
        {lines.filter(Boolean).map((line) => (
          <p key={line} className="text-sm wrap-anywhere text-muted-foreground">
            {line}
          </p>
        ))}
        {setting && <div className="pt-2">{setting}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </li>
  );
}

/** A pending request for this athlete: who asked and the child's data as they typed it. */
function RequestItem({ request, onDecide }: { request: AccessRequest; onDecide: (action: AccessRequestDecision) => void }) {
  const { solicitante } = request;
  return (
    <GuardianItem
      name={solicitante.nome}
      lines={[
        detail(kinshipLabels[request.parentesco], solicitante.email, formatPhoneDigits(solicitante.telefone)),
        `Informou ${request.nomeCompleto}, nascimento ${formatDate(request.dataNascimento)}, em ${formatDate(request.criadoEm)}`,
      ]}
      actions={
        <>
          <Button size="sm" onClick={() => onDecide('approve')}>
            <CheckIcon aria-hidden="true" />
            Aprovar<span className="sr-only"> a solicitação de {solicitante.nome}</span>
          </Button>
          <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={() => onDecide('refuse')}>
            <XIcon aria-hidden="true" />
            Recusar<span className="sr-only"> a solicitação de {solicitante.nome}</span>
          </Button>
        </>
      }
    />
  );
}
