import { maskCpf } from '@domain/documents';
import { roleLabels } from '@domain/roles';
import { staffRoles, systemUserInputSchema, type SystemUserInput } from '@domain/users';
import { FormDialog } from '@web/components/form-dialog';
import { MaskedField, SelectField, TextField } from '@web/components/form-fields';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCreateSystemUser } from '../api/create-system-user';

const emptyUser: Partial<SystemUserInput> = { nomeCompleto: '', email: '', cpf: '', senha: '' };
const roleOptions = staffRoles.map((tipo) => ({ value: tipo, label: roleLabels[tipo] }));

export interface SystemUserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Novo Usuário' (spec 2 §5 "New system user"). Mount it when opening so the form starts empty. */
export function SystemUserFormDialog({ open, onOpenChange }: SystemUserFormDialogProps) {
  const form = useZodForm(systemUserInputSchema, emptyUser);

  const createUser = useFormMutation(
    form,
    useCreateSystemUser,
    { success: 'Usuário criado com sucesso!', failure: 'Erro ao criar usuário. Tente novamente.' },
    () => onOpenChange(false),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Novo Usuário"
      description="Crie uma conta de administrador, professor ou assistente. O usuário já poderá entrar com o email e a senha informados."
      form={form}
      onSubmit={createUser.submit}
      submitLabel="Criar Usuário"
      pending={createUser.pending}
      className="sm:max-w-xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="nomeCompleto" label="Nome Completo" required autoComplete="off" className="sm:col-span-2" />
        <TextField control={form.control} name="email" label="Email" type="email" inputMode="email" autoComplete="off" required className="sm:col-span-2" />
        <MaskedField control={form.control} name="cpf" label="CPF" mask={maskCpf} placeholder="000.000.000-00" maxLength={14} required />
        <SelectField control={form.control} name="tipo" label="Perfil" options={roleOptions} placeholder="Selecione o perfil" required />
        <TextField control={form.control} name="senha" label="Senha" type="password" autoComplete="new-password" required className="sm:col-span-2" />
      </div>
    </FormDialog>
  );
}
