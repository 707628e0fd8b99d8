import { randomBytes } from 'node:crypto';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    const connection = await openSqlConnection({ pgliteDataDump: await newClusterDump() });
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

/**
 * A new PGlite cluster runs initdb in WebAssembly: seconds, for every test file. The first file of a run dumps
 * an untouched new cluster into the temp folder (named after the installed PGlite build, written whole then
 * renamed into place); every later one loads that dump, which gives the same empty cluster in under a second.
 */
async function newClusterDump(): Promise<Blob> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const build = await stat(entry);
  const file = join(tmpdir(), `ficha-pglite-new-cluster-${build.size}-${Math.trunc(build.mtimeMs)}.tar`);
  const stored = await readFile(file).catch(() => undefined);
  if (stored) return new Blob([stored]);
  const { PGlite } = await import('@electric-sql/pglite');
  const cluster = await PGlite.create({ relaxedDurability: true });
  const dump = await cluster.dumpDataDir('none');
  await cluster.close();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}
