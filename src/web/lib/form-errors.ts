import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Puts a failed request's messages on the form: a 400's `errors` on their fields (when the form has
 * them), any other 4xx message on `root.server` (shown by FormDialog). Returns whether anything was set.
 */
export function applyServerErrors<TFieldValues extends FieldValues, TTransformed>(
  form: UseFormReturn<TFieldValues, unknown, TTransformed>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || error.status >= 500) return false;
  const known = new Set(Object.keys(form.getValues()));
  let setAny = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (!known.has(field)) continue;
    form.setError(field as FieldPath<TFieldValues>, { type: 'server', message });
    setAny = true;
  }
  if (!setAny && error.status !== 401 && error.message) {
    form.setError('root.server', { type: 'server', message: error.message });
    setAny = true;
  }
  return setAny;
}
