import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { LotteryDb } from '../../db/database.ts';
import {
  merchantDrawCancellations,
  merchantGames,
  rounds,
  sessionMerchants,
  sessions,
  tickets,
  type MerchantGameRow,
} from '../../db/schema/index.ts';

type On = Pick<LotteryDb, 'select' | 'insert' | 'update' | 'execute'>;

/** Rounds whose money went back (or is going back): they count in no stake, payout or liability. */
export const refundedRoundStates = ['rolling_back', 'rolled_back'] as const;

export async function insertSessionMerchant(db: On, launchTokenHash: string, merchantCode: string): Promise<void> {
  await db.insert(sessionMerchants).values({ launchTokenHash, merchantCode }).onConflictDoNothing();
}

/** The merchant of a session, by its launch token's hash; undefined for a launch that named none (demo, older). */
export async function merchantOfLaunch(db: On, launchTokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ merchantCode: sessionMerchants.merchantCode })
    .from(sessionMerchants)
    .where(eq(sessionMerchants.launchTokenHash, launchTokenHash));
  return row?.merchantCode;
}

export function merchantGameRows(db: On, merchantCode: string): Promise<MerchantGameRow[]> {
  return db.select().from(merchantGames).where(eq(merchantGames.merchantCode, merchantCode));
}

export async function merchantGameRow(
  db: On,
  merchantCode: string,
  gameCode: string,
): Promise<MerchantGameRow | undefined> {
  const [row] = await db
    .select()
    .from(merchantGames)
    .where(and(eq(merchantGames.merchantCode, merchantCode), eq(merchantGames.gameCode, gameCode)));
  return row;
}

export async function upsertMerchantGame(db: On, row: Omit<MerchantGameRow, 'updatedAt'>): Promise<void> {
  const { merchantCode: _merchantCode, gameCode: _gameCode, ...changes } = row;
  await db
    .insert(merchantGames)
    .values(row)
    .onConflictDoUpdate({
      target: [merchantGames.merchantCode, merchantGames.gameCode],
      set: { ...changes, updatedAt: new Date() },
    });
}

/**
 * Serialises the tickets of one merchant on one draw for the length of the caller's transaction (the limits per
 * draw read what the others wrote). A transaction-scoped advisory lock: released at commit or rollback.
 */
export async function lockMerchantDraw(db: On, merchantCode: string, drawId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`lottery-draw:${merchantCode}:${drawId}`}))`);
}

export async function merchantCancelledDraw(db: On, merchantCode: string, drawId: number): Promise<boolean> {
  const [row] = await db
    .select({ drawId: merchantDrawCancellations.drawId })
    .from(merchantDrawCancellations)
    .where(and(eq(merchantDrawCancellations.merchantCode, merchantCode), eq(merchantDrawCancellations.drawId, drawId)));
  return row !== undefined;
}

/** What one player has staked on a draw, refunded tickets left out. */
export async function playerStakeOnDraw(db: On, playerKey: string, drawId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${rounds.stakeMinor}), 0)::text` })
    .from(tickets)
    .innerJoin(rounds, eq(rounds.id, tickets.roundId))
    .where(
      and(
        eq(tickets.drawId, drawId),
        eq(rounds.playerKey, playerKey),
        notInArray(rounds.state, [...refundedRoundStates]),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** A merchant's ticket on a draw with the state of its round. */
export interface MerchantTicket {
  roundId: string;
  betType: string;
  position: number | null;
  picks: number[];
  unitMinor: bigint;
  units: number;
  state: string;
  stakeMinor: bigint;
  winMinor: bigint | null;
}

/** The merchant's tickets on draws (all states), for the calendar's sums, the liability and a cancellation. */
export function merchantTicketsOnDraws(db: On, merchantCode: string, drawIds: readonly number[]) {
  if (drawIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      drawId: tickets.drawId,
      roundId: tickets.roundId,
      betType: tickets.betType,
      position: tickets.position,
      picks: tickets.picks,
      unitMinor: tickets.unitMinor,
      units: tickets.units,
      state: rounds.state,
      stakeMinor: rounds.stakeMinor,
      winMinor: rounds.winMinor,
    })
    .from(tickets)
    .innerJoin(rounds, eq(rounds.id, tickets.roundId))
    .innerJoin(sessions, eq(sessions.id, rounds.sessionId))
    .innerJoin(sessionMerchants, eq(sessionMerchants.launchTokenHash, sessions.launchTokenHash))
    .where(and(inArray(tickets.drawId, [...drawIds]), eq(sessionMerchants.merchantCode, merchantCode)));
}

/** The merchant's cancellations among draws. */
export function merchantCancellations(db: On, merchantCode: string, drawIds: readonly number[]) {
  if (drawIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(merchantDrawCancellations)
    .where(
      and(
        eq(merchantDrawCancellations.merchantCode, merchantCode),
        inArray(merchantDrawCancellations.drawId, [...drawIds]),
      ),
    );
}

/** Records a merchant's cancellation once: answers the row, and whether this call wrote it. */
export async function insertCancellation(db: On, merchantCode: string, drawId: number, reason: string) {
  const [inserted] = await db
    .insert(merchantDrawCancellations)
    .values({ merchantCode, drawId, reason })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await merchantCancellations(db, merchantCode, [drawId]);
  return { row: existing!, created: false };
}
