import { bigint, bigserial, boolean, integer, jsonb, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { platformSchema } from './platform-schema.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Game vendors per merchant and category (migration 0010 says who owns which column). */
export const gameVendors = platformSchema.table('game_vendors', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  vassalage: text('vassalage').notNull(),
  providerCode: text('provider_code').notNull(),
  sourceCategory: text('source_category').notNull(),
  gameType: text('game_type').notNull(),
  displayName: text('display_name').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  maintenance: boolean('maintenance').notNull().default(false),
  largeIconUrl: text('large_icon_url'),
  smallIconUrl: text('small_icon_url'),
  listed: boolean('listed').notNull().default(true),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type GameVendorRow = typeof gameVendors.$inferSelect;

export const games = platformSchema.table('games', {
  nodeId: bigserial('node_id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  vendorId: integer('vendor_id').notNull(),
  gameId: text('game_id').notNull(),
  gameCode: text('game_code'),
  isGame: text('is_game', { enum: ['GAME', 'VASSALAGE'] })
    .notNull()
    .default('GAME'),
  name: text('name').notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  iconUrl: text('icon_url'),
  isHot: boolean('is_hot').notNull().default(false),
  classify: text('classify').array().notNull().default([]),
  enabled: boolean('enabled').notNull().default(true),
  maintenance: boolean('maintenance').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  listed: boolean('listed').notNull().default(true),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type GameRow = typeof games.$inferSelect;

export const favoriteGames = platformSchema.table(
  'favorite_games',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    nodeId: bigint('node_id', { mode: 'number' }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] })],
);

export const recentGames = platformSchema.table(
  'recent_games',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    nodeId: bigint('node_id', { mode: 'number' }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    lastPlayedAt: timestamptz('last_played_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] })],
);
