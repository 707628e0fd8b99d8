import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests of every package. Server suites run on PGlite, and on a real PostgreSQL when
 * TEST_DATABASE_URL is set (each test file gets its own fresh database). End-to-end tests live in e2e/.
 */
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/*/test/**/*.test.ts',
      'apps/games/web/src/**/*.test.{ts,tsx}',
      'apps/lottery/web/src/**/*.test.{ts,tsx}',
      'apps/sportsbook/web/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      // Checks that need a real PostgreSQL (the schema snapshots): only in the PostgreSQL pass.
      ...(process.env['TEST_DATABASE_URL'] ? ['apps/*/src/**/*.pg-test.ts'] : []),
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    isolate: false,
    // Each run migrates and seeds a test database once per kind and copies it for every test file.
    globalSetup: ['packages/server-kit/src/test-database-templates.ts'],
  },
});
