import type { ReactNode } from 'react';
import { useFormContext, useWatch, type Control, type DefaultValues } from 'react-hook-form';
import { kinshipLabels, kinships, sexes, sexLabels, type AthleteCreateInput } from '@domain/athletes';
import { maskCpf } from '@domain/documents';
import { CustomField, MaskedField, PhoneField, SelectField, TextareaField, TextField } from '@web/components/form-fields';
import { PhotoInput } from '@web/components/photo-input';

/**
 * What the athlete form holds while it is edited; athleteCreateSchema and athleteEditSchema share
 * it (the edit form never shows the consent, which is given once, at registration).
 */
export type AthleteFormValues = AthleteCreateInput;

/** Sexo and parentesco start unset, so their selects show the placeholder; the schemas require a choice. */
export const emptyAthleteForm: DefaultValues<AthleteFormValues> = {
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
  consentimentoLgpd: false,
};

const sexOptions = sexes.map((sex) => ({ value: sex, label: sexLabels[sex] }));
const kinshipOptions = kinships.map((kinship) => ({ value: kinship, label: kinshipLabels[kinship] }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-3 text-base font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

interface AthleteFormFieldsProps<TOutput> {
  control: Control<AthleteFormValues, unknown, TOutput>;
  /** Every control is disabled (an inactive athlete, a read-only viewer). */
  disabled?: boolean;
  /** Adds the photo picker to the personal data (the registration dialogs). */
  showPhoto?: boolean;
}

/**
 * Every field of an athlete, grouped as Dados Pessoais, Saúde and Responsável. The caller owns the
 * form (useZodForm of athleteCreateSchema or athleteEditSchema) and wraps this in <Form>.
 */
export function AthleteFormFields<TOutput>({ control, disabled = false, showPhoto = false }: AthleteFormFieldsProps<TOutput>) {
  return (
    // A disabled fieldset disables every native control inside; pointer-events also keeps the
    // Radix selects, which open on pointerdown, from opening.
    <fieldset disabled={disabled} className="min-w-0 space-y-6 disabled:pointer-events-none">
      <Section title="Dados Pessoais">
        <TextField control={control} name="nomeCompleto" label="Nome completo" required autoComplete="off" className="sm:col-span-2" />
        <TextField control={control} name="dataNascimento" label="Data de nascimento" required type="date" autoComplete="off" />
        <SelectField control={control} name="sexo" label="Sexo" required options={sexOptions} placeholder="Selecione" />
        <MaskedField control={control} name="cpf" label="CPF" required mask={maskCpf} placeholder="000.000.000-00" maxLength={14} />
        <PhoneField control={control} name="telefone" label="Telefone" required />
        <TextField control={control} name="email" label="Email" type="email" inputMode="email" autoComplete="off" className="sm:col-span-2" />
        <TextField control={control} name="endereco" label="Endereço" autoComplete="street-address" className="sm:col-span-2" />
        {showPhoto && <PhotoField control={control} />}
      </Section>

      <Section title="Saúde">
        <TextareaField control={control} name="alergias" label="Alergias" rows={2} className="sm:col-span-2" />
        <TextareaField control={control} name="restricoesMedicas" label="Restrições médicas" rows={2} className="sm:col-span-2" />
        <TextareaField control={control} name="observacoesSaude" label="Observações de saúde" rows={2} className="sm:col-span-2" />
      </Section>

      <Section title="Responsável">
        <TextField control={control} name="responsavelNome" label="Nome do responsável" required autoComplete="name" />
        <SelectField
          control={control}
          name="responsavelParentesco"
          label="Parentesco"
          required
          options={kinshipOptions}
          placeholder="Selecione"
        />
        <MaskedField
          control={control}
          name="responsavelCpf"
          label="CPF do responsável"
          required
          mask={maskCpf}
          placeholder="000.000.000-00"
          maxLength={14}
        />
        <PhoneField control={control} name="responsavelTelefone" label="Telefone do responsável" required autoComplete="tel" />
        <TextField
          control={control}
          name="responsavelEmail"
          label="Email do responsável"
          type="email"
          inputMode="email"
          autoComplete="email"
          className="sm:col-span-2"
        />
      </Section>
    </fieldset>
  );
}

function PhotoField<TOutput>({ control }: { control: Control<AthleteFormValues, unknown, TOutput> }) {
  const form = useFormContext<AthleteFormValues, unknown, TOutput>();
  const foto = useWatch({ control, name: 'foto' });
  return (
    <CustomField
      control={control}
      name="foto"
      label="Foto"
      description="JPG, PNG ou GIF, até 5MB."
      className="sm:col-span-2"
      render={() => (
        <PhotoInput
          value={foto}
          // setValue without validation: a re-validation would wipe the file check's message.
          onChange={(value) => form.setValue('foto', value, { shouldDirty: true })}
          onError={(message) => (message ? form.setError('foto', { type: 'manual', message }) : form.clearErrors('foto'))}
        />
      )}
    />
  );
}
