import { fileURLToPath } from 'node:url';
import { drizzleOver, runMigrations, type DrizzleDatabase, type SqlConnection } from '@ficha/server-kit';
import * as schema from './schema/index.ts';

export type GamesDb = DrizzleDatabase<typeof schema>;

/** Drizzle over either connection kind: one schema, one code path. */
export function createGamesDb(connection: SqlConnection): GamesDb {
  return drizzleOver(connection, schema);
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the game server's SQL migrations to its own `games` schema. */
export function migrateGames(connection: SqlConnection): Promise<string[]> {
  return runMigrations(connection, 'games', migrationsFolder);
}
