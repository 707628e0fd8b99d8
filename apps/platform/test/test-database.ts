import { randomBytes } from 'node:crypto';
import { openSqlConnection, type SqlConnection } from '@ficha/contract/server';
import pg from 'pg';

/**
 * A fresh database for one test file: PGlite in memory, or — when TEST_DATABASE_URL points at a real
 * PostgreSQL — a new database created for the file and dropped after it.
 */
export async function openTestDatabase(): Promise<{ connection: SqlConnection; drop: () => Promise<void> }> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) {
    const connection = await openSqlConnection({});
    return { connection, drop: () => connection.close() };
  }
  const name = `ficha_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = await openSqlConnection({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    connection,
    drop: async () => {
      await connection.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
