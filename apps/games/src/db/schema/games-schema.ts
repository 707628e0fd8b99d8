import { pgSchema } from 'drizzle-orm/pg-core';

/** Every game-server table lives in the `games` schema; the platform keeps its own. */
export const gamesSchema = pgSchema('games');
