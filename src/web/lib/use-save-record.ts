import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './form-errors';
import type { MutationOptions } from './mutation';
import { toastFailure, toastSuccess, type OutcomeWords } from './outcome-toasts';

interface Mutation<TVariables> {
  mutate: (variables: TVariables) => void;
  isPending: boolean;
}

/** A feature's write hook (`useCreateUnit`), given the outcome callbacks. */
type WriteHook<TResult, TVariables> = (options: MutationOptions<TResult, TVariables>) => Mutation<TVariables>;

/**
 * One request of a form, reported the way every form reports it: 'Sucesso' with `words.success`,
 * then `onSaved` with the answer; or the refusal's messages on the form (see form-errors) and the
 * failure toast (the server's message, else `words.failure`). `submit` clears the last refusal
 * first. useSaveRecord is this for a create/update pair; use this one directly for any other
 * request of a form (a game's lineup, a password reset, a sign-in).
 */
export function useFormMutation<TInput extends FieldValues, TOutput, TResult, TVariables>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  useWrite: WriteHook<TResult, TVariables>,
  words: OutcomeWords<TResult>,
  onSaved?: (result: TResult) => void,
) {
  const mutation = useWrite({
    onSuccess: (result) => {
      toastSuccess(words.success, result);
      onSaved?.(result);
    },
    onError: (error) => {
      applyServerErrors(form, error);
      toastFailure(error, words.failure, words.failureTitle);
    },
  });
  const submit = (variables: TVariables) => {
    form.clearErrors('root.server');
    mutation.mutate(variables);
  };
  return { submit, pending: mutation.isPending };
}

export interface SaveRecordOptions<TInput extends FieldValues, TData, TRecord extends { id: number }, TResult> {
  form: UseFormReturn<TInput, unknown, TData>;
  /** The record being edited; null or undefined creates one. */
  record: TRecord | null | undefined;
  useCreate: WriteHook<TResult, TData>;
  useUpdate: WriteHook<TResult, { id: number; data: TData }>;
  /** The spec's toasts: 'Sucesso' with `created`/`updated`; the failure's fallbacks `createError`/`updateError`. */
  messages: { created: string; updated: string; createError: string; updateError: string };
  /** Receives the stored record. */
  onSaved: (saved: TResult) => void;
}

/** The submit of a create/edit form dialog: creates or updates the record, as useFormMutation reports it. */
export function useSaveRecord<TInput extends FieldValues, TData, TRecord extends { id: number }, TResult>({
  form,
  record,
  useCreate,
  useUpdate,
  messages,
  onSaved,
}: SaveRecordOptions<TInput, TData, TRecord, TResult>) {
  const create = useFormMutation(form, useCreate, { success: messages.created, failure: messages.createError }, onSaved);
  const update = useFormMutation(form, useUpdate, { success: messages.updated, failure: messages.updateError }, onSaved);
  const save = (data: TData) => (record ? update.submit({ id: record.id, data }) : create.submit(data));
  return { save, pending: create.pending || update.pending };
}
