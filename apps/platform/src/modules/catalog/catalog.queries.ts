import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  favoriteGames,
  gameVendors,
  games,
  recentGames,
  type GameRow,
  type GameVendorRow,
} from '../../db/schema/index.ts';

/** The vendors a player may see: enabled by the operator and still listed by their provider. */
export function listVisibleVendors(db: Db, merchantId: number) {
  return db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.enabled, true), eq(gameVendors.listed, true)))
    .orderBy(asc(gameVendors.sort), asc(gameVendors.id));
}

/** A game a player may see: enabled and listed, of an enabled and listed vendor (needs the vendor join). */
function visibleGame(merchantId: number) {
  return and(
    eq(games.merchantId, merchantId),
    eq(games.enabled, true),
    eq(games.listed, true),
    eq(gameVendors.enabled, true),
    eq(gameVendors.listed, true),
  );
}

/** The games a player may see, of visible vendors, in display order. */
export function listVisibleGames(db: Db, merchantId: number) {
  return db
    .select({ game: games })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(visibleGame(merchantId))
    .orderBy(asc(games.sort), asc(gameVendors.sort), asc(games.nodeId))
    .then((rows) => rows.map((r) => r.game));
}

export async function findVisibleGame(db: Db, merchantId: number, nodeId: number): Promise<GameRow | undefined> {
  const rows = await db
    .select({ game: games })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(visibleGame(merchantId), eq(games.nodeId, nodeId)))
    .limit(1);
  return rows[0]?.game;
}

/** The member's favourite nodeIds, newest first. */
export async function listFavoriteNodeIds(db: Db, merchantId: number, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ nodeId: favoriteGames.nodeId })
    .from(favoriteGames)
    .where(and(eq(favoriteGames.merchantId, merchantId), eq(favoriteGames.memberId, memberId)))
    .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.nodeId));
  return rows.map((r) => r.nodeId);
}

export async function insertFavorite(db: Db, row: { merchantId: number; memberId: number; nodeId: number }) {
  await db.insert(favoriteGames).values(row).onConflictDoNothing();
}

export async function deleteFavorite(db: Db, merchantId: number, memberId: number, nodeId: number) {
  await db
    .delete(favoriteGames)
    .where(
      and(
        eq(favoriteGames.merchantId, merchantId),
        eq(favoriteGames.memberId, memberId),
        eq(favoriteGames.nodeId, nodeId),
      ),
    );
}

/** The member's recently played nodeIds, newest first. */
export async function listRecentNodeIds(db: Db, merchantId: number, memberId: number, limit: number) {
  const rows = await db
    .select({ nodeId: recentGames.nodeId })
    .from(recentGames)
    .where(and(eq(recentGames.merchantId, merchantId), eq(recentGames.memberId, memberId)))
    .orderBy(desc(recentGames.lastPlayedAt), desc(recentGames.nodeId))
    .limit(limit);
  return rows.map((r) => r.nodeId);
}

export async function upsertRecentGame(db: Db, row: { merchantId: number; memberId: number; nodeId: number }) {
  // Strictly after the member's latest play, so two plays within the clock's resolution keep their order.
  const playedAt = sql`greatest(now(), (
    select max(${recentGames.lastPlayedAt}) + interval '1 millisecond' from ${recentGames}
    where ${recentGames.memberId} = ${row.memberId}))`;
  await db
    .insert(recentGames)
    .values({ ...row, lastPlayedAt: playedAt })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.nodeId], set: { lastPlayedAt: playedAt } });
}

/* Console reads and writes. */

export function listVendorsWithCounts(db: Db, merchantId: number) {
  return db
    .select({
      vendor: gameVendors,
      gameCount: sql<number>`(select count(*)::int from ${games} where ${games.vendorId} = ${gameVendors.id})`,
    })
    .from(gameVendors)
    .where(eq(gameVendors.merchantId, merchantId))
    .orderBy(asc(gameVendors.sort), asc(gameVendors.id));
}

export async function findVendor(db: Db, merchantId: number, id: number): Promise<GameVendorRow | undefined> {
  const rows = await db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.id, id)))
    .limit(1);
  return rows[0];
}

export async function lockVendor(db: Db, merchantId: number, id: number): Promise<GameVendorRow | undefined> {
  const rows = await db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.id, id)))
    .for('update');
  return rows[0];
}

export type VendorPatch = Partial<
  Pick<
    GameVendorRow,
    'displayName' | 'gameType' | 'sort' | 'enabled' | 'maintenance' | 'largeIconUrl' | 'smallIconUrl' | 'listed'
  >
>;

export async function updateVendorRow(db: Db, id: number, patch: VendorPatch): Promise<GameVendorRow> {
  const rows = await db
    .update(gameVendors)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(gameVendors.id, id))
    .returning();
  if (!rows[0]) throw new Error(`vendor ${id} vanished during update`);
  return rows[0];
}

export async function countVendorGames(db: Db, vendorId: number): Promise<number> {
  const rows = await db.select({ total: count() }).from(games).where(eq(games.vendorId, vendorId));
  return rows[0]?.total ?? 0;
}

