import { maskCnpj } from '@domain/documents';
import { companyInputSchema, type Company, type CompanyInput } from '@domain/companies';
import { SaveRecordDialog } from '@web/components/form-dialog';
import { MaskedField, PhoneField, TextareaField, TextField } from '@web/components/form-fields';
import { ResponsibleFields } from '@web/components/responsible-fields';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCreateCompany } from '../api/create-company';
import { useUpdateCompany } from '../api/update-company';

function toFormValues(company?: Company | null): CompanyInput {
  return {
    razaoSocial: company?.razaoSocial ?? '',
    nomeFantasia: company?.nomeFantasia ?? '',
    cnpj: company?.cnpj ?? '',
    endereco: company?.endereco ?? '',
    telefone: company?.telefone ?? '',
    email: company?.email ?? '',
    responsavelNome: company?.responsavelNome ?? '',
    responsavelCpf: company?.responsavelCpf ?? '',
    responsavelFuncao: company?.responsavelFuncao ?? '',
  };
}

export interface CompanyFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The company to edit; none to create one. */
  company?: Company | null;
}

/** 'Nova Empresa' / 'Editar Empresa'. Mount it when opening so the form starts from the record. */
export function CompanyFormDialog({ open, onOpenChange, company }: CompanyFormDialogProps) {
  const isEdit = Boolean(company);
  const form = useZodForm(companyInputSchema, toFormValues(company));

  return (
    <SaveRecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? 'Editar Empresa' : 'Nova Empresa'}
      description={isEdit ? 'Atualize os dados da empresa.' : 'Preencha os dados da nova empresa.'}
      form={form}
      record={company}
      useCreate={useCreateCompany}
      useUpdate={useUpdateCompany}
      messages={{
        created: 'Empresa cadastrada com sucesso!',
        updated: 'Empresa atualizada com sucesso!',
        createError: 'Erro ao cadastrar empresa. Tente novamente.',
        updateError: 'Erro ao atualizar empresa. Tente novamente.',
      }}
      submitLabel={isEdit ? 'Salvar' : 'Cadastrar'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="razaoSocial" label="Razão Social" required />
        <TextField control={form.control} name="nomeFantasia" label="Nome Fantasia" required />
        <MaskedField control={form.control} name="cnpj" label="CNPJ" required mask={maskCnpj} placeholder="00.000.000/0000-00" inputMode="text" autoCapitalize="characters" />
        <PhoneField control={form.control} name="telefone" label="Telefone" />
        <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" className="sm:col-span-2" />
        <TextareaField control={form.control} name="endereco" label="Endereço" className="sm:col-span-2" rows={2} />
      </div>
      <ResponsibleFields control={form.control} />
    </SaveRecordDialog>
  );
}
