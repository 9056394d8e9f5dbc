/**
 * `key=value&...` of a list's filters, for every list and export of the app. An unset filter is
 * left out: undefined, null, '' and false (every boolean filter of the API is off when absent).
 */
export function toQueryString(filters: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '' && value !== false) params.set(key, String(value));
  }
  return params.toString();
}
