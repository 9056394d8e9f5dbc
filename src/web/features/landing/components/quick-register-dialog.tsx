import type { ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import {
  athleteRegistrationSchema,
  kinshipLabels,
  kinships,
  sexes,
  sexLabels,
  type AthleteRegistration,
  type AthleteRegistrationInput,
} from '@domain/athletes';
import { maskCpf, maskPhone } from '@domain/documents';
import { FormDialog } from '@web/components/form-dialog';
import { CustomField, MaskedField, SelectField, TextareaField, TextField } from '@web/components/form-fields';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { useQuickRegister } from '../api/quick-register';
import { useDialogForm } from '../lib/use-dialog-form';
import { PhotoInput } from './photo-input';

/** Sexo and parentesco start unset, so their selects show the placeholder; the schema requires a choice. */
const emptyAthlete: DefaultValues<AthleteRegistrationInput> = {
  nomeCompleto: '',
  dataNascimento: '',
  sexo: undefined,
  cpf: '',
  telefone: '',
  email: '',
  endereco: '',
  foto: null,
  alergias: '',
  restricoesMedicas: '',
  observacoesSaude: '',
  responsavelNome: '',
  responsavelParentesco: undefined,
  responsavelCpf: '',
  responsavelTelefone: '',
  responsavelEmail: '',
};

const sexOptions = sexes.map((sex) => ({ value: sex, label: sexLabels[sex] }));
const kinshipOptions = kinships.map((kinship) => ({ value: kinship, label: kinshipLabels[kinship] }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-base font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

interface QuickRegisterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function QuickRegisterDialog({ open, onOpenChange }: QuickRegisterDialogProps) {
  const { form, handleOpenChange } = useDialogForm(athleteRegistrationSchema, emptyAthlete, onOpenChange);
  const quickRegisterMutation = useQuickRegister();

  function handleSubmit(values: AthleteRegistration) {
    quickRegisterMutation.mutate(values, {
      onSuccess: (result) => {
        toast({
          title: 'Cadastro realizado com sucesso!',
          description: `O atleta ${result.athlete.nomeCompleto} foi cadastrado na academia.`,
        });
        form.reset(emptyAthlete);
        onOpenChange(false);
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toast({
          title: 'Erro no cadastro',
          description: errorMessage(error, 'Erro ao realizar cadastro. Tente novamente.'),
          variant: 'destructive',
        });
      },
    });
  }

  const pending = quickRegisterMutation.isPending;

  return (
    <FormDialog
      open={open}
      onOpenChange={handleOpenChange}
      title="Cadastro Rápido"
      description="Cadastre o atleta na academia sem precisar de login. Campos marcados com * são obrigatórios."
      form={form}
      onSubmit={handleSubmit}
      submitLabel={pending ? 'Cadastrando...' : 'Cadastrar atleta'}
      pending={pending}
    >
      <div className="space-y-6">
        <Section title="Dados do atleta">
          <TextField
            control={form.control}
            name="nomeCompleto"
            label="Nome completo"
            required
            autoComplete="off"
            className="sm:col-span-2"
          />
          <TextField control={form.control} name="dataNascimento" label="Data de nascimento" required type="date" autoComplete="off" />
          <SelectField control={form.control} name="sexo" label="Sexo" required options={sexOptions} placeholder="Selecione" />
          <MaskedField control={form.control} name="cpf" label="CPF" required mask={maskCpf} placeholder="000.000.000-00" maxLength={14} />
          <MaskedField
            control={form.control}
            name="telefone"
            label="Telefone"
            required
            mask={maskPhone}
            type="tel"
            inputMode="tel"
            placeholder="(00) 00000-0000"
            maxLength={15}
          />
          <TextField
            control={form.control}
            name="email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="off"
            className="sm:col-span-2"
          />
          <TextField control={form.control} name="endereco" label="Endereço" autoComplete="street-address" className="sm:col-span-2" />
          <CustomField
            control={form.control}
            name="foto"
            label="Foto"
            description="JPG, PNG ou GIF, até 5MB."
            className="sm:col-span-2"
            render={(field) => (
              <PhotoInput
                value={field.value}
                // setValue without validation: a re-validation would wipe the file check's message.
                onChange={(value) => form.setValue('foto', value, { shouldDirty: true })}
                onError={(message) =>
                  message ? form.setError('foto', { type: 'manual', message }) : form.clearErrors('foto')
                }
              />
            )}
          />
        </Section>

        <Section title="Saúde">
          <TextareaField control={form.control} name="alergias" label="Alergias" rows={2} className="sm:col-span-2" />
          <TextareaField control={form.control} name="restricoesMedicas" label="Restrições médicas" rows={2} className="sm:col-span-2" />
          <TextareaField control={form.control} name="observacoesSaude" label="Observações de saúde" rows={2} className="sm:col-span-2" />
        </Section>

        <Section title="Responsável">
          <TextField control={form.control} name="responsavelNome" label="Nome do responsável" required autoComplete="name" />
          <SelectField
            control={form.control}
            name="responsavelParentesco"
            label="Parentesco"
            required
            options={kinshipOptions}
            placeholder="Selecione"
          />
          <MaskedField
            control={form.control}
            name="responsavelCpf"
            label="CPF do responsável"
            required
            mask={maskCpf}
            placeholder="000.000.000-00"
            maxLength={14}
          />
          <MaskedField
            control={form.control}
            name="responsavelTelefone"
            label="Telefone do responsável"
            required
            mask={maskPhone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(00) 00000-0000"
            maxLength={15}
          />
          <TextField
            control={form.control}
            name="responsavelEmail"
            label="Email do responsável"
            type="email"
            inputMode="email"
            autoComplete="email"
            className="sm:col-span-2"
          />
        </Section>
      </div>
    </FormDialog>
  );
}
