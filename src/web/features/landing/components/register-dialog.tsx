import type { z } from 'zod';
import { registerFormSchema, registrationRoles } from '@domain/auth';
import { roleLabels } from '@domain/roles';
import { AccountFields } from '@web/components/account-fields';
import { ConsentField } from '@web/components/consent-field';
import { SelectField } from '@web/components/form-fields';
import { PublicFormDialog } from '@web/components/public-form-dialog';
import { useFormMutation } from '@web/lib/use-save-record';
import { useClearOnClose, useZodForm } from '@web/lib/use-zod-form';
import { useRegister, type RegisterPayload } from '../api/register';

type RegisterFormInput = z.input<typeof registerFormSchema>;
type RegisterFormOutput = z.output<typeof registerFormSchema>;

const emptyRegister: RegisterFormInput = {
  nome: '',
  nomeCompleto: '',
  email: '',
  cpf: '',
  dataNascimento: '',
  telefone: '',
  senha: '',
  confirmarSenha: '',
  tipo: 'cliente',
  consentimentoLgpd: false,
};

const roleOptions = registrationRoles.map((role) => ({ value: role, label: roleLabels[role] }));

interface RegisterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account was created: the landing opens the login dialog with its e-mail. */
  onRegistered: (email: string) => void;
}

export function RegisterDialog({ open, onOpenChange, onRegistered }: RegisterDialogProps) {
  const form = useZodForm(registerFormSchema, emptyRegister);
  const handleOpenChange = useClearOnClose(form, onOpenChange);
  const registerAccount = useFormMutation(
    form,
    useRegister,
    { success: (result) => ({ title: result.message }), failure: '', failureTitle: 'Erro no cadastro' },
    () => {
      const email = form.getValues('email');
      form.reset();
      onRegistered(email);
    },
  );

  function handleSubmit(values: RegisterFormOutput) {
    // The password confirmation is never sent.
    const payload: RegisterPayload = {
      nome: values.nome,
      nomeCompleto: values.nomeCompleto,
      email: values.email,
      cpf: values.cpf,
      dataNascimento: values.dataNascimento,
      telefone: values.telefone,
      senha: values.senha,
      tipo: values.tipo,
      consentimentoLgpd: values.consentimentoLgpd,
    };
    registerAccount.submit(payload);
  }

  return (
    <PublicFormDialog
      open={open}
      onOpenChange={handleOpenChange}
      title="Cadastrar"
      description="Crie sua conta para acessar o sistema."
      className="sm:max-w-xl"
      form={form}
      onSubmit={handleSubmit}
      pending={registerAccount.pending}
      submitLabel="Cadastrar"
      pendingLabel="Cadastrando..."
    >
      <AccountFields
        control={form.control}
        roleField={<SelectField control={form.control} name="tipo" label="Tipo de usuário" options={roleOptions} placeholder="Selecione o tipo" />}
      />
      <ConsentField control={form.control} name="consentimentoLgpd" statement="conta" />
    </PublicFormDialog>
  );
}
