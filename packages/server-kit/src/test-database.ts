import { randomBytes } from 'node:crypto';
import { openSqlConnection, type SqlConnection } from './sql-connection.ts';

/** A test file's database: its connection, its URL on a real PostgreSQL (unset on PGlite), and how to drop it. */
export interface TestDatabase {
  connection: SqlConnection;
  url?: string;
  drop: () => Promise<void>;
}

/**
 * A fresh, empty database for one test file: PGlite in memory, or — when TEST_DATABASE_URL holds the admin
 * URL of a real PostgreSQL — a new database created for the file and dropped by `drop`.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) {
    const connection = await openSqlConnection({});
    // A test may close the connection itself (to see a server without its database): closing twice is fine.
    return { connection, drop: () => connection.close().catch(() => undefined) };
  }
  const name = `ficha_test_${randomBytes(6).toString('hex')}`;
  const admin = await openSqlConnection({ databaseUrl: adminUrl, poolSize: 1 });
  await admin.exec(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = await openSqlConnection({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    connection,
    url: url.toString(),
    drop: async () => {
      await connection.close().catch(() => undefined);
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}
