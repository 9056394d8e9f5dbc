import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { typedMoney } from '@domain/format';
import {
  financialRecordInputSchema,
  ledgerTypeLabels,
  ledgerTypes,
  NONE,
  type FinancialRecord,
  type FinancialRecordInput,
} from '@domain/ledger';
import { SaveRecordDialog } from '@web/components/form-dialog';
import { SelectField, TextareaField, TextField, type SelectOption } from '@web/components/form-fields';
import { useUnits } from '@web/features/units';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCategories, useSubcategories } from '../api/get-categories';
import { useCreateRecord, useUpdateRecord } from '../api/save-record';

const typeOptions: SelectOption[] = ledgerTypes.map((tipo) => ({ value: tipo, label: ledgerTypeLabels[tipo] }));

function toFormValues(record: FinancialRecord | null | undefined): FinancialRecordInput {
  return {
    tipo: record?.tipo ?? '',
    categoria: record?.categoria ?? '',
    subcategoria: record ? (record.subcategoria ?? NONE) : '',
    descricao: record?.descricao ?? '',
    // Typed the Brazilian way; the schema reads the comma.
    valor: record ? typedMoney(record.valor) : '',
    data: record?.data ?? todayIn(SCHOOL_TIME_ZONE),
    unitId: record ? (record.unitId === null ? NONE : String(record.unitId)) : '',
  };
}

/**
 * The categories of the chosen tipo and the subcategories of the chosen category (spec 1 §5),
 * active ones only, plus what the record being edited already has.
 */
function useCategoryOptions(tipo: string, categoria: string, record: FinancialRecord | null | undefined) {
  const categories = useCategories();
  const subcategories = useSubcategories();
  const ofType = (categories.data ?? []).filter((c) => c.tipo === tipo && (c.ativo || c.id === record?.categoryId));
  const category = ofType.find((c) => c.nome === categoria);
  const subs = (subcategories.data ?? []).filter((s) => s.categoryId === category?.id && (s.ativo || s.id === record?.subcategoryId));
  return {
    categoryOptions: ofType.map((c) => ({ value: c.nome, label: c.nome })),
    categoryPlaceholder: !tipo ? 'Escolha primeiro o tipo' : categories.isPending ? 'Carregando...' : 'Selecione a categoria',
    subcategoryOptions: [{ value: NONE, label: 'Nenhuma' }, ...subs.map((s) => ({ value: s.nome, label: s.nome }))],
  };
}

function useUnitOptions(record: FinancialRecord | null | undefined): SelectOption[] {
  const units = useUnits();
  const options = (units.data ?? []).filter((u) => u.status === 'ativo' || u.id === record?.unitId).map((u) => ({ value: String(u.id), label: u.nome }));
  return [{ value: NONE, label: 'Nenhuma (geral)' }, ...options];
}

export interface RecordFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The row to edit; none to create one. */
  record?: FinancialRecord | null;
}

/** Novo / Editar Registro Financeiro. Mount it when opening so the form starts from the record. */
export function RecordFormDialog({ open, onOpenChange, record }: RecordFormDialogProps) {
  const isEdit = Boolean(record);
  const form = useZodForm(financialRecordInputSchema, toFormValues(record));
  const [tipo, categoria] = useWatch({ control: form.control, name: ['tipo', 'categoria'] });
  const { categoryOptions, categoryPlaceholder, subcategoryOptions } = useCategoryOptions(tipo, categoria, record);
  const unitOptions = useUnitOptions(record);

  // Spec 1 §5: changing tipo clears the category and subcategory; a new category, its subcategory.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name === 'tipo') {
        form.setValue('categoria', '');
        form.setValue('subcategoria', '');
      } else if (name === 'categoria') {
        form.setValue('subcategoria', '');
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return (
    <SaveRecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? 'Editar Registro Financeiro' : 'Novo Registro Financeiro'}
      description={isEdit ? 'Atualize os dados do registro.' : 'Registre uma receita ou uma despesa.'}
      form={form}
      record={record}
      useCreate={useCreateRecord}
      useUpdate={useUpdateRecord}
      messages={{
        created: 'Registro financeiro criado com sucesso!',
        updated: 'Registro financeiro atualizado com sucesso!',
        createError: 'Erro ao criar registro financeiro',
        updateError: 'Erro ao atualizar registro financeiro',
      }}
      submitLabel={isEdit ? 'Salvar' : 'Registrar'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={form.control} name="tipo" label="Tipo" required options={typeOptions} placeholder="Selecione o tipo" />
        <TextField control={form.control} name="valor" label="Valor (R$)" required inputMode="decimal" placeholder="0,00" autoComplete="off" />
        <SelectField control={form.control} name="categoria" label="Categoria" required options={categoryOptions} placeholder={categoryPlaceholder} />
        <SelectField
          control={form.control}
          name="subcategoria"
          label="Subcategoria"
          options={categoria ? subcategoryOptions : []}
          placeholder={categoria ? 'Nenhuma' : 'Escolha primeiro a categoria'}
        />
        <TextField control={form.control} name="data" label="Data" required type="date" />
        <SelectField control={form.control} name="unitId" label="Unidade" options={unitOptions} placeholder="Nenhuma (geral)" />
        <TextareaField control={form.control} name="descricao" label="Descrição" rows={2} className="sm:col-span-2" />
      </div>
    </SaveRecordDialog>
  );
}
