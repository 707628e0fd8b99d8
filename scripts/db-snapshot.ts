/**
 * Rewrites the checked-in schema snapshots (decision 0024): migrates a fresh database on the PostgreSQL in
 * TEST_DATABASE_URL (an admin URL, as for the PostgreSQL test pass) and writes `pg_dump --schema-only` of each
 * schema, normalised, to apps/platform/src/db/schema.sql, apps/games/src/db/schema.sql and
 * apps/lottery/src/db/schema.sql, apps/sportsbook/src/db/schema.sql.
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run db:snapshot
 */
import { writeFile } from 'node:fs/promises';
import { migrateGames } from '@ficha/games';
import { migrateLottery } from '@ficha/lottery';
import { migratePlatform } from '@ficha/platform';
import { migrateSportsbook } from '@ficha/sportsbook';
import { dumpSchema, openTestDatabase } from '@ficha/server-kit';

if (!process.env['TEST_DATABASE_URL']) {
  console.error('db:snapshot needs TEST_DATABASE_URL, the admin URL of a PostgreSQL (README "Tests").');
  process.exit(1);
}
const database = await openTestDatabase();
try {
  if (!database.url) throw new Error('the snapshot needs a real PostgreSQL');
  await migratePlatform(database.connection);
  await migrateGames(database.connection);
  await migrateLottery(database.connection);
  await migrateSportsbook(database.connection);
  for (const [schema, file] of [
    ['platform', 'apps/platform/src/db/schema.sql'],
    ['games', 'apps/games/src/db/schema.sql'],
    ['lottery', 'apps/lottery/src/db/schema.sql'],
    ['sportsbook', 'apps/sportsbook/src/db/schema.sql'],
  ] as const) {
    await writeFile(file, await dumpSchema(database.url, schema));
    console.log(`${file} written`);
  }
} finally {
  await database.drop();
}
