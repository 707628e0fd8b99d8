import { pgSchema } from 'drizzle-orm/pg-core';

/** Every sportsbook table lives in the `sportsbook` schema; the platform and the game server keep their own. */
export const sportsbookSchema = pgSchema('sportsbook');
