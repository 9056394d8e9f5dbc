import { useState } from 'react';
import { PlusIcon, PowerIcon, RotateCcwIcon, Trash2Icon } from 'lucide-react';
import {
  categoryInputSchema,
  INSTALMENTS_CATEGORY,
  LATE_FEES_CATEGORY,
  subcategoryInputSchema,
  type Category,
  type LedgerType,
  type Subcategory,
} from '@domain/ledger';
import { DeleteDialog } from '@web/components/confirm-dialog';
import { SelectField, TextField } from '@web/components/form-fields';
import { IconButton } from '@web/components/icon-button';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Form } from '@web/components/ui/form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCategories, useSubcategories } from '../api/get-categories';
import {
  useCreateCategory,
  useCreateSubcategory,
  useDeleteCategory,
  useSetCategoryStatus,
  type CategoryEntity,
} from '../api/manage-categories';

/**
 * What the dialog reports after an action: a toast, and the same words in the dialog's own status
 * line, since a modal hides the rest of the page (the toasts included) from screen readers.
 */
interface Feedback {
  succeed: (message: string) => void;
  fail: (fallback: string) => (error: Error) => void;
}

function NewCategoryForm({ tipo, feedback }: { tipo: LedgerType; feedback: Feedback }) {
  const form = useZodForm(categoryInputSchema, { nome: '', tipo });
  const create = useCreateCategory({
    onSuccess: () => {
      feedback.succeed('Categoria criada com sucesso!');
      form.reset({ nome: '', tipo });
    },
    onError: (error) => {
      applyServerErrors(form, error);
      feedback.fail('Erro ao criar categoria')(error);
    },
  });
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit((data) => create.mutate(data))} className="flex items-start gap-2">
        <TextField control={form.control} name="nome" label="Nova categoria" placeholder="Nome da categoria" className="flex-1" autoComplete="off" />
        <Button type="submit" className="mt-[22px]" disabled={create.isPending}>
          <PlusIcon aria-hidden="true" />
          Adicionar
        </Button>
      </form>
    </Form>
  );
}

function NewSubcategoryForm({ categories, feedback }: { categories: Category[]; feedback: Feedback }) {
  const form = useZodForm(subcategoryInputSchema, { nome: '', categoryId: '' });
  const create = useCreateSubcategory({
    onSuccess: () => {
      feedback.succeed('Subcategoria criada com sucesso!');
      form.reset({ nome: '', categoryId: form.getValues('categoryId') });
    },
    onError: (error) => {
      applyServerErrors(form, error);
      feedback.fail('Erro ao criar subcategoria')(error);
    },
  });
  const options = categories.filter((c) => c.ativo).map((c) => ({ value: String(c.id), label: c.nome }));
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit((data) => create.mutate(data))} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <SelectField control={form.control} name="categoryId" label="Categoria da subcategoria" options={options} placeholder="Selecione a categoria" />
        <TextField control={form.control} name="nome" label="Nova subcategoria" placeholder="Nome da subcategoria" autoComplete="off" />
        <Button type="submit" className="sm:mt-[22px]" disabled={create.isPending}>
          <PlusIcon aria-hidden="true" />
          Adicionar
        </Button>
      </form>
    </Form>
  );
}

interface ItemActions {
  onToggle: (entity: CategoryEntity, item: Category | Subcategory) => void;
  onDelete: (entity: CategoryEntity, item: Category | Subcategory) => void;
  pending: boolean;
}

/** Inactivate or reactivate; delete only while no ledger row uses it (spec: in use, only inactivated). */
function Actions({ entity, item, onToggle, onDelete, pending }: ItemActions & { entity: CategoryEntity; item: Category | Subcategory }) {
  const noun = entity === 'categories' ? 'categoria' : 'subcategoria';
  return (
    <div className="flex shrink-0 gap-1">
      {item.ativo ? (
        <IconButton label={`Inativar ${noun} ${item.nome}`} icon={<PowerIcon />} disabled={pending} onClick={() => onToggle(entity, item)} />
      ) : (
        <IconButton label={`Reativar ${noun} ${item.nome}`} icon={<RotateCcwIcon />} disabled={pending} onClick={() => onToggle(entity, item)} />
      )}
      {!item.emUso && (
        <IconButton
          label={`Excluir ${noun} ${item.nome}`}
          icon={<Trash2Icon />}
          className="text-destructive hover:text-destructive"
          disabled={pending}
          onClick={() => onDelete(entity, item)}
        />
      )}
    </div>
  );
}

function ItemName({ item, note }: { item: Category | Subcategory; note?: string }) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <span className={item.ativo ? 'font-medium' : 'font-medium text-muted-foreground line-through'}>{item.nome}</span>
      {!item.ativo && <Badge variant="secondary">Inativa</Badge>}
      {item.emUso && <Badge variant="outline">Em uso</Badge>}
      {note && <span className="text-xs text-muted-foreground">{note}</span>}
    </div>
  );
}

