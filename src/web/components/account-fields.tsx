import type { ReactNode } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import type { RegisterFormInput } from '@domain/auth';
import { maskCpf } from '@domain/documents';
import { MaskedField, PhoneField, TextField } from '@web/components/form-fields';

/** What every sign-up form holds, whoever chooses the account's tipo. */
export type AccountFieldValues = Omit<RegisterFormInput, 'tipo'>;

interface AccountFieldsProps<TFieldValues extends AccountFieldValues, TOutput> {
  control: Control<TFieldValues, unknown, TOutput>;
  /** The landing's 'Tipo de usuário' select, beside the phone; an invitation's account is always a cliente. */
  roleField?: ReactNode;
}

/**
 * The fields of a new account, as the landing's Cadastrar dialog and the invitation page ask them:
 * name, full name, e-mail, CPF, birth date, phone, password and its confirmation.
 */
export function AccountFields<TFieldValues extends AccountFieldValues, TOutput>({ control, roleField }: AccountFieldsProps<TFieldValues, TOutput>) {
  const name = (field: keyof AccountFieldValues) => field as FieldPath<TFieldValues>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField control={control} name={name('nome')} label="Nome" autoComplete="given-name" />
      <TextField control={control} name={name('nomeCompleto')} label="Nome completo" autoComplete="name" />
      <TextField
        control={control}
        name={name('email')}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        className="sm:col-span-2"
      />
      <MaskedField control={control} name={name('cpf')} label="CPF" mask={maskCpf} placeholder="000.000.000-00" maxLength={14} />
      <TextField control={control} name={name('dataNascimento')} label="Data de nascimento" type="date" autoComplete="bday" />
      <PhoneField
        control={control}
        name={name('telefone')}
        label="Telefone"
        autoComplete="tel"
        // Alone on its row without the role beside it, so the two passwords pair up.
        className={roleField ? undefined : 'sm:col-span-2'}
      />
      {roleField}
      <TextField control={control} name={name('senha')} label="Senha" type="password" autoComplete="new-password" />
      <TextField control={control} name={name('confirmarSenha')} label="Confirmar senha" type="password" autoComplete="new-password" />
    </div>
  );
}
