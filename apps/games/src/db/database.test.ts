import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@ficha/contract/server';
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

  it('applies the catalog migration once; a second start applies nothing', async () => {
    expect(await migrateGames(database.connection)).toEqual(['0001_catalog.sql']);
    expect(await migrateGames(database.connection)).toEqual([]);
  });

  it('starts with an empty catalog and refuses a game outside the known categories', async () => {
    const db = createGamesDb(database.connection);
    expect(await db.select().from(games)).toEqual([]);
    const row = { gameCode: 'mystery', name: 'Mystery', demoAvailable: false };
    await expect(db.insert(games).values({ ...row, category: 'BINGO' as 'RNG' })).rejects.toThrow();
    await db.insert(games).values({ ...row, category: 'COCKFIGHT' });
    expect(await db.select({ gameCode: games.gameCode, enabled: games.enabled }).from(games)).toEqual([
      { gameCode: 'mystery', enabled: true },
    ]);
  });
});
