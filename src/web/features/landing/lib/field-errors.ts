import { ApiError } from '@web/lib/api';

/** The `errors` map of a 400 answer ({ message, errors: { field: message } }) restricted to the form's fields. */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): [F, string][] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fieldErrors).filter((entry): entry is [F, string] =>
    (fields as readonly string[]).includes(entry[0]),
  );
}
