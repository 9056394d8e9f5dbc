import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { invitationRegisterFormSchema, type InvitationPreview } from '@domain/families';
import { AlertNotice } from '@web/components/alert-notice';
import { Button } from '@web/components/ui/button';
import { Form } from '@web/components/ui/form';
import { toast } from '@web/components/ui/use-toast';
import { AccountFields } from '@web/features/landing/components/account-fields';
import { ConsentField } from '@web/features/privacy/components/consent-field';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { signIn } from '@web/lib/session';
import { useAcceptInvitation } from '../api/accept-invitation';

type FormInput = z.input<typeof invitationRegisterFormSchema>;
type FormOutput = z.output<typeof invitationRegisterFormSchema>;

/** 'Criar conta' on the invitation page: the new family account is signed in with the child already linked. */
export function InvitationRegisterForm({ token, preview }: { token: string; preview: InvitationPreview }) {
  const navigate = useNavigate();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(invitationRegisterFormSchema),
    defaultValues: {
      nome: '',
      nomeCompleto: '',
      email: preview.email,
      cpf: '',
      dataNascimento: '',
      telefone: '',
      senha: '',
      confirmarSenha: '',
      consentimentoLgpd: false,
    },
  });
  const accept = useAcceptInvitation();

  function handleSubmit({ confirmarSenha: _confirmation, ...account }: FormOutput) {
    form.clearErrors('root.server');
    accept.mutate(
      { token, account },
      {
        onSuccess: ({ message, user, sessionId }) => {
          toast({ title: message });
          // Início, where the child's card waits; the address must change before the signed-in app renders it.
          navigate('/', { replace: true });
          if (user && sessionId) signIn({ user, sessionId });
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toast({ title: 'Erro no cadastro', description: errorMessage(error, ''), variant: 'destructive' });
        },
      },
    );
  }

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
        <form onSubmit={form.handleSubmit(handleSubmit)} noValidate className="space-y-4" aria-busy={accept.isPending}>
          <AccountFields control={form.control} />
          <ConsentField control={form.control} name="consentimentoLgpd" statement="conta" />
          {rootError && <AlertNotice>{rootError}</AlertNotice>}
          <Button type="submit" className="w-full sm:w-auto" disabled={accept.isPending}>
            {accept.isPending ? 'Criando conta...' : 'Criar conta'}
          </Button>
        </form>
      </Form>
    </section>
  );
}
