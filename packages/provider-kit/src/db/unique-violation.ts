/** Whether an error (or one of its causes) is PostgreSQL's unique violation (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};
