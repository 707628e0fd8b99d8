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

/**
 * SQLSTATEs that mean the database could not do the work at all, not that the work was wrong: connection
 * exceptions (class 08), the server shutting down or starting (57P01–57P03), too many connections (53300).
 */
const unavailableStates = /^(08...|57P0[1-3]|53300)$/;

/** What `pg` and Node report when the server is unreachable or the connection died under a query. */
const unavailableNodeCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/**
 * The database is away (restarting, failing over, unreachable, out of connections): the call could not run and
 * is worth retrying later. Follows the `cause` chain like `sqlStateOf`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state !== undefined) return unavailableStates.test(state);
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if (seen.has(current)) return false;
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && unavailableNodeCodes.has(code)) return true;
    if (typeof message === 'string' && unavailableMessages.some((m) => message.startsWith(m))) return true;
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