/** The receitas categories payments book into, which staff may neither remove nor inactivate. */
const paymentCategoryNotes = new Map([
  [INSTALMENTS_CATEGORY, 'Recebe os pagamentos de parcelas'],
  [LATE_FEES_CATEGORY, 'Recebe a multa e os juros das parcelas pagas em atraso'],
]);

function CategoryList({ categories, subcategories, ...actions }: ItemActions & { categories: Category[]; subcategories: Subcategory[] }) {
  if (!categories.length) return <p className="py-6 text-center text-sm text-muted-foreground">Nenhuma categoria cadastrada.</p>;
  return (
    <ul className="divide-y rounded-lg border" aria-label="Categorias">
      {categories.map((category) => {
        const subs = subcategories.filter((s) => s.categoryId === category.id);
        const paymentsNote = category.tipo === 'receita' ? paymentCategoryNotes.get(category.nome) : undefined;
        return (
          <li key={category.id} className="space-y-2 p-3">
            <div className="flex items-center justify-between gap-2">
              <ItemName item={category} note={paymentsNote} />
              {!paymentsNote && <Actions entity="categories" item={category} {...actions} />}
            </div>
            {subs.length > 0 && (
              <ul className="space-y-1 border-l-2 pl-3" aria-label={`Subcategorias de ${category.nome}`}>
                {subs.map((sub) => (
                  <li key={sub.id} className="flex items-center justify-between gap-2 text-sm">
                    <ItemName item={sub} />
                    <Actions entity="subcategories" item={sub} {...actions} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

type Pending = { entity: CategoryEntity; item: Category | Subcategory } | null;

/** Gerenciar Categorias (spec 1 §2.13, §5): categories per tipo and their subcategories. */
export function CategoriesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const categories = useCategories();
  const subcategories = useSubcategories();
  const [deleting, setDeleting] = useState<Pending>(null);
  const [announcement, setAnnouncement] = useState('');
  const feedback: Feedback = {
    succeed: (message) => {
      toast({ title: 'Sucesso', description: message });
      setAnnouncement(message);
    },
    fail: (fallback) => (error) => {
      const message = errorMessage(error, fallback);
      toast({ variant: 'destructive', title: 'Erro', description: message });
      setAnnouncement(message);
    },
  };

  const setStatus = useSetCategoryStatus({
    onSuccess: (_item, { entity, action }) =>
      feedback.succeed(`${entity === 'categories' ? 'Categoria' : 'Subcategoria'} ${action === 'deactivate' ? 'inativada' : 'reativada'} com sucesso!`),
    onError: (error) => feedback.fail('Erro ao alterar a categoria')(error),
  });
  const remove = useDeleteCategory({
    onSuccess: (_data, { entity }) => {
      feedback.succeed(entity === 'categories' ? 'Categoria excluída com sucesso!' : 'Subcategoria excluída com sucesso!');
      setDeleting(null);
    },
    onError: (error) => {
      feedback.fail('Erro ao excluir a categoria')(error);
      setDeleting(null);
    },
  });

  const actions: ItemActions = {
    onToggle: (entity, item) => setStatus.mutate({ entity, id: item.id, action: item.ativo ? 'deactivate' : 'reactivate' }),
    onDelete: (entity, item) => setDeleting({ entity, item }),
    pending: setStatus.isPending || remove.isPending,
  };

  const panel = (tipo: LedgerType) => {
    const ofType = (categories.data ?? []).filter((c) => c.tipo === tipo);
    return (
      <TabsContent value={tipo} className="space-y-4">
        <NewCategoryForm tipo={tipo} feedback={feedback} />
        <NewSubcategoryForm key={tipo} categories={ofType} feedback={feedback} />
        {categories.isPending ? (
          <p className="py-6 text-center text-sm text-muted-foreground">Carregando...</p>
        ) : (
          <CategoryList categories={ofType} subcategories={subcategories.data ?? []} {...actions} />
        )}
      </TabsContent>
    );
  };

  const noun = deleting?.entity === 'categories' ? 'a categoria' : 'a subcategoria';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Gerenciar Categorias</DialogTitle>
          <DialogDescription>
            Categorias e subcategorias de receitas e despesas. Uma categoria em uso não pode ser excluída, apenas inativada.
          </DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="receita" className="gap-4">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="receita">Receitas</TabsTrigger>
            <TabsTrigger value="despesa">Despesas</TabsTrigger>
          </TabsList>
          {panel('receita')}
          {panel('despesa')}
        </Tabs>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {/* Inside the dialog, so that closing one modal layer hands the page back to the other. */}
        <DeleteDialog
          target={deleting}
          onOpenChange={(next) => !next && setDeleting(null)}
          title={deleting?.entity === 'categories' ? 'Excluir Categoria' : 'Excluir Subcategoria'}
          description={`Tem certeza que deseja excluir ${noun} ${deleting?.item.nome ?? ''}?`}
          pending={remove.isPending}
          onConfirm={({ entity, item }) => remove.mutate({ entity, id: item.id })}
        />
      </DialogContent>
    </Dialog>
  );
}
