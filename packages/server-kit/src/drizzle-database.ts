import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { SqlConnection } from './sql-connection.ts';

/** Drizzle over a server's tables, whichever connection kind is under it. */
export type DrizzleDatabase<Tables extends Record<string, unknown>> = PgDatabase<PgQueryResultHKT, Tables>;

/** Drizzle over either connection kind: one schema, one code path (decision 0003). */
export function drizzleOver<Tables extends Record<string, unknown>>(
  connection: SqlConnection,
  tables: Tables,
): DrizzleDatabase<Tables> {
  return (connection.kind === 'pg'
    ? drizzlePg(connection.client, { schema: tables })
    : drizzlePglite(connection.client, { schema: tables })) as unknown as DrizzleDatabase<Tables>;
}
