import { useWatch, type Control } from 'react-hook-form';
import { maskCep, onlyDigits } from '@domain/documents';
import { DEFAULT_COUNTRY, formatAddress } from '@domain/organization';
import { unitInputSchema, type Unit, type UnitData, type UnitInput } from '@domain/units';
import { SaveRecordDialog } from '@web/components/form-dialog';
import { MaskedField, PhoneField, SelectField, TextField } from '@web/components/form-fields';
import { ResponsibleFields } from '@web/components/responsible-fields';
import { recordSelect } from '@web/lib/record-select';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCompanyOptions } from '../api/get-company-options';
import { useCreateUnit } from '../api/create-unit';
import { useUpdateUnit } from '../api/update-unit';

function toFormValues(unit?: Unit | null): UnitInput {
  return {
    companyId: unit ? String(unit.companyId) : '',
    nome: unit?.nome ?? '',
    rua: unit?.rua ?? '',
    numero: unit?.numero ?? '',
    bairro: unit?.bairro ?? '',
    cidade: unit?.cidade ?? '',
    estado: unit?.estado ?? '',
    pais: unit?.pais ?? DEFAULT_COUNTRY,
    cep: unit?.cep ?? '',
    telefone: unit?.telefone ?? '',
    email: unit?.email ?? '',
    responsavelNome: unit?.responsavelNome ?? '',
    responsavelCpf: unit?.responsavelCpf ?? '',
    responsavelFuncao: unit?.responsavelFuncao ?? '',
  };
}

/** The active companies, plus the unit's own when it is no longer active (so the select still names it). */
function useCompanySelect(unit?: Unit | null) {
  const companies = useCompanyOptions();
  return recordSelect(
    companies,
    (companies.data ?? []).map((c) => ({ value: String(c.id), label: c.nomeFantasia })),
    { placeholder: 'Selecione a empresa', loadError: 'Não foi possível carregar as empresas.', none: 'Nenhuma empresa ativa cadastrada.' },
    unit && { value: String(unit.company.id), label: `${unit.company.nomeFantasia} (inativa)` },
  );
}

/** The combined endereco as the server will store it: the one formatAddress, fed from the fields. */
function AddressPreview({ control }: { control: Control<UnitInput, unknown, UnitData> }) {
  const [rua, numero, bairro, cidade, estado, pais, cep] = useWatch({
    control,
    name: ['rua', 'numero', 'bairro', 'cidade', 'estado', 'pais', 'cep'],
  });
  const started = Boolean(rua?.trim() || bairro?.trim() || cidade?.trim());
  const text = formatAddress({
    rua: rua ?? '',
    numero: numero ?? null,
    bairro: bairro ?? '',
    cidade: cidade ?? '',
    estado: estado ?? '',
    pais: pais ?? '',
    cep: onlyDigits(cep ?? '') || null,
  });
  return (
    <div className="rounded-md border bg-muted/40 px-3 py-2 text-sm sm:col-span-6">
      <p className="font-medium text-muted-foreground">Endereço completo</p>
      <p className="break-words">
        {started ? text : <span className="text-muted-foreground">Preencha o endereço acima.</span>}
      </p>
    </div>
  );
}

export interface UnitFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The unit to edit; none to create one. */
  unit?: Unit | null;
}

/** 'Nova Unidade' / 'Editar Unidade'. Mount it when opening so the form starts from the record. */
export function UnitFormDialog({ open, onOpenChange, unit }: UnitFormDialogProps) {
  const isEdit = Boolean(unit);
  const form = useZodForm(unitInputSchema, toFormValues(unit));
  const companySelect = useCompanySelect(unit);

  return (
    <SaveRecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? 'Editar Unidade' : 'Nova Unidade'}
      description={isEdit ? 'Atualize os dados da unidade.' : 'Preencha os dados da nova unidade.'}
      form={form}
      record={unit}
      useCreate={useCreateUnit}
      useUpdate={useUpdateUnit}
      messages={{
        created: 'Unidade cadastrada com sucesso!',
        updated: 'Unidade atualizada com sucesso!',
        createError: 'Erro ao cadastrar unidade. Tente novamente.',
        updateError: 'Erro ao atualizar unidade. Tente novamente.',
      }}
      submitLabel={isEdit ? 'Salvar' : 'Cadastrar'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={form.control} name="companyId" label="Empresa" required {...companySelect} />
        <TextField control={form.control} name="nome" label="Nome da Unidade" required />
        <PhoneField control={form.control} name="telefone" label="Telefone" />
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-6">
        <legend className="mb-2 text-sm font-semibold text-muted-foreground">Endereço</legend>
        <TextField control={form.control} name="rua" label="Rua/Avenida" required autoComplete="address-line1" className="sm:col-span-4" />
        <TextField control={form.control} name="numero" label="Número" className="sm:col-span-2" />
        <TextField control={form.control} name="bairro" label="Bairro" required className="sm:col-span-3" />
        <MaskedField
          control={form.control}
          name="cep"
          label="CEP"
          mask={maskCep}
          placeholder="00000-000"
          autoComplete="postal-code"
          className="sm:col-span-3"
        />
        <TextField control={form.control} name="cidade" label="Cidade" required autoComplete="address-level2" className="sm:col-span-2" />
        <TextField control={form.control} name="estado" label="Estado" required autoComplete="address-level1" placeholder="SP" className="sm:col-span-2" />
        <TextField control={form.control} name="pais" label="País" required autoComplete="country-name" className="sm:col-span-2" />
        <AddressPreview control={form.control} />
      </fieldset>
      <ResponsibleFields control={form.control} />
    </SaveRecordDialog>
  );
}
