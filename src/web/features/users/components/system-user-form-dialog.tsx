import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { maskCpf } from '@domain/documents';
import { roleLabels } from '@domain/roles';
import { staffRoles, systemUserInputSchema, type SystemUserData, type SystemUserInput } from '@domain/users';
import { FormDialog } from '@web/components/form-dialog';
import { MaskedField, SelectField, TextField } from '@web/components/form-fields';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { useCreateSystemUser } from '../api/create-system-user';

const emptyUser: Partial<SystemUserInput> = { nomeCompleto: '', email: '', cpf: '', senha: '' };
const roleOptions = staffRoles.map((tipo) => ({ value: tipo, label: roleLabels[tipo] }));

export interface SystemUserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Novo Usuário' (spec 2 §5 "New system user"). Mount it when opening so the form starts empty. */
export function SystemUserFormDialog({ open, onOpenChange }: SystemUserFormDialogProps) {
  const form = useForm<SystemUserInput, unknown, SystemUserData>({
    resolver: zodResolver(systemUserInputSchema),
    defaultValues: emptyUser,
  });

  const createUser = useCreateSystemUser({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Usuário criado com sucesso!' });
      onOpenChange(false);
    },
    onError: (error) => {
      applyServerErrors(form, error);
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao criar usuário. Tente novamente.') });
    },
  });

  const handleSubmit = (data: SystemUserData) => {
    form.clearErrors('root.server');
    createUser.mutate(data);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Novo Usuário"
      description="Crie uma conta de administrador, professor ou assistente. O usuário já poderá entrar com o email e a senha informados."
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Criar Usuário"
      pending={createUser.isPending}
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
