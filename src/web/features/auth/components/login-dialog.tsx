import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginSchema } from '@domain/auth';
import { TextField } from '@web/components/form-fields';
import { PublicFormDialog } from '@web/components/public-form-dialog';
import { Button } from '@web/components/ui/button';
import { signIn } from '@web/lib/session';
import { useFormMutation } from '@web/lib/use-save-record';
import { useClearOnClose, useZodForm } from '@web/lib/use-zod-form';
import { useLogin } from '../api/login';

type LoginFormInput = z.input<typeof loginSchema>;

const emptyLogin: LoginFormInput = { email: '', senha: '' };

interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Esqueci minha senha': switch to the password reset flow. */
  onForgotPassword: () => void;
  /** The e-mail of the account just created: the dialog opens with it typed. */
  email?: string;
  /** Where the signed-in app opens instead of this address, which must change before it renders. */
  destination?: string;
}

export function LoginDialog({ open, onOpenChange, onForgotPassword, email, destination }: LoginDialogProps) {
  const navigate = useNavigate();
  const form = useZodForm(loginSchema, emptyLogin);
  const handleOpenChange = useClearOnClose(form, onOpenChange);
  useEffect(() => {
    if (open && email) form.setValue('email', email);
  }, [open, email, form]);
  const login = useFormMutation(
    form,
    useLogin,
    { success: () => ({ title: 'Login realizado com sucesso!' }), failure: '', failureTitle: 'Erro no login' },
    (result) => {
      if (destination) navigate(destination, { replace: true });
      signIn(result);
      handleOpenChange(false);
    },
  );

  return (
    <PublicFormDialog
      open={open}
      onOpenChange={handleOpenChange}
      title="Entrar"
      description="Informe seu email e sua senha para acessar o sistema."
      className="sm:max-w-md"
      form={form}
      onSubmit={login.submit}
      pending={login.pending}
      submitLabel="Entrar"
      pendingLabel="Entrando..."
    >
      <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      <TextField control={form.control} name="senha" label="Senha" type="password" autoComplete="current-password" />
      <div>
        <Button type="button" variant="link" className="h-auto px-0" onClick={onForgotPassword}>
          Esqueci minha senha
        </Button>
      </div>
    </PublicFormDialog>
  );
}
