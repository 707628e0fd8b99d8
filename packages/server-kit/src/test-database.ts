import { randomBytes } from 'node:crypto';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
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
export async function openTestDatabase(options: { template?: string } = {}): Promise<TestDatabase> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) {
    const connection = await openSqlConnection({ pgliteDataDump: await newClusterDump() });
    // A test may close the connection itself (to see a server without its database): closing twice is fine.
    return { connection, drop: () => connection.close().catch(() => undefined) };
  }
  const name = `ficha_test_${randomBytes(6).toString('hex')}`;
  const admin = await openSqlConnection({ databaseUrl: adminUrl, poolSize: 1 });
  await admin.exec(`create database ${name}${options.template ? ` template ${options.template}` : ''}`);
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
 * A fresh database for one test file already holding what `prepare` writes (migrations, the demo seed). `prepare`
 * runs once per test run and name: the first file to ask keeps the result as a template — a dumped PGlite data folder
 * in the run's template folder, or a template database on PostgreSQL — and every later file starts from a copy of
 * it, which is the same database in a fraction of the time. The run's template folder and id come from the global
 * setup (test-database-templates.ts); without them every file runs `prepare` itself.
 */
export async function openPreparedTestDatabase(
  name: string,
  prepare: (connection: SqlConnection) => Promise<unknown>,
): Promise<TestDatabase> {
  const folder = process.env[testTemplatesFolderVariable];
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`test template name ${name}: lowercase letters, digits and _`);
  if (!folder) return preparedFromScratch(prepare);
  const adminUrl = process.env['TEST_DATABASE_URL'];
  return adminUrl ? preparedOnPostgres(adminUrl, folder, name, prepare) : preparedOnPglite(folder, name, prepare);
}

/** The environment variable that carries a test run's template folder (set by the global setup). */
export const testTemplatesFolderVariable = 'FICHA_TEST_TEMPLATES';

/** The prefix of a run's template databases on PostgreSQL; the run's id is its template folder's name. */
export const testTemplateDatabasePrefix = 'ficha_tpl_';

async function preparedFromScratch(prepare: (connection: SqlConnection) => Promise<unknown>): Promise<TestDatabase> {
  const database = await openTestDatabase();
  try {
    await prepare(database.connection);
    return database;
  } catch (error) {
    await database.drop();
    throw error;
  }
}

async function preparedOnPglite(
  folder: string,
  name: string,
  prepare: (connection: SqlConnection) => Promise<unknown>,
): Promise<TestDatabase> {
  const file = join(folder, `${name}.tar`);
  const stored = await readFile(file).catch(() => undefined);
  if (stored) {
    const connection = await openSqlConnection({ pgliteDataDump: new Blob([stored]) });
    return { connection, drop: () => connection.close().catch(() => undefined) };
  }
  const database = await preparedFromScratch(prepare);
  if (database.connection.kind === 'pglite') {
    const dump = await database.connection.client.dumpDataDir('none');
    await writeWhole(file, new Uint8Array(await dump.arrayBuffer()));
  }
  return database;
}

async function preparedOnPostgres(
  adminUrl: string,
  folder: string,
  name: string,
  prepare: (connection: SqlConnection) => Promise<unknown>,
): Promise<TestDatabase> {
  const runId = basename(folder)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();
  const template = `${testTemplateDatabasePrefix}${runId}_${name}`;
  const admin = await openSqlConnection({ databaseUrl: adminUrl, poolSize: 1 });
  try {
    // One file of the run builds the template; the others wait for it on the same advisory lock.
    await admin.exec(`select pg_advisory_lock(hashtext('${template}'))`);
    try {
      if (!(await databaseExists(admin, template))) {
        await admin.exec(`create database ${template}`);
        const url = new URL(adminUrl);
        url.pathname = `/${template}`;
        const connection = await openSqlConnection({ databaseUrl: url.toString(), poolSize: 1 });
        try {
          await prepare(connection);
        } catch (error) {
          await connection.close();
          await admin.exec(`drop database if exists ${template} with (force)`);
          throw error;
        }
        await connection.close();
      }
    } finally {
      await admin.exec(`select pg_advisory_unlock(hashtext('${template}'))`);
    }
  } finally {
    await admin.close();
  }
  return openTestDatabase({ template });
}

async function databaseExists(admin: SqlConnection, name: string): Promise<boolean> {
  if (admin.kind !== 'pg') throw new Error('template databases live on PostgreSQL');
  const result = await admin.client.query('select 1 from pg_database where datname = $1', [name]);
  return result.rows.length > 0;
}

/** Writes a file whole or not at all: into a partial file first, then renamed into place. */
async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, bytes);
  await rename(partial, file);
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
  await writeWhole(file, new Uint8Array(await dump.arrayBuffer()));
  return dump;
}
