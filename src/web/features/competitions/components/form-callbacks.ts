import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '@web/components/ui/use-toast';
import { applyServerErrors } from '@web/lib/form-errors';

/**
 * The outcome of a form dialog's request, as useSaveRecord words it: 'Sucesso' with `success` and
 * then `onSaved`, or the refusal's messages on the form and 'Erro' with `failure`. For dialogs whose
 * requests are not a plain create/update of one record (a game's lineup, events and statistics).
 */
export function formCallbacks<TInput extends FieldValues, TData, TResult>(
  form: UseFormReturn<TInput, unknown, TData>,
  success: string,
  failure: string,
  onSaved: (result: TResult) => void,
) {
  return {
    onSuccess: (result: TResult) => {
      toast({ title: 'Sucesso', description: success });
      onSaved(result);
    },
    onError: (error: Error) => {
      applyServerErrors(form, error);
      toast({ variant: 'destructive', title: 'Erro', description: failure });
    },
  };
}
