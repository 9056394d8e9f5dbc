import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form of every screen: validated by its domain schema (whose messages are never rewritten on
 * the web), starting from `defaults`, handing the schema's output (digits, trimmed text, nulls) to
 * the submit. Validation runs on submit and then on each change, react-hook-form's default.
 */
export function useZodForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  defaults: DefaultValues<TInput>,
  options?: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver' | 'defaultValues'>,
) {
  return useForm<TInput, unknown, TOutput>({ ...options, resolver: zodResolver(schema), defaultValues: defaults });
}

/** The open-change of a dialog kept mounted between openings: closing clears its form for the next one. */
export function useClearOnClose(form: { reset: () => void }, onOpenChange: (open: boolean) => void) {
  return (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };
}
