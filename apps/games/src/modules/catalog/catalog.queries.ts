import { asc, eq } from 'drizzle-orm';
import type { GamesDb } from '../../db/database.ts';
import { games } from '../../db/schema/index.ts';

export function listEnabledGames(db: GamesDb) {
  return db
    .select({
      gameCode: games.gameCode,
      name: games.name,
      category: games.category,
      iconUrl: games.iconUrl,
      rtpBasisPoints: games.rtpBasisPoints,
      demoAvailable: games.demoAvailable,
    })
    .from(games)
    .where(eq(games.enabled, true))
    .orderBy(asc(games.id));
}

/** Whether a game is listed and switched on, and whether it offers demo play. */
export async function gameSwitches(db: GamesDb, gameCode: string) {
  const [game] = await db
    .select({ enabled: games.enabled, demoAvailable: games.demoAvailable })
    .from(games)
    .where(eq(games.gameCode, gameCode));
  return game;
}
