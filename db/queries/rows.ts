/** The rows of a `db.execute` result: postgres.js returns an array, PGlite an object with `rows`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];
}
