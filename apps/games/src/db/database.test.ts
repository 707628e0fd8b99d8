import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@ficha/server-kit';
import { createGamesDb, migrateGames } from './database.ts';
import { games } from './schema/index.ts';

describe('games database', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('applies the migrations once; a second start applies nothing', async () => {
    expect(await migrateGames(database.connection)).toEqual([
      '0001_catalog.sql',
      '0002_rounds.sql',
      '0003_crash.sql',
      '0004_frame_ancestors.sql',
    ]);
    expect(await migrateGames(database.connection)).toEqual([]);
  });

  it('lists its own eleven games and refuses a game outside the known categories', async () => {
    const db = createGamesDb(database.connection);
    expect(await db.select().from(games)).toHaveLength(11);
    const row = { gameCode: 'mystery', name: 'Mystery', demoAvailable: false };
    await expect(db.insert(games).values({ ...row, category: 'BINGO' as 'RNG' })).rejects.toThrow();
    await db.insert(games).values({ ...row, category: 'COCKFIGHT' });
    const mystery = await db
      .select({ gameCode: games.gameCode, enabled: games.enabled })
      .from(games)
      .where(eq(games.gameCode, 'mystery'));
    expect(mystery).toEqual([{ gameCode: 'mystery', enabled: true }]);
  });
});
