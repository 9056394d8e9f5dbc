/** The rows of each key, in their order: `groupBy(rows, (r) => r.athleteId)(id)` is that athlete's rows, or none. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): (k: K) => T[] {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return (k) => groups.get(k) ?? [];
}
