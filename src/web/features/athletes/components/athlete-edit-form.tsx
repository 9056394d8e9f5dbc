import { Loader2Icon } from 'lucide-react';
import { athleteEditSchema, type Athlete } from '@domain/athletes';
import { AlertNotice } from '@web/components/alert-notice';
import { AthleteFormFields, type AthleteFormValues } from '@web/components/athlete-form-fields';
import { Button } from '@web/components/ui/button';
import { Form } from '@web/components/ui/form';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useUpdateAthlete, type AthleteEditData } from '../api/update-athlete';

/** The athlete's fields as the form edits them. The photo is left out: it has its own request. */
function toFormValues(athlete: Athlete): AthleteFormValues {
  return {
    nomeCompleto: athlete.nomeCompleto,
    dataNascimento: athlete.dataNascimento,
    sexo: athlete.sexo,
    cpf: athlete.cpf,
    telefone: athlete.telefone,
    email: athlete.email ?? '',
    endereco: athlete.endereco ?? '',
    alergias: athlete.alergias ?? '',
    restricoesMedicas: athlete.restricoesMedicas ?? '',
    observacoesSaude: athlete.observacoesSaude ?? '',
    responsavelNome: athlete.responsavelNome,
    responsavelParentesco: athlete.responsavelParentesco,
    responsavelCpf: athlete.responsavelCpf,
    responsavelTelefone: athlete.responsavelTelefone,
    responsavelEmail: athlete.responsavelEmail ?? '',
  };
}

const INACTIVE_ATHLETE_MESSAGE = 'Este atleta está inativo. Não é possível editar suas informações.';

export interface AthleteEditFormProps {
  athlete: Athlete;
  /** Whether the user may save (administrador, professor); otherwise the fields are read-only and Salvar is hidden. */
  canSave: boolean;
  /** Adds a 'Cancelar' button before Salvar (the profile page's way back to its view mode). */
  onCancel?: () => void;
  onSaved?: (athlete: Athlete) => void;
}

/**
 * The athlete edit form of the profile and detail pages (spec 1 §5 "Athlete profile/detail edit").
 * An inactive athlete cannot be edited (spec 1 §4): the fields are disabled under a banner.
 */
export function AthleteEditForm({ athlete, canSave, onCancel, onSaved }: AthleteEditFormProps) {
  const form = useZodForm<AthleteFormValues, AthleteEditData>(athleteEditSchema, toFormValues(athlete));
  const inactive = athlete.status !== 'ATIVO';

  const updateAthlete = useFormMutation(
    form,
    useUpdateAthlete,
    { success: 'Atleta atualizado com sucesso!', failure: 'Erro ao atualizar atleta' },
    (saved) => {
      form.reset(toFormValues(saved));
      onSaved?.(saved);
    },
  );

  const handleSubmit = (data: AthleteEditData) => updateAthlete.submit({ id: athlete.id, data });

  const pending = updateAthlete.pending;
  const rootError = form.formState.errors.root?.server?.message;

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="space-y-6" aria-busy={pending}>
        {inactive && <AlertNotice role="status">{INACTIVE_ATHLETE_MESSAGE}</AlertNotice>}
        <AthleteFormFields control={form.control} disabled={inactive || !canSave || pending} />
        {rootError && !inactive && <AlertNotice>{rootError}</AlertNotice>}
        {(onCancel || canSave) && (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {onCancel && (
              <Button type="button" variant="outline" disabled={pending} onClick={onCancel}>
                Cancelar
              </Button>
            )}
            {canSave && (
              <Button type="submit" disabled={pending || inactive} aria-busy={pending}>
                {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                Salvar
              </Button>
            )}
          </div>
        )}
      </form>
    </Form>
  );
}
