import { pgSchema } from 'drizzle-orm/pg-core';

/** Every lottery table lives in the `lottery` schema; the platform and the game server keep their own. */
export const lotterySchema = pgSchema('lottery');
