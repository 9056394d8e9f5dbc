import { resetPasswordSchema, type SystemUser } from '@domain/users';
import { FormDialog } from '@web/components/form-dialog';
import { TextField } from '@web/components/form-fields';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useResetSystemUserPassword } from '../api/reset-system-user-password';

export interface ResetPasswordDialogProps {
  user: SystemUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Resetar Senha' (spec 2 §5 "Reset user password"): the user's open sessions end. */
export function ResetPasswordDialog({ user, open, onOpenChange }: ResetPasswordDialogProps) {
  const form = useZodForm(resetPasswordSchema, { novaSenha: '' });

  const resetPassword = useFormMutation(
    form,
    useResetSystemUserPassword,
    { success: 'Senha resetada com sucesso!', failure: 'Erro ao resetar senha. Tente novamente.' },
    () => onOpenChange(false),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Resetar Senha"
      description={`Defina uma nova senha para ${user.nomeCompleto}. As sessões abertas desse usuário serão encerradas.`}
      form={form}
      onSubmit={(data) => resetPassword.submit({ id: user.id, data })}
      submitLabel="Resetar Senha"
      pending={resetPassword.pending}
      className="sm:max-w-md"
    >
      <TextField control={form.control} name="novaSenha" label="Nova Senha" type="password" autoComplete="new-password" required />
    </FormDialog>
  );
}
