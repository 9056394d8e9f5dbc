import { z } from 'zod';
import { invitationRegisterFormSchema, type InvitationPreview } from '@domain/families';
import { AccountFields } from '@web/components/account-fields';
import { AlertNotice } from '@web/components/alert-notice';
import { ConsentField } from '@web/components/consent-field';
import { Button } from '@web/components/ui/button';
import { Form } from '@web/components/ui/form';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useRegisterWithInvitation } from '../api/accept-invitation';

type FormOutput = z.output<typeof invitationRegisterFormSchema>;

export interface InvitationRegisterFormProps {
  token: string;
  preview: InvitationPreview;
  /** The account was created with the child linked (or its e-mail or CPF already had one: the answer is the same). */
  onRegistered: (email: string) => void;
}

/** 'Criar conta' on the invitation page: the sign-up's answer, then the sign-in with the e-mail typed. */
export function InvitationRegisterForm({ token, preview, onRegistered }: InvitationRegisterFormProps) {
  const form = useZodForm(invitationRegisterFormSchema, {
    nome: '',
    nomeCompleto: '',
    email: preview.email,
    cpf: '',
    dataNascimento: '',
    telefone: '',
    senha: '',
    confirmarSenha: '',
    consentimentoLgpd: false,
  });
  const accept = useFormMutation(
    form,
    useRegisterWithInvitation,
    { success: ({ message }) => ({ title: message }), failure: '', failureTitle: 'Erro no cadastro' },
    () => onRegistered(form.getValues('email')),
  );

  const handleSubmit = ({ confirmarSenha: _confirmation, ...account }: FormOutput) => accept.submit({ token, account });

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <section aria-labelledby="convite-criar-conta" className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="space-y-1">
        <h2 id="convite-criar-conta" className="text-lg font-semibold">
          Criar conta
        </h2>
        <p className="text-sm text-muted-foreground">Sua conta de família, já com {preview.atletaNome}.</p>
      </div>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(handleSubmit)} noValidate className="space-y-4" aria-busy={accept.pending}>
          <AccountFields control={form.control} />
          <ConsentField control={form.control} name="consentimentoLgpd" statement="conta" />
          {rootError && <AlertNotice>{rootError}</AlertNotice>}
          <Button type="submit" className="w-full sm:w-auto" disabled={accept.pending}>
            {accept.pending ? 'Criando conta...' : 'Criar conta'}
          </Button>
        </form>
      </Form>
    </section>
  );
}
