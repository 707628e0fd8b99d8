import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  members,
  promotions,
  raffleDraws,
  raffleEntries,
  raffleWinners,
  type RaffleWinnerRow,
} from '../../db/schema/index.ts';
import type { RaffleEntry, RaffleWin } from './raffle-rules.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The seed a raffle commits to, written with the promotion. */
export async function insertRaffleDraw(
  db: Db,
  row: { promotionId: number; merchantId: number; serverSeed: string; seedHash: string },
) {
  await db.insert(raffleDraws).values(row);
}

/** The raffles of a merchant (all merchants when null) that ended after `endedAfter`, oldest first, with draws. */
export async function rafflePromotions(db: Db, merchantId: number | null, endedAfter: Date) {
  return db
    .select({ promotion: promotions, draw: raffleDraws })
    .from(promotions)
    .innerJoin(raffleDraws, eq(raffleDraws.promotionId, promotions.id))
    .where(
      and(
        eq(promotions.kind, 'raffle'),
        gt(promotions.endsAt, endedAfter),
        merchantId === null ? undefined : eq(promotions.merchantId, merchantId),
      ),
    )
    .orderBy(asc(promotions.id));
}

/** The raffles not drawn yet, of every merchant, oldest first. */
export async function undrawnRaffles(db: Db) {
  return db
    .select({ promotion: promotions, draw: raffleDraws })
    .from(promotions)
    .innerJoin(raffleDraws, eq(raffleDraws.promotionId, promotions.id))
    .where(and(eq(promotions.kind, 'raffle'), sql`${raffleDraws.drawnAt} is null`))
    .orderBy(asc(promotions.id));
}

export async function findRaffle(db: Db, merchantId: number, promotionId: number) {
  const rows = await db
    .select({ promotion: promotions, draw: raffleDraws })
    .from(promotions)
    .innerJoin(raffleDraws, eq(raffleDraws.promotionId, promotions.id))
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, promotionId)));
  return rows[0];
}

/** Whether this transaction holds the draw of a raffle (another instance may be drawing it). */
export async function tryDrawLock(db: Db, promotionId: number): Promise<boolean> {
  const rows = rowsOf<{ locked: boolean }>(
    await db.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`raffle-draw:${promotionId}`})) as locked`),
  );
  return rows[0]?.locked === true;
}

/** The draw row, locked; null drawn_at means not drawn yet. */
export async function lockDraw(db: Db, promotionId: number) {
  const rows = await db.select().from(raffleDraws).where(eq(raffleDraws.promotionId, promotionId)).for('update');
  return rows[0];
}

/** Records a draw: the entries, the winners and the totals, in the caller's transaction. */
export async function recordDraw(
  db: Db,
  draw: { promotionId: number; merchantId: number; drawnAt: Date },
  entries: (RaffleEntry & { turnoverMinor: bigint })[],
  wins: (RaffleWin & { prizeMinor: bigint })[],
) {
  if (entries.length > 0)
    await db.insert(raffleEntries).values(
      entries.map((e) => ({
        promotionId: draw.promotionId,
        memberId: e.memberId,
        turnoverMinor: e.turnoverMinor,
        firstTicket: e.firstTicket,
        tickets: e.tickets,
      })),
    );
  if (wins.length > 0)
    await db.insert(raffleWinners).values(
      wins.map((w) => ({
        promotionId: draw.promotionId,
        merchantId: draw.merchantId,
        rank: w.rank,
        memberId: w.memberId,
        ticket: w.ticket,
        prizeMinor: w.prizeMinor,
      })),
    );
  await db
    .update(raffleDraws)
    .set({
      drawnAt: draw.drawnAt,
      entrants: entries.length,
      totalTickets: entries.reduce((sum, e) => sum + e.tickets, 0),
    })
    .where(eq(raffleDraws.promotionId, draw.promotionId));
}

/** The entries of a drawn raffle with their usernames, in ticket order. */
export async function listEntries(db: Db, promotionId: number) {
  return db
    .select({ entry: raffleEntries, username: members.username })
    .from(raffleEntries)
    .innerJoin(members, eq(members.id, raffleEntries.memberId))
    .where(eq(raffleEntries.promotionId, promotionId))
    .orderBy(asc(raffleEntries.firstTicket));
}

/** The winners of a drawn raffle with their usernames, first prize first. */
export async function listWinners(db: Db, promotionId: number) {
  return db
    .select({ winner: raffleWinners, username: members.username })
    .from(raffleWinners)
    .innerJoin(members, eq(members.id, raffleWinners.memberId))
    .where(eq(raffleWinners.promotionId, promotionId))
    .orderBy(asc(raffleWinners.rank));
}

/** A member's win of a raffle, locked for its claim. */
export async function lockWin(db: Db, promotionId: number, memberId: number): Promise<RaffleWinnerRow | undefined> {
  const rows = await db
    .select()
    .from(raffleWinners)
    .where(and(eq(raffleWinners.promotionId, promotionId), eq(raffleWinners.memberId, memberId)))
    .for('update');
  return rows[0];
}

export async function markWinClaimed(
  db: Db,
  promotionId: number,
  rank: number,
  set: { claimedAt: Date; entryId: number | null; bonusId: number | null },
) {
  const [row] = await db
    .update(raffleWinners)
    .set(set)
    .where(and(eq(raffleWinners.promotionId, promotionId), eq(raffleWinners.rank, rank)))
    .returning();
  if (!row) throw new Error('raffle win vanished');
  return row;
}

/** The newest raffle whose prize the member won and has not claimed, if any. */
export async function newestUnclaimedWin(db: Db, merchantId: number, memberId: number) {
  const rows = await db
    .select({ promotionId: raffleWinners.promotionId })
    .from(raffleWinners)
    .where(
      and(
        eq(raffleWinners.merchantId, merchantId),
        eq(raffleWinners.memberId, memberId),
        isNull(raffleWinners.claimedAt),
      ),
    )
    .orderBy(desc(raffleWinners.promotionId))
    .limit(1);
  return rows[0]?.promotionId;
}