export async function searchGameRows(
  db: Db,
  merchantId: number,
  filter: { vendorId?: number; query?: string },
  offset: number,
  limit: number,
) {
  const pattern = filter.query ? `%${filter.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(games.merchantId, merchantId),
    filter.vendorId ? eq(games.vendorId, filter.vendorId) : undefined,
    pattern
      ? or(
          ilike(games.gameCode, pattern),
          ilike(games.gameId, pattern),
          ilike(games.name, pattern),
          sql`exists (select 1 from jsonb_each_text(${games.names}) n where n.value ilike ${pattern})`,
        )
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ game: games, vendor: gameVendors })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(where)
      .orderBy(asc(games.sort), asc(gameVendors.sort), asc(games.nodeId))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(games).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Locks a game of the merchant and reads its vendor (FOR UPDATE cannot name a schema-qualified join table). */
export async function lockGame(db: Db, merchantId: number, nodeId: number) {
  const rows = await db
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.nodeId, nodeId)))
    .for('update');
  const game = rows[0];
  if (!game) return undefined;
  const vendor = await findVendor(db, merchantId, game.vendorId);
  if (!vendor) throw new Error(`game ${nodeId} has no vendor`);
  return { game, vendor };
}

export type GamePatch = Partial<
  Pick<
    GameRow,
    'names' | 'isHot' | 'classify' | 'enabled' | 'maintenance' | 'sort' | 'name' | 'iconUrl' | 'gameCode' | 'listed'
  >
>;

export async function updateGameRow(db: Db, nodeId: number, patch: GamePatch): Promise<GameRow> {
  const rows = await db
    .update(games)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(games.nodeId, nodeId))
    .returning();
  if (!rows[0]) throw new Error(`game ${nodeId} vanished during update`);
  return rows[0];
}

/* Provider sync. */

/** Serialises syncs of one merchant and provider until the transaction ends (two at once would both insert). */
export async function lockProviderSync(db: Db, merchantId: number, providerCode: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalog-sync:${merchantId}:${providerCode}`}))`);
}

export function listProviderVendors(db: Db, merchantId: number, providerCode: string) {
  return db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.providerCode, providerCode)))
    .for('update');
}

export async function insertVendorRow(db: Db, row: typeof gameVendors.$inferInsert): Promise<GameVendorRow> {
  const rows = await db.insert(gameVendors).values(row).returning();
  if (!rows[0]) throw new Error('vendor not inserted');
  return rows[0];
}

export async function findVendorByTypeAndVassalage(db: Db, merchantId: number, vassalage: string, gameType: string) {
  const rows = await db
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(
      and(
        eq(gameVendors.merchantId, merchantId),
        eq(gameVendors.vassalage, vassalage),
        eq(gameVendors.gameType, gameType),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function nextVendorSort(db: Db, merchantId: number): Promise<number> {
  const rows = await db
    .select({ next: sql<number>`coalesce(max(${gameVendors.sort}) + 1, 0)::int` })
    .from(gameVendors)
    .where(eq(gameVendors.merchantId, merchantId));
  return rows[0]?.next ?? 0;
}

export function listGamesOfVendors(db: Db, vendorIds: number[]) {
  if (vendorIds.length === 0) return Promise.resolve([] as GameRow[]);
  return db.select().from(games).where(inArray(games.vendorId, vendorIds)).for('update');
}

export async function insertGameRow(db: Db, row: typeof games.$inferInsert): Promise<GameRow> {
  const rows = await db.insert(games).values(row).returning();
  if (!rows[0]) throw new Error('game not inserted');
  return rows[0];
}

/** Marks the given vendors' games (not containers) missing from `keepNodeIds` as no longer listed; returns how many. */
export async function unlistGamesExcept(db: Db, vendorIds: number[], keepNodeIds: number[]): Promise<number> {
  if (vendorIds.length === 0) return 0;
  const rows = await db
    .update(games)
    .set({ listed: false, updatedAt: sql`now()` })
    .where(
      and(
        inArray(games.vendorId, vendorIds),
        eq(games.isGame, 'GAME'),
        eq(games.listed, true),
        keepNodeIds.length ? notInArray(games.nodeId, keepNodeIds) : undefined,
      ),
    )
    .returning({ nodeId: games.nodeId });
  return rows.length;
}

/**
 * The merchant's most played games since a day, most rounds first, as `providerCode|gameCode` keys: read from the
 * fold's per-day game rows (`operator_game_day_stats`, its primary key), never from the rounds themselves.
 */
export async function listMostPlayedGames(db: Db, merchantId: number, since: Date, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select s.provider_code || '|' || s.game_code as key from platform.operator_game_day_stats s
    where s.merchant_id = ${merchantId} and s.day >= ${since.toISOString().slice(0, 10)}::date
    group by s.provider_code, s.game_code having sum(s.rounds) > 0
    order by sum(s.rounds) desc, s.provider_code, s.game_code limit ${limit}`);
  return (result as unknown as { rows: Array<{ key: string }> }).rows.map((row) => row.key);
}
