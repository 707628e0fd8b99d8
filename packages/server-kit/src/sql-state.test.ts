import { describe, expect, it } from 'vitest';
import { openSqlConnection } from './sql-connection.ts';
import { isDatabaseUnavailable, isUniqueViolation } from './sql-state.ts';

describe('isDatabaseUnavailable', () => {
  it('recognises a server nobody answers at, through the cause chain Drizzle wraps errors in', async () => {
    const refused = await openSqlConnection({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
  });

  it('recognises the server shutting down or starting, and not a statement that is wrong', () => {
    const state = (code: string) => Object.assign(new Error(code), { code });
    expect(isDatabaseUnavailable(state('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(state('57P03'))).toBe(true);
    expect(isDatabaseUnavailable(state('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(state('23505'))).toBe(false);
    expect(isUniqueViolation(state('23505'))).toBe(true);
    expect(isDatabaseUnavailable(state('22012'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });
});
