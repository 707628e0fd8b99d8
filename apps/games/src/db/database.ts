import { fileURLToPath } from 'node:url';
import { runMigrations, type SqlConnection } from '@ficha/server-kit';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from './schema/index.ts';

export type GamesDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Drizzle over either connection kind: one schema, one code path. */
export function createGamesDb(connection: SqlConnection): GamesDb {
  return (connection.kind === 'pg'
    ? drizzlePg(connection.client, { schema })
    : drizzlePglite(connection.client, { schema })) as unknown as GamesDb;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the game server's SQL migrations to its own `games` schema. */
export function migrateGames(connection: SqlConnection): Promise<string[]> {
  return runMigrations(connection, 'games', migrationsFolder);
}
