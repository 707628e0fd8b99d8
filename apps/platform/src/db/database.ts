import { fileURLToPath } from 'node:url';
import { drizzleOver, runMigrations, type DrizzleDatabase, type SqlConnection } from '@ficha/server-kit';
import * as schema from './schema/index.ts';

export type Db = DrizzleDatabase<typeof schema>;

/** Drizzle over either connection kind: one schema, one code path. */
export function createDb(connection: SqlConnection): Db {
  return drizzleOver(connection, schema);
}

const folders = {
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  functions: fileURLToPath(new URL('./functions', import.meta.url)),
};

/** Applies the platform's versioned migrations, then its SQL function files that changed (decision 0024). */
export function migratePlatform(connection: SqlConnection): Promise<string[]> {
  return runMigrations(connection, 'platform', folders);
}
