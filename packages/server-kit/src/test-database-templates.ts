import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { openSqlConnection } from './sql-connection.ts';
import { testTemplateDatabasePrefix, testTemplatesFolderVariable } from './test-database.ts';

/**
 * Vitest global setup: gives the run a folder for its prepared test databases (openPreparedTestDatabase) and
 * removes it — and the run's template databases on PostgreSQL — when the run ends. The test files inherit the
 * folder through the environment, so a template built by one file serves the others of the same run only.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'fichatpl'));
  process.env[testTemplatesFolderVariable] = folder;
  return async () => {
    await rm(folder, { recursive: true, force: true });
    const adminUrl = process.env['TEST_DATABASE_URL'];
    if (!adminUrl) return;
    const runId = basename(folder)
      .replace(/[^a-z0-9]/gi, '')
      .toLowerCase();
    const admin = await openSqlConnection({ databaseUrl: adminUrl, poolSize: 1 });
    try {
      if (admin.kind !== 'pg') return;
      const { rows } = await admin.client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${testTemplateDatabasePrefix}${runId}\\_%`],
      );
      for (const { datname } of rows) await admin.exec(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.close();
    }
  };
}
