import { fileURLToPath } from 'node:url';
import { drizzleOver, runMigrations, type DrizzleDatabase, type SqlConnection } from '@ficha/server-kit';
import * as schema from './schema/index.ts';

export type LotteryDb = DrizzleDatabase<typeof schema>;

/** Drizzle over either connection kind: one schema, one code path. */
export function createLotteryDb(connection: SqlConnection): LotteryDb {
  return drizzleOver(connection, schema);
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the lottery's SQL migrations to its own `lottery` schema. */
export function migrateLottery(connection: SqlConnection): Promise<string[]> {
  return runMigrations(connection, 'lottery', migrationsFolder);
}
