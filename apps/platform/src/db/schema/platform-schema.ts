import { pgSchema } from 'drizzle-orm/pg-core';

/** Every platform table lives in the `platform` schema; the game server keeps its own. */
export const platformSchema = pgSchema('platform');
