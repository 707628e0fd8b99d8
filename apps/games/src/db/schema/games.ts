import { sql } from 'drizzle-orm';
import { boolean, check, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { gamesSchema } from './games-schema.ts';

/** The categories a game can be listed under (the same list the migration's check constraint holds). */
export const gameCategories = [
  'RNG',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'COCKFIGHT',
  'MINI',
] as const;

export type GameCategory = (typeof gameCategories)[number];

/** The games this server runs, as its catalog lists them to the platform. */
export const games = gamesSchema.table(
  'games',
  {
    id: serial('id').primaryKey(),
    gameCode: text('game_code').notNull().unique(),
    name: text('name').notNull(),
    category: text('category', { enum: gameCategories }).notNull(),
    iconUrl: text('icon_url'),
    rtpBasisPoints: integer('rtp_basis_points'),
    demoAvailable: boolean('demo_available').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'games_category_check',
      sql`${table.category} in ('RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'LIVE', 'COCKFIGHT', 'MINI')`,
    ),
    check('games_rtp_basis_points_check', sql`${table.rtpBasisPoints} between 0 and 10000`),
  ],
);
