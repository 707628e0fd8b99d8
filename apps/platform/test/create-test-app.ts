import { openPreparedTestDatabase, type SqlConnection } from '@ficha/server-kit';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createDb, migratePlatform, type Db } from '../src/db/database.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { createLedgerService } from '../src/modules/ledger/ledger.service.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  connection: SqlConnection;
  close: () => Promise<void>;
}

/** The real platform on a fresh migrated and seeded database (a copy of the run's template), for `app.inject`; `now` replaces the service clock. */
export async function createTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  clock: { now?: () => Date } = {},
): Promise<TestApp> {
  const { connection, drop } = await openPreparedTestDatabase('platform_demo', async (fresh) => {
    await migratePlatform(fresh);
    await seedDemo(fresh);
  });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    CONSOLE_DIST_DIR: '/nonexistent',
    SMTP_DEV_PORT: '0',
    ...overrides,
  });
  // Every captcha reads TEAM, so tests can solve the ones they are shown.
  const app = await buildApp({ config, connection, testing: { captchaAnswer: () => 'TEAM', ...clock } });
  await app.ready();
  return {
    app,
    db: createDb(connection),
    connection,
    close: async () => {
      // QUALITY.md: the ledger invariants P1–P5 are checked after every integration test file.
      const violations = await createLedgerService(createDb(connection)).invariantViolations();
      await app.close();
      await drop();
      if (violations.length > 0) throw new Error(`ledger invariants violated: ${JSON.stringify(violations)}`);
    },
  };
}
