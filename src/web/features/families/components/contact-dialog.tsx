import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { familyContactSchema, type FamilyChildContact, type FamilyContactInput } from '@domain/families';
import { FormDialog } from '@web/components/form-dialog';
import { PhoneField, TextareaField, TextField } from '@web/components/form-fields';
import { toast } from '@web/components/ui/use-toast';
import { applyServerErrors } from '@web/lib/form-errors';
import { useUpdateFamilyContact, type FamilyContactData } from '../api/update-family-contact';

export interface ContactDialogProps {
  child: FamilyChildContact;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Editar contato' in Minha família: the phones, e-mails and address the school uses. Mount it when opening. */
export function ContactDialog({ child, open, onOpenChange }: ContactDialogProps) {
  const form = useForm<FamilyContactInput, unknown, FamilyContactData>({
    resolver: zodResolver(familyContactSchema),
    defaultValues: {
      telefone: child.telefone,
      email: child.email ?? '',
      endereco: child.endereco ?? '',
      responsavelTelefone: child.responsavelTelefone,
      responsavelEmail: child.responsavelEmail ?? '',
    },
  });

  const update = useUpdateFamilyContact({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Contato atualizado. A escola já vê os novos dados.' });
      onOpenChange(false);
    },
    onError: (error) => {
      applyServerErrors(form, error);
      toast({ variant: 'destructive', title: 'Erro', description: 'Não foi possível atualizar o contato. Tente novamente.' });
    },
  });

  const handleSubmit = (data: FamilyContactData) => {
    form.clearErrors('root.server');
    update.mutate({ athleteId: child.id, data });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Editar contato"
      description={`Como a escola fala com a família de ${child.nomeCompleto}.`}
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Salvar"
      pending={update.isPending}
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
