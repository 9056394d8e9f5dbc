import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form of a landing dialog: validated by the domain schema (its messages, never rewritten
 * here), starting from `emptyValues` and cleared again whenever the dialog closes.
 */
export function useDialogForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  emptyValues: DefaultValues<TInput>,
  onOpenChange: (open: boolean) => void,
) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues,
  });

  function handleOpenChange(next: boolean) {
    if (!next) form.reset(emptyValues);
    onOpenChange(next);
  }

  return { form, handleOpenChange };
}
