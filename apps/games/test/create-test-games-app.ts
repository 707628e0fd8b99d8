import { openPreparedTestDatabase, type SqlConnection } from '@ficha/server-kit';
import type { FastifyInstance } from 'fastify';
import { buildGamesApp, type GamesTesting } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { migrateGames } from '../src/db/database.ts';

export interface TestGamesApp {
  app: FastifyInstance;
  config: Config;
  connection: SqlConnection;
  close(): Promise<void>;
}

/** The game server as it starts in production, on a fresh migrated database, with silent logs. */
export async function createTestGamesApp(
  env: Record<string, string> = {},
  testing: GamesTesting = {},
): Promise<TestGamesApp> {
  const database = await openPreparedTestDatabase('games', migrateGames);
  try {
    const config = loadConfig({ LOG_LEVEL: 'silent', GAMES_RECOVERY_INTERVAL_MS: '0', ...env });
    const app = await buildGamesApp({ config, connection: database.connection, testing });
    await app.ready();
    return {
      app,
      config,
      connection: database.connection,
      close: async () => {
        await app.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
