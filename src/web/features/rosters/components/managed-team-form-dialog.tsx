import {
  MANAGED_TEAM_MAX_ATHLETES,
  managedTeamCategories,
  managedTeamCategoryLabels,
  managedTeamInputSchema,
  managedTeamModalities,
  managedTeamModalityLabels,
  type ManagedTeamInput,
} from '@domain/rosters';
import { FormDialog } from '@web/components/form-dialog';
import { SelectField, TextareaField, TextField, type SelectOption } from '@web/components/form-fields';
import { toast } from '@web/components/ui/use-toast';
import { useUnitSelect } from '@web/features/units';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCreateManagedTeam } from '../api/create-managed-team';

const categoryOptions: SelectOption[] = managedTeamCategories.map((c) => ({ value: c, label: managedTeamCategoryLabels[c] }));
const modalityOptions: SelectOption[] = managedTeamModalities.map((m) => ({ value: m, label: managedTeamModalityLabels[m] }));

const emptyTeam: ManagedTeamInput = {
  nome: '',
  categoria: '',
  modalidade: 'futebol',
  unitId: '',
  numeroMaximoAtletas: String(MANAGED_TEAM_MAX_ATHLETES.default),
  tecnicoResponsavel: '',
  corUniforme: '',
  observacoes: '',
};

export interface ManagedTeamFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Nova Equipe' (spec 2 §2.17, §5): name, category and unit required; 1 to 50 athletes, 25 by default. */
export function ManagedTeamFormDialog({ open, onOpenChange }: ManagedTeamFormDialogProps) {
  const form = useZodForm(managedTeamInputSchema, emptyTeam);
  const unitSelect = useUnitSelect();
  const create = useCreateManagedTeam({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Equipe criada com sucesso!' });
      onOpenChange(false);
    },
    onError: (error) => {
      applyServerErrors(form, error);
      toast({ variant: 'destructive', title: 'Erro', description: `Erro ao criar equipe: ${errorMessage(error, 'tente novamente.')}` });
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Nova Equipe"
      description="Crie uma equipe de competição e depois monte o seu elenco."
      form={form}
      onSubmit={(data) => {
        form.clearErrors('root.server');
        create.mutate(data);
      }}
      submitLabel={create.isPending ? 'Criando...' : 'Criar Equipe'}
      pending={create.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="nome" label="Nome da Equipe" required className="sm:col-span-2" />
        <SelectField control={form.control} name="categoria" label="Categoria" required options={categoryOptions} placeholder="Selecione a categoria" />
        <SelectField control={form.control} name="modalidade" label="Modalidade" required options={modalityOptions} />
        <SelectField control={form.control} name="unitId" label="Unidade" required {...unitSelect} />
        <TextField
          control={form.control}
          name="numeroMaximoAtletas"
          label="Máximo de atletas"
          type="number"
          inputMode="numeric"
          description="De 1 a 50 atletas ativos."
        />
        <TextField control={form.control} name="tecnicoResponsavel" label="Técnico responsável" />
        <TextField control={form.control} name="corUniforme" label="Cor do uniforme" maxLength={50} />
        <TextareaField control={form.control} name="observacoes" label="Observações" className="sm:col-span-2" />
      </div>
    </FormDialog>
  );
}
