import { openPreparedTestDatabase, type SqlConnection } from '@ficha/server-kit';
import { createDb, migratePlatform, type Db } from '../src/db/database.ts';

export interface PlatformDatabase {
  db: Db;
  connection: SqlConnection;
  close: () => Promise<void>;
}

/** A fresh database with the platform migrations and no data, for service tests that need no HTTP app. */
export async function openPlatformDatabase(): Promise<PlatformDatabase> {
  const { connection, drop } = await openPreparedTestDatabase('platform', migratePlatform);
  return { db: createDb(connection), connection, close: drop };
}
