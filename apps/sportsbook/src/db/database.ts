import { fileURLToPath } from 'node:url';
import { drizzleOver, runMigrations, type DrizzleDatabase, type SqlConnection } from '@ficha/server-kit';
import * as schema from './schema/index.ts';

export type SportsbookDb = DrizzleDatabase<typeof schema>;

/** Drizzle over either connection kind: one schema, one code path. */
export function createSportsbookDb(connection: SqlConnection): SportsbookDb {
  return drizzleOver(connection, schema);
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the sportsbook's SQL migrations to its own `sportsbook` schema. */
export function migrateSportsbook(connection: SqlConnection): Promise<string[]> {
  return runMigrations(connection, 'sportsbook', migrationsFolder);
}
