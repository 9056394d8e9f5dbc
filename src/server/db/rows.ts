/**
 * The row of a query that always answers one (insert … returning, count(*), an aggregate without
 * group by). Its absence is a bug, not a missing record: it fails naming the query.
 */
export function firstRow<T>(rows: readonly T[], query: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`A consulta ${query} não retornou nenhuma linha.`);
  return row;
}
