import { familyContactSchema, type FamilyChildContact } from '@domain/families';
import { FormDialog } from '@web/components/form-dialog';
import { PhoneField, TextareaField, TextField } from '@web/components/form-fields';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useUpdateFamilyContact } from '../api/update-family-contact';

export interface ContactDialogProps {
  child: FamilyChildContact;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Editar contato' in Minha família: the phones, e-mails and address the school uses. Mount it when opening. */
export function ContactDialog({ child, open, onOpenChange }: ContactDialogProps) {
  const form = useZodForm(familyContactSchema, {
    telefone: child.telefone,
    email: child.email ?? '',
    endereco: child.endereco ?? '',
    responsavelTelefone: child.responsavelTelefone,
    responsavelEmail: child.responsavelEmail ?? '',
  });

  const update = useFormMutation(
    form,
    useUpdateFamilyContact,
    { success: 'Contato atualizado. A escola já vê os novos dados.', failure: 'Não foi possível atualizar o contato. Tente novamente.' },
    () => onOpenChange(false),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Editar contato"
      description={`Como a escola fala com a família de ${child.nomeCompleto}.`}
      form={form}
      onSubmit={(data) => update.submit({ athleteId: child.id, data })}
      submitLabel="Salvar"
      pending={update.pending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField control={form.control} name="telefone" label="Telefone do atleta" required />
        <TextField control={form.control} name="email" label="Email do atleta" type="email" inputMode="email" autoComplete="off" />
        <TextareaField control={form.control} name="endereco" label="Endereço" rows={2} className="sm:col-span-2" />
        <PhoneField control={form.control} name="responsavelTelefone" label="Telefone do responsável" required autoComplete="tel" />
        <TextField
          control={form.control}
          name="responsavelEmail"
          label="Email do responsável"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
      </div>
    </FormDialog>
  );
}
