import { useState } from 'react';
import { MessageCircleIcon } from 'lucide-react';
import { kinshipLabels, kinships, type Athlete } from '@domain/athletes';
import { invitationInputSchema, type CreatedInvitation } from '@domain/families';
import { formatDate } from '@domain/format';
import { FormDialog } from '@web/components/form-dialog';
import { SelectField, TextField } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { RevealOnceDialog } from '@web/components/reveal-once-dialog';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useInviteGuardian } from '../api/invite-guardian';

const kinshipOptions = kinships.map((kinship) => ({ value: kinship, label: kinshipLabels[kinship] }));

export interface InviteGuardianDialogProps {
  athlete: Athlete;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Convidar responsável': the guardian e-mail on file, editable, and the kinship. Once created, the
 * dialog shows the link (the only time it exists: the server keeps no token) to copy or send by
 * WhatsApp. Mount it when opening so each invitation starts from the athlete's data.
 */
export function InviteGuardianDialog({ athlete, open, onOpenChange }: InviteGuardianDialogProps) {
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const form = useZodForm(invitationInputSchema, { email: athlete.responsavelEmail ?? '', parentesco: athlete.responsavelParentesco });

  // No success toast: the dialog shows the invitation's link instead.
  const invite = useFormMutation(form, useInviteGuardian, { failure: 'Não foi possível criar o convite.' }, setCreated);

  if (created) return <InvitationCreated invitation={created} open={open} onOpenChange={onOpenChange} />;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Convidar responsável"
      description={`O responsável recebe por e-mail um link para criar a conta, ou entrar, e acompanhar ${athlete.nomeCompleto} no Plantel.`}
      form={form}
      onSubmit={(data) => invite.submit({ athleteId: athlete.id, data })}
      submitLabel="Enviar convite"
      pending={invite.pending}
      className="sm:max-w-lg"
    >
      <TextField
        control={form.control}
        name="email"
        label="E-mail do responsável"
        type="email"
        inputMode="email"
        autoComplete="off"
        description="O e-mail do responsável no cadastro do atleta; troque se o convite for para outra pessoa."
      />
      <SelectField control={form.control} name="parentesco" label="Parentesco" options={kinshipOptions} placeholder="Selecione o parentesco" />
    </FormDialog>
  );
}

/** The created invitation: where it was e-mailed, its link to copy, and WhatsApp when a phone is on file. */
function InvitationCreated({ invitation, open, onOpenChange }: { invitation: CreatedInvitation; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <RevealOnceDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Convite enviado"
      description={
        <>
          Enviamos o link por e-mail para <strong className="wrap-anywhere text-foreground">{invitation.email}</strong>. Ele vale até{' '}
          {formatDate(invitation.expiraEm)} e só pode ser usado uma vez.
        </>
      }
      label="Link do convite"
      value={invitation.link}
      copyLabel="Copiar link"
      copied={{ title: 'Link copiado!', description: 'Cole o link numa mensagem para o responsável.' }}
      valueName="O link"
      extraAction={
        invitation.whatsappUrl && (
          <Button asChild variant="outline">
            <a href={invitation.whatsappUrl} target="_blank" rel="noopener noreferrer">
              <MessageCircleIcon aria-hidden="true" />
              Enviar pelo WhatsApp
            </a>
          </Button>
        )
      }
    />
  );
}
