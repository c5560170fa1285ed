/**
 * True when `err`, or an error it wraps as its `cause` (Drizzle wraps the driver's error in a
 * 'Failed query' error), is PostgreSQL's unique violation (SQLSTATE 23505); the same on
 * PostgreSQL (`pg`) and PGlite, which both carry the SQLSTATE as `code`.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}
