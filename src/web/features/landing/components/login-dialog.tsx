import type { z } from 'zod';
import { loginSchema } from '@domain/auth';
import { TextField } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Form } from '@web/components/ui/form';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { signIn } from '@web/lib/session';
import { useLogin } from '../api/login';
import { useDialogForm } from '../lib/use-dialog-form';

type LoginFormInput = z.input<typeof loginSchema>;
type LoginFormOutput = z.output<typeof loginSchema>;

const emptyLogin: LoginFormInput = { email: '', senha: '' };

interface LoginDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Esqueci minha senha': switch to the password reset flow. */
  onForgotPassword: () => void;
}

export function LoginDialog({ open, onOpenChange, onForgotPassword }: LoginDialogProps) {
  const { form, handleOpenChange } = useDialogForm(loginSchema, emptyLogin, onOpenChange);
  const loginMutation = useLogin();

  function handleSubmit(values: LoginFormOutput) {
    loginMutation.mutate(values, {
      onSuccess: (result) => {
        form.reset(emptyLogin);
        signIn(result);
        toast({ title: 'Login realizado com sucesso!' });
        onOpenChange(false);
      },
      onError: (error) => {
        toast({ title: 'Erro no login', description: errorMessage(error, ''), variant: 'destructive' });
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Entrar</DialogTitle>
          <DialogDescription>Informe seu email e sua senha para acessar o sistema.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(handleSubmit)} noValidate className="space-y-4">
            <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
            <TextField control={form.control} name="senha" label="Senha" type="password" autoComplete="current-password" />
            <div>
              <Button type="button" variant="link" className="h-auto px-0" onClick={onForgotPassword}>
                Esqueci minha senha
              </Button>
            </div>
            <DialogFooter>
              <Button type="submit" className="w-full sm:w-auto" disabled={loginMutation.isPending}>
                {loginMutation.isPending ? 'Entrando...' : 'Entrar'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
