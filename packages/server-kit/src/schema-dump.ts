import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { SqlConnection } from './sql-connection.ts';
import { openTestDatabase } from './test-database.ts';

const run = promisify(execFile);

/**
 * The schema of one PostgreSQL schema as `pg_dump --schema-only` writes it, without what varies between runs
 * and machines (pg_dump's comments and version, session settings, owners, grants, `\restrict` keys): what the
 * checked-in snapshots hold (decision 0024). `PG_DUMP` names the binary when `pg_dump` is not on the path.
 */
export async function dumpSchema(databaseUrl: string, schema: string): Promise<string> {
  const { stdout } = await run(
    process.env['PG_DUMP'] ?? 'pg_dump',
    ['--schema-only', '--no-owner', '--no-privileges', `--schema=${schema}`, databaseUrl],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return normaliseDump(stdout);
}

/** A dump without its noise, blank lines folded, ending in one newline. */
export function normaliseDump(dump: string): string {
  const kept = dump
    .split('\n')
    .filter((line) => !/^(--|SET |SELECT pg_catalog\.set_config\(|\\restrict |\\unrestrict )/.test(line));
  return `${kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/**
 * The normalised dump of a schema as `migrate` builds it in a fresh database on the PostgreSQL of
 * TEST_DATABASE_URL: what the schema snapshot tests compare with the checked-in file.
 */
export async function freshSchemaDump(
  schema: string,
  migrate: (connection: SqlConnection) => Promise<unknown>,
): Promise<string> {
  const database = await openTestDatabase();
  try {
    if (!database.url) throw new Error('a schema dump needs a real PostgreSQL: set TEST_DATABASE_URL');
    await migrate(database.connection);
    return await dumpSchema(database.url, schema);
  } finally {
    await database.drop();
  }
}
