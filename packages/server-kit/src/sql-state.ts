/** The SQLSTATE of a database error, possibly wrapped by Drizzle (`cause` chain). */
export function sqlStateOf(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if (seen.has(current)) return undefined;
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique-constraint violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}
