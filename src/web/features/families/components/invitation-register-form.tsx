import { useNavigate } from 'react-router';
import { z } from 'zod';
import { invitationRegisterFormSchema, type InvitationPreview } from '@domain/families';
import { AccountFields } from '@web/components/account-fields';
import { AlertNotice } from '@web/components/alert-notice';
import { ConsentField } from '@web/components/consent-field';
import { Button } from '@web/components/ui/button';
import { Form } from '@web/components/ui/form';
import { paths } from '@web/lib/paths';
import { signIn } from '@web/lib/session';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useAcceptInvitation } from '../api/accept-invitation';

type FormOutput = z.output<typeof invitationRegisterFormSchema>;

/** 'Criar conta' on the invitation page: the new family account is signed in with the child already linked. */
export function InvitationRegisterForm({ token, preview }: { token: string; preview: InvitationPreview }) {
  const navigate = useNavigate();
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
    useAcceptInvitation,
    { success: ({ message }) => ({ title: message }), failure: '', failureTitle: 'Erro no cadastro' },
    ({ user, sessionId }) => {
      // Início, where the child's card waits; the address must change before the signed-in app renders it.
      navigate(paths.home, { replace: true });
      if (user && sessionId) signIn({ user, sessionId });
    },
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
