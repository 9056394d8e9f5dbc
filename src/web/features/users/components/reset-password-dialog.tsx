import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { resetPasswordSchema, type ResetPasswordData, type ResetPasswordInput, type SystemUser } from '@domain/users';
import { FormDialog } from '@web/components/form-dialog';
import { TextField } from '@web/components/form-fields';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { useResetSystemUserPassword } from '../api/reset-system-user-password';

export interface ResetPasswordDialogProps {
  user: SystemUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Resetar Senha' (spec 2 §5 "Reset user password"): the user's open sessions end. */
export function ResetPasswordDialog({ user, open, onOpenChange }: ResetPasswordDialogProps) {
  const form = useForm<ResetPasswordInput, unknown, ResetPasswordData>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { novaSenha: '' },
  });

  const resetPassword = useResetSystemUserPassword({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Senha resetada com sucesso!' });
      onOpenChange(false);
    },
    onError: (error) => {
      applyServerErrors(form, error);
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao resetar senha. Tente novamente.') });
    },
  });

  const handleSubmit = (data: ResetPasswordData) => {
    form.clearErrors('root.server');
    resetPassword.mutate({ id: user.id, data });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Resetar Senha"
      description={`Defina uma nova senha para ${user.nomeCompleto}. As sessões abertas desse usuário serão encerradas.`}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Resetar Senha"
      pending={resetPassword.isPending}
      className="sm:max-w-md"
    >
      <TextField control={form.control} name="novaSenha" label="Nova Senha" type="password" autoComplete="new-password" required />
    </FormDialog>
  );
}
