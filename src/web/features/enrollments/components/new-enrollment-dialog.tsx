import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { MIN_SEARCH_LENGTH } from '@domain/athletes';
import { formatCpfDigits } from '@domain/documents';
import {
  enrollmentInputSchema,
  enrollmentTypeLabels,
  enrollmentTypes,
  planTypeLabels,
  planTypes,
} from '@domain/enrollments';
import { FormDialog } from '@web/components/form-dialog';
import { SelectField, TextField, type SelectOption } from '@web/components/form-fields';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { getAthleteQueryOptions, getAthletesQueryOptions } from '@web/features/athletes';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCreateEnrollment } from '../api/create-enrollment';
import { FeeFields, TeamField } from './enrollment-fields';

const typeOptions: SelectOption[] = enrollmentTypes.map((t) => ({ value: t, label: enrollmentTypeLabels[t] }));
const planOptions: SelectOption[] = planTypes.map((p) => ({ value: p, label: planTypeLabels[p] }));

/** How many active athletes the select offers at once; a search narrows them. */
const ATHLETE_OPTIONS = 50;

/**
 * The athlete select, searchable: a search box (from 2 characters, on a pause) narrows the active
 * athletes it offers (GET /api/athletes?busca=&status=ATIVO). The chosen athlete stays offered
 * whatever the search, so the select keeps naming it.
 */
function useAthleteOptions(term: string, chosenId: string) {
  const debounced = useDebouncedValue(term.trim(), 300);
  const busca = debounced.length >= MIN_SEARCH_LENGTH ? debounced : undefined;
  const athletes = useQuery(getAthletesQueryOptions({ busca, status: 'ATIVO', page: 1, pageSize: ATHLETE_OPTIONS }));
  const chosen = useQuery({ ...getAthleteQueryOptions(Number(chosenId)), enabled: /^\d+$/.test(chosenId) });
  const options: SelectOption[] = (athletes.data?.items ?? []).map((a) => ({ value: String(a.id), label: `${a.nomeCompleto} (${formatCpfDigits(a.cpf)})` }));
  if (chosen.data && !options.some((o) => o.value === chosenId)) {
    options.unshift({ value: chosenId, label: `${chosen.data.nomeCompleto} (${formatCpfDigits(chosen.data.cpf)})` });
  }
  const description = athletes.isError
    ? 'Não foi possível carregar os atletas.'
    : athletes.isSuccess && athletes.data.items.length === 0
      ? busca
        ? 'Nenhum atleta ativo encontrado.'
        : 'Nenhum atleta ativo cadastrado.'
      : undefined;
  return { options, description, placeholder: athletes.isPending ? 'Carregando...' : 'Selecione o atleta' };
}

export interface NewEnrollmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Starts with this athlete chosen (e.g. from an athlete's page). */
  defaultAthleteId?: number;
}

/** 'Nova Matrícula' (administrador and professor). Mount it when opening so the form starts empty. */
export function NewEnrollmentDialog({ open, onOpenChange, defaultAthleteId }: NewEnrollmentDialogProps) {
  const form = useZodForm(enrollmentInputSchema, {
    athleteId: defaultAthleteId ? String(defaultAthleteId) : '',
    teamId: '',
    tipoMatricula: '',
    tipoPlano: '',
    valorMensalidade: '',
    desconto: '0,00',
    dataVencimento: '',
  });
  const searchId = useId();
  const [athleteSearch, setAthleteSearch] = useState('');
  const chosenAthleteId = useWatch({ control: form.control, name: 'athleteId' });
  const athleteSelect = useAthleteOptions(athleteSearch, String(chosenAthleteId ?? ''));

  const createEnrollment = useFormMutation(
    form,
    useCreateEnrollment,
    { success: 'Matrícula cadastrada com sucesso!', failure: 'Erro ao cadastrar matrícula. Tente novamente.' },
    () => onOpenChange(false),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Nova Matrícula"
      description="Matricule um atleta ativo em uma turma."
      form={form}
      onSubmit={createEnrollment.submit}
      submitLabel="Cadastrar"
      pending={createEnrollment.pending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor={searchId}>Buscar atleta</Label>
          <Input
            id={searchId}
            type="search"
            value={athleteSearch}
            onChange={(event) => setAthleteSearch(event.target.value)}
            placeholder="Nome ou CPF"
            autoComplete="off"
          />
        </div>
        <SelectField control={form.control} name="athleteId" label="Atleta" required {...athleteSelect} className="sm:col-span-2" />
        <TeamField control={form.control} />
        <SelectField control={form.control} name="tipoMatricula" label="Tipo de Matrícula" required options={typeOptions} placeholder="Selecione o tipo" />
        <SelectField control={form.control} name="tipoPlano" label="Tipo de Plano" required options={planOptions} placeholder="Selecione o plano" />
        <FeeFields control={form.control} />
        <TextField control={form.control} name="dataVencimento" label="Data de Vencimento" required type="date" />
      </div>
    </FormDialog>
  );
}
