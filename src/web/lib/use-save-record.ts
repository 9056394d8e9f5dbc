import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '@web/components/ui/use-toast';
import { applyServerErrors } from './form-errors';

interface MutationCallbacks {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

interface Mutation<TVariables> {
  mutate: (variables: TVariables) => void;
  isPending: boolean;
}

export interface SaveRecordOptions<TInput extends FieldValues, TData, TRecord extends { id: number }> {
  form: UseFormReturn<TInput, unknown, TData>;
  /** The record being edited; null or undefined creates one. */
  record: TRecord | null | undefined;
  useCreate: (callbacks: MutationCallbacks) => Mutation<TData>;
  useUpdate: (callbacks: MutationCallbacks) => Mutation<{ id: number; data: TData }>;
  /** The spec's toasts: 'Sucesso' with `created`/`updated`, 'Erro' with `createError`/`updateError`. */
  messages: { created: string; updated: string; createError: string; updateError: string };
  onSaved: () => void;
}

/**
 * The submit of a create/edit form dialog: creates or updates, toasts the outcome, puts a refusal's
 * messages on the form and calls `onSaved` once stored.
 */
export function useSaveRecord<TInput extends FieldValues, TData, TRecord extends { id: number }>({
  form,
  record,
  useCreate,
  useUpdate,
  messages,
  onSaved,
}: SaveRecordOptions<TInput, TData, TRecord>) {
  const callbacks = (success: string, failure: string): MutationCallbacks => ({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: success });
      onSaved();
    },
    onError: (error) => {
      applyServerErrors(form, error);
      toast({ variant: 'destructive', title: 'Erro', description: failure });
    },
  });
  const create = useCreate(callbacks(messages.created, messages.createError));
  const update = useUpdate(callbacks(messages.updated, messages.updateError));

  const save = (data: TData) => {
    form.clearErrors('root.server');
    if (record) update.mutate({ id: record.id, data });
    else create.mutate(data);
  };

  return { save, pending: create.isPending || update.isPending };
}
