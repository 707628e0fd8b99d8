/**
 * The server suites again, on a real PostgreSQL: TEST_DATABASE_URL is an admin URL (each test file creates
 * and drops its own database). CI sets it (.ci/run starts a throwaway cluster); locally:
 *   eval "$(sudo bash .ci/start-postgres.sh)" && npm test
 */
import { spawnSync } from 'node:child_process';

const url = process.env['TEST_DATABASE_URL'];
if (!url) {
  console.log('PostgreSQL pass not run: TEST_DATABASE_URL is not set (see README "Tests"). CI always runs it.');
  process.exit(0);
}
console.log(`Server suites on PostgreSQL (${new URL(url).host})`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', 'packages/server-kit', 'apps/platform', 'apps/games', 'apps/lottery', 'apps/sportsbook'],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
