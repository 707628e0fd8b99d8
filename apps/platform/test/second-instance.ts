import { openSqlConnection } from '@ficha/server-kit';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { TestApp } from './create-test-app.ts';

/**
 * A second platform instance on the test app's database, as a second process would run it: on PostgreSQL with
 * its own pool and listeners; PGlite is one process's database, so there it shares the connection.
 */
export async function startSecondInstance(t: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const connection =
    t.connection.kind === 'pg'
      ? await openSqlConnection({ databaseUrl: t.connection.client.options.connectionString, poolSize: 2 })
      : t.connection;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    CONSOLE_DIST_DIR: '/nonexistent',
    SMTP_DEV_PORT: '0',
  });
  const app = await buildApp({ config, connection });
  return {
    app,
    close: async () => {
      await app.close();
      if (connection !== t.connection) await connection.close();
    },
  };
}
