import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

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
