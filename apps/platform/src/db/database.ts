import { fileURLToPath } from 'node:url';
import { runMigrations, type SqlConnection } from '@ficha/server-kit';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Drizzle over either connection kind: one schema, one code path. */
export function createDb(connection: SqlConnection): Db {
  return (connection.kind === 'pg'
    ? drizzlePg(connection.client, { schema })
    : drizzlePglite(connection.client, { schema })) as unknown as Db;
}

const folders = {
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  functions: fileURLToPath(new URL('./functions', import.meta.url)),
};

/** Applies the platform's versioned migrations, then its SQL function files that changed (decision 0024). */
export function migratePlatform(connection: SqlConnection): Promise<string[]> {
  return runMigrations(connection, 'platform', folders);
}
