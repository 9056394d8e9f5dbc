import {
  championshipFormatLabels,
  championshipFormats,
  championshipInputSchema,
  championshipStatuses,
  championshipStatusLabels,
  type Championship,
  type ChampionshipInput,
} from '@domain/competitions';
import { SaveRecordDialog } from '@web/components/form-dialog';
import { SelectField, TextareaField, TextField, type SelectOption } from '@web/components/form-fields';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCreateChampionship } from '../api/create-championship';
import { useUpdateChampionship } from '../api/update-championship';
import { ModalityField } from './modality-field';

const formatOptions: SelectOption[] = championshipFormats.map((f) => ({ value: f, label: championshipFormatLabels[f] }));
const statusOptions: SelectOption[] = championshipStatuses.map((s) => ({ value: s, label: championshipStatusLabels[s] }));

function toFormValues(c: Championship | null | undefined): ChampionshipInput {
  return {
    nome: c?.nome ?? '',
    modalidade: c?.modalidade ?? '',
    formato: c?.formato ?? '',
    temporada: c?.temporada ?? String(new Date().getFullYear()),
    dataInicio: c?.dataInicio ?? '',
    dataFim: c?.dataFim ?? '',
    status: c?.status ?? 'planejado',
    organizador: c?.organizador ?? '',
    local: c?.local ?? '',
    descricao: c?.descricao ?? '',
    observacoes: c?.observacoes ?? '',
  };
}

export interface ChampionshipFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  championship?: Championship | null;
}

/** 'Novo Campeonato' / 'Editar Campeonato' (spec 2 §5 "Championship"). */
export function ChampionshipFormDialog({ open, onOpenChange, championship }: ChampionshipFormDialogProps) {
  const isEdit = Boolean(championship);
  const form = useZodForm(championshipInputSchema, toFormValues(championship));

  return (
    <SaveRecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? 'Editar Campeonato' : 'Novo Campeonato'}
      description={isEdit ? 'Atualize os dados do campeonato.' : 'Preencha os dados do novo campeonato.'}
      form={form}
      record={championship}
      useCreate={useCreateChampionship}
      useUpdate={useUpdateChampionship}
      messages={{
        created: 'Campeonato criado com sucesso!',
        updated: 'Campeonato atualizado com sucesso!',
        createError: 'Erro ao criar campeonato',
        updateError: 'Erro ao atualizar campeonato',
      }}
      submitLabel={isEdit ? 'Salvar' : 'Criar Campeonato'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="nome" label="Nome do campeonato" required className="sm:col-span-2" />
        <ModalityField control={form.control} />
        <SelectField control={form.control} name="formato" label="Formato" required options={formatOptions} placeholder="Selecione o formato" />
        <TextField control={form.control} name="temporada" label="Temporada" required placeholder="Ex.: 2025" />
        <SelectField control={form.control} name="status" label="Status" options={statusOptions} />
        <TextField control={form.control} name="dataInicio" label="Data de início" required type="date" />
        <TextField control={form.control} name="dataFim" label="Data de término" type="date" />
        <TextField control={form.control} name="local" label="Local" />
        <TextField control={form.control} name="organizador" label="Organizador" />
        <TextareaField control={form.control} name="descricao" label="Descrição" className="sm:col-span-2" />
        <TextareaField control={form.control} name="observacoes" label="Observações" className="sm:col-span-2" />
      </div>
    </SaveRecordDialog>
  );
}
